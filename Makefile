# The newcomer's two commands: `make run` (set up, build, run the workbook) and
# `make test` (set up, build, run every test). Both install what is missing first.

SWIFT ?= swift

.PHONY: help setup build run test release bench fuzz clean

help:
	@echo "make run     set up, build and run the workbook (ARGS=\"...\" passes arguments)"
	@echo "make test    set up, build and run all tests (the Swift tests, then real clients against workbook serve)"
	@echo "make release build the fastest-starting workbook and print its path (see scripts/build-release)"
	@echo "make bench   build in release mode and run the benchmarks (writes bench/RESULTS.md)"
	@echo "make fuzz    type seeded random entries into the shell (SEED=N ENTRIES=N; see fuzz/ShellFuzz)"
	@echo "make clean   remove build products"

setup:
	@./scripts/bootstrap

build: setup
	$(SWIFT) build --product workbook

run: build
	@$(SWIFT) run --skip-build workbook $(ARGS)

test: setup
	@if [ "$$(uname -s)" = Darwin ]; then \
	  echo "make test: on macOS the tests of the Debian path (bootstrap's apt-get install of libedit-dev, make release's static glibc link) are skipped; each is listed below as skipped, with the reason."; \
	fi
	@# The tests' scratch files (state directories, lesson copies, stand-in editors) go to a
	@# directory of this run's own under /tmp (short, for the sockets Chromium makes in it; open to
	@# every user, as /tmp is, for the test that runs a shell as nobody), removed
	@# when the run ends, pass or fail.
	@scratch=$$(mktemp -d /tmp/workbook-tests.XXXXXX) && chmod 1777 "$$scratch" && trap 'rm -rf "$$scratch"' EXIT && \
	  echo "$(SWIFT) test --disable-xctest   (scratch files in $$scratch)" && \
	  TMPDIR="$$scratch" $(SWIFT) test --disable-xctest && \
	  echo "./conformance/run" && TMPDIR="$$scratch" ./conformance/run

release: setup
	@./scripts/build-release

bench: setup
	./bench/run

SEED ?= 1
ENTRIES ?= 100000
fuzz: setup
	$(SWIFT) build --product workbook
	$(SWIFT) build --product shell-fuzz
	$(SWIFT) run --skip-build shell-fuzz --seed $(SEED) --entries $(ENTRIES)

clean:
	rm -rf .build .build-static

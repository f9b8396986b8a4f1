import Foundation
import TestSupport
import Testing

/// `scripts/build-release` (`make release`): on Linux it links a fully static executable when
/// libedit has a static archive, falls back to the Swift libraries linked in when it has none, and
/// hides a static glibc's expected notes. `swift` and `pkg-config` are stand-ins here: `swift`
/// records how it was called, prints what a link prints and exits with `SWIFT_STATUS`.
@Suite struct ReleaseBuildTests {
  static let script = StandInCommands.script("scripts/build-release")

  /// The glibc note a static link prints for each name-service function (one of 17 here).
  static let glibcNote = "libCoreFoundation.a(CFPlatform.c.o):CFPlatform.c:function CFCopyUserName: warning: "
    + "Using 'getpwuid' in statically linked applications requires at runtime the shared libraries "
    + "from the glibc version used for linking"

  /// Runs the script with stand-ins for `swift` and `pkg-config`; `libedit.a` exists in the
  /// library folder pkg-config names only when `staticArchive` is true. `swiftCalls` are the
  /// arguments of each `swift` call but `--show-bin-path`.
  func runBuildRelease(staticArchive: Bool, swiftStatus: Int32 = 0) throws -> (run: StandInCommands.Run, swiftCalls: [String]) {
    let commands = try StandInCommands("build-release")
    defer { commands.remove() }
    let libraries = commands.directory.appendingPathComponent("lib")
    try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
    if staticArchive {
      try "!<arch>\n".write(to: libraries.appendingPathComponent("libedit.a"), atomically: true, encoding: .utf8)
    }
    let calls = commands.directory.appendingPathComponent("calls")
    try commands.add(
      "swift",
      body: """
        #!/bin/sh
        case " $* " in
          *" --show-bin-path "*) echo /stand-in/release; exit 0 ;;
        esac
        echo "$*" >> '\(calls.path)'
        echo "Building for production..."
        echo "\(Self.glibcNote)" >&2
        echo "Build of product 'workbook' complete!"
        exit ${SWIFT_STATUS:-0}

        """)
    try commands.add(
      "pkg-config",
      body: """
        #!/bin/sh
        case "$*" in
          "--variable=libdir libedit") echo '\(libraries.path)' ;;
          "--static --libs-only-l libedit libbsd") echo '-ledit -ltermcap -lbsd -lmd ' ;;
          *) exit 1 ;;
        esac

        """)
    let run = try commands.run(
      Self.script, arguments: [commands.directory.appendingPathComponent("scratch").path],
      environment: ["SWIFT_STATUS": String(swiftStatus)])
    let recorded = (try? String(contentsOf: calls, encoding: .utf8)) ?? ""
    return (run, recorded.split(separator: "\n").map(String.init))
  }

  @Test("with libedit's static archive, make release links a fully static executable", DebianOnly.trait)
  func linksStaticallyWithStaticLibedit() throws {
    let (run, swiftCalls) = try runBuildRelease(staticArchive: true)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "/stand-in/release/workbook\n")
    let build = try #require(swiftCalls.first)
    #expect(build.contains("build -c release --product workbook"))
    #expect(build.contains("-Xswiftc -static-executable"))
    #expect(build.contains("-Xlinker -ledit -Xlinker -ltermcap -Xlinker -lbsd -Xlinker -lmd"))
    #expect(build.contains("-disable-concrete-type-metadata-mangled-name-accessors"))
    #expect(!build.contains("--static-swift-stdlib"))
  }

  @Test("without libedit's static archive, make release says so and links the C libraries dynamically", DebianOnly.trait)
  func fallsBackWithoutStaticLibedit() throws {
    let (run, swiftCalls) = try runBuildRelease(staticArchive: false)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("build-release: no static libedit"))
    let build = try #require(swiftCalls.first)
    #expect(build.contains("--static-swift-stdlib"))
    #expect(build.contains("-no-pie"))
    #expect(!build.contains("-static-executable"))
  }

  @Test("a static glibc's notes are hidden; the build's own output and failures are not", DebianOnly.trait)
  func hidesOnlyGlibcNotes() throws {
    let (run, _) = try runBuildRelease(staticArchive: true)
    #expect(run.standardError.contains("Build of product 'workbook' complete!"))
    #expect(!run.standardError.contains("statically linked applications"))
    let (failed, _) = try runBuildRelease(staticArchive: true, swiftStatus: 1)
    #expect(failed.status != 0)
    #expect(failed.standardOutput.isEmpty)
  }
}

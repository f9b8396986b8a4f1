import Testing

/// Tests of the Linux path of the README's scripts, which a Mac does not take: `scripts/bootstrap`
/// installing Debian's `libedit-dev` with apt-get, and `make release` linking glibc and libedit
/// statically. On macOS they are skipped, and Swift Testing prints each one with this reason.
package enum DebianOnly {
  /// Whether this is the system those scripts' Debian path runs on.
  package static let isLinux: Bool = {
    #if os(Linux)
      true
    #else
      false
    #endif
  }()

  /// Skips a test on macOS, saying why: `@Test("…", DebianOnly.trait)`.
  package static var trait: ConditionTrait {
    .enabled(
      if: isLinux,
      "Linux only: it checks the Debian path (apt-get's libedit-dev, a static glibc link); on macOS the SDK provides libedit")
  }
}

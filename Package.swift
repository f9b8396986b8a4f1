// swift-tools-version: 6.0
import PackageDescription

/// The modules a natively compiled script (or lesson) can import: `swiftc` links them from the
/// `WorkbookLibraries` dynamic library (see Tests/SwiftScriptTests/NativeFidelityTests.swift).
let nativeLibraryTargets = ["Scenarios", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device"]

let package = Package(
  name: "MSALMigrationWorkbook",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "workbook", targets: ["WorkbookCommandLine"]),
    .executable(name: "workbook-server", targets: ["WorkbookServer"]),
    .library(name: "WorkbookLibraries", type: .dynamic, targets: nativeLibraryTargets),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-crypto.git", exact: "4.5.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
    // `workbook serve` (its own product, workbook-server, so the workbook's first build stays quick).
    .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
    .package(url: "https://github.com/apple/swift-nio-ssl.git", exact: "2.37.6"),
    .package(url: "https://github.com/apple/swift-certificates.git", exact: "1.21.1"),
    .package(url: "https://github.com/apple/swift-asn1.git", exact: "1.7.4"),
  ],
  targets: [
    // MARK: - Libraries

    /// Text and bytes as the wire and the files need them: UTF-8 data, base64url, joining, trimming, timestamps.
    .target(name: "TextCoding"),
    /// What makes the simulation repeat: the seeded random number generator and the simulated clock.
    .target(name: "Determinism"),
    /// The state directory and the rules its files are kept by: only regular files read, the
    /// unreadable set aside, writers locked and atomic.
    .target(name: "StateFiles"),
    /// The simulated Microsoft identity platform: directory, v1/v2 endpoints, grants, tokens, policies, traffic log.
    .target(
      name: "IdentityPlatform",
      dependencies: [
        "TextCoding", "Determinism",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CryptoExtras", package: "swift-crypto"),
      ]
    ),

    /// The simulated iPhone/Mac: installed apps, entitlements, a keychain with access groups; knows no MSAL or ADAL.
    .target(name: "Device"),
    /// What MSAL and ADAL share: the simulation environment, transport, web view session, cache schemas.
    .target(name: "IdentityCore", dependencies: ["IdentityPlatform", "Device", "TextCoding", "Determinism"]),
    /// The simulated MSAL for iOS and macOS, with the real Swift spelling.
    .target(name: "MSAL", dependencies: ["IdentityCore", "IdentityPlatform", "Device", "TextCoding"]),
    /// The simulated ADAL for Objective-C (`AD…` names), legacy and unified caches by version.
    .target(name: "ADAL", dependencies: ["IdentityCore", "IdentityPlatform", "Device", "TextCoding"]),
    /// The Swift interpreter: parse, check, evaluate, complete; knows nothing of MSAL.
    .target(
      name: "SwiftScript",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]
    ),
    /// The named starting worlds (`fresh`, `adal-2.6-signed-in`, ...) and `workbookConfig`.
    .target(name: "Scenarios", dependencies: ["IdentityPlatform", "Device", "IdentityCore", "MSAL", "ADAL"]),
    /// MSAL, ADAL, Foundation and the device's stand-ins, as SwiftScript sees them.
    .target(
      name: "Bindings",
      dependencies: ["SwiftScript", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device", "Scenarios", "TextCoding"]),
    /// A learner's session: the simulated world, the interpreter holding their code, and who answers sign-in pages.
    .target(name: "Session", dependencies: ["SwiftScript", "Bindings", "Scenarios", "IdentityCore", "IdentityPlatform"]),
    /// Lesson files, steps, checks, hints and progress; reaches the learner's session through `LessonHost`.
    /// No terminal code: testable without a shell.
    .target(name: "Lessons", dependencies: ["Session", "SwiftScript", "Scenarios", "TextCoding", "StateFiles"]),
    /// Text for a terminal: styles and colour choice, widths, wrapping, key input.
    .target(name: "Terminal", dependencies: ["TextCoding"]),
    /// The sign-in pages drawn and answered in the terminal (the simulated web view).
    .target(name: "SignInPages", dependencies: ["Terminal", "TextCoding", "IdentityCore", "IdentityPlatform"]),
    /// libedit: on Debian/Ubuntu from `libedit-dev` (found through pkg-config); on macOS the SDK's own.
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    /// Line editing for the shell over libedit: emacs keys, history, Tab.
    .target(name: "LineEditor", dependencies: ["CEditLine", "StateFiles"]),
    /// Ctrl-C: a SIGINT handler that records the signal for the shell to poll.
    .target(name: "CInterruptSignal"),
    /// The C allocator's setting for the workbook's evaluation thread (one heap for both threads).
    .target(name: "CMallocArena"),
    /// The shell: the read-evaluate-print loop, `:` commands, rendering, and the command line's subcommands.
    .target(
      name: "WorkbookShell",
      dependencies: [
        "Session", "Lessons", "Terminal", "SignInPages", "SwiftScript", "Bindings", "Scenarios", "IdentityCore",
        "IdentityPlatform", "Device", "LineEditor", "CInterruptSignal", "TextCoding", "StateFiles",
      ]
    ),
    /// `workbook serve`: the simulated platform over HTTP (routed by Host and path, so clients keep the
    /// real URLs) and as an HTTPS proxy that answers CONNECT with certificates from a local authority.
    .target(
      name: "PlatformServer",
      dependencies: [
        "IdentityPlatform", "IdentityCore", "Scenarios", "StateFiles", "TextCoding", "Determinism",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "X509", package: "swift-certificates"),
        .product(name: "SwiftASN1", package: "swift-asn1"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    /// Test support: pseudo-terminals for tests that type into the line editor or read a program's output.
    .target(name: "CPseudoTerminal"),

    // MARK: - Executables

    /// The `workbook` command: argument parsing and wiring, nothing else.
    .executableTarget(
      name: "WorkbookCommandLine",
      dependencies: [
        "IdentityPlatform",
        "Scenarios",
        "SwiftScript",
        "WorkbookShell",
        "CMallocArena",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    /// `workbook-server`, which `workbook serve` starts: argument parsing over PlatformServer.
    .executableTarget(
      name: "WorkbookServer",
      dependencies: ["PlatformServer", "Scenarios", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .executableTarget(
      name: "token-throughput",
      dependencies: ["IdentityPlatform"],
      path: "bench/TokenThroughput"
    ),
    .executableTarget(
      name: "script-latency",
      dependencies: ["SwiftScript", "Bindings", "Scenarios", "IdentityCore", "Lessons", "WorkbookShell"],
      path: "bench/ScriptLatency"
    ),
    .executableTarget(
      name: "shell-latency",
      dependencies: ["WorkbookShell", "CPseudoTerminal"],
      path: "bench/ShellLatency"
    ),

    /// The shell fuzzer: seeded random entries typed into the built `workbook` (`make fuzz`).
    .executableTarget(
      name: "shell-fuzz",
      dependencies: ["ProcessDriving", "Determinism"],
      path: "fuzz/ShellFuzz"
    ),

    // MARK: - Samples

    /// Contoso Mail's ADAL-era authentication code (Samples/README.md).
    .executableTarget(
      name: "ContosoMailADAL",
      dependencies: ["ADAL", "IdentityCore", "Scenarios"],
      path: "Samples/ContosoMailADAL"
    ),
    /// The same code migrated to MSAL (Samples/README.md).
    .executableTarget(
      name: "ContosoMailMSAL",
      dependencies: ["MSAL", "Device", "IdentityCore", "Scenarios"],
      path: "Samples/ContosoMailMSAL"
    ),
    /// Contoso Calendar (ADAL 2.7) and Contoso Mail (MSAL) sharing sign-in (Samples/README.md).
    .executableTarget(
      name: "SharedSignIn",
      dependencies: ["ADAL", "MSAL", "Device", "IdentityCore", "Scenarios"],
      path: "Samples/SharedSignIn"
    ),

    // MARK: - Tests

    /// What several test targets share: a pseudo-terminal driver, stand-in commands, the migration
    /// tests' simulated world, recorders for what is shown.
    /// Drivers for the built `workbook`: a pseudo-terminal, the shell in one, the binary's path.
    /// No test framework, so the fuzzer (`make fuzz`) uses them too.
    .target(name: "ProcessDriving", dependencies: ["CPseudoTerminal"], path: "Tests/ProcessDriving"),
    .target(
      name: "TestSupport",
      dependencies: ["ProcessDriving", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device", "Terminal"],
      path: "Tests/TestSupport"
    ),
    .testTarget(name: "TextCodingTests", dependencies: ["TextCoding"]),
    .testTarget(name: "DeterminismTests", dependencies: ["Determinism"]),
    .testTarget(name: "StateFilesTests", dependencies: ["StateFiles"]),
    .testTarget(name: "IdentityPlatformTests", dependencies: ["IdentityPlatform", "TextCoding", "Determinism"]),
    .testTarget(name: "DeviceTests", dependencies: ["Device"]),
    .testTarget(name: "IdentityCoreTests", dependencies: ["IdentityCore", "IdentityPlatform", "Determinism"]),
    .testTarget(
      name: "MSALTests",
      dependencies: ["MSAL", "IdentityCore", "IdentityPlatform", "Device", "TextCoding", "TestSupport"]
    ),
    .testTarget(
      name: "ADALTests",
      dependencies: ["ADAL", "IdentityCore", "IdentityPlatform", "Device", "TestSupport"]
    ),
    /// ADAL and MSAL together: an app's migration, the cache they share, the README's example.
    .testTarget(
      name: "MigrationTests",
      dependencies: ["MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device", "TextCoding", "TestSupport"]
    ),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "StateFiles", "TestSupport"]),
    .testTarget(
      name: "SwiftScriptTests",
      dependencies: ["SwiftScript", "Bindings", "IdentityCore", "Scenarios", "Lessons", "Determinism", "TestSupport"],
      exclude: ["Corpus"]
    ),
    .testTarget(
      name: "ScenariosTests",
      dependencies: ["Scenarios", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device", "TextCoding"]
    ),
    .testTarget(
      name: "BindingsTests",
      dependencies: ["Bindings", "SwiftScript", "Scenarios", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device"]
    ),
    .testTarget(name: "SessionTests", dependencies: ["Session", "Scenarios", "SwiftScript", "IdentityCore", "TestSupport"]),
    .testTarget(name: "LessonsTests", dependencies: ["Lessons", "Session", "Scenarios", "StateFiles", "TestSupport"]),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
    .testTarget(
      name: "SignInPagesTests",
      dependencies: [
        "SignInPages", "Terminal", "Session", "IdentityCore", "IdentityPlatform", "TextCoding", "MSAL", "Device",
        "Scenarios", "TestSupport",
      ]
    ),
    .testTarget(
      name: "WorkbookShellTests",
      dependencies: [
        "WorkbookShell", "Lessons", "Session", "Terminal", "SwiftScript", "Scenarios", "LineEditor", "TestSupport",
      ]
    ),
    /// The repository itself: no paths that a case-insensitive volume would merge, no citations of
    /// documents it does not contain.
    .testTarget(name: "RepositoryTests"),
    /// The HTTP face: the service behind the server, the certificate authority, and the built
    /// `workbook-server` spoken to over real sockets.
    .testTarget(
      name: "PlatformServerTests",
      dependencies: ["PlatformServer", "IdentityPlatform", "TestSupport", "WorkbookServer"]
    ),
    /// The built `workbook` command, end to end: piped input, a pseudo-terminal, the samples, the scripts.
    .testTarget(
      name: "WorkbookCommandLineTests",
      dependencies: ["WorkbookCommandLine", "WorkbookShell", "TestSupport", "CMallocArena", "ContosoMailADAL", "ContosoMailMSAL", "SharedSignIn"]
    ),
  ]
)

// MARK: - Generic metadata through accessors

// Every Swift target asks for the metadata of the generic types it names (`Set<String>`,
// `SyntaxCollectionIterator<CodeBlockItemSyntax>`) through the type's metadata accessor, handing it
// the witness tables it already has, instead of by mangled name: the runtime demangles a mangled
// name and checks each conformance requirement by scanning every conformance record in the process
// (about 0.5 M instructions a time, the first time each type is used; callgrind: a third of lesson
// 1 under `workbook run`). scripts/build-release passes the same flag to the dependencies too.
let cLanguageTargets: Set<String> = ["CEditLine", "CInterruptSignal", "CMallocArena", "CPseudoTerminal"]
for target in package.targets where !cLanguageTargets.contains(target.name) {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
  ]
}

// MARK: - The interpreter optimized in every build

// `make run` builds for debugging, and the interpreter is what learners' loops run on. SwiftScript
// alone is optimized (measured before the compiled tier: a 200,000-pass loop 5.2 s with `-Onone`,
// 3.7 s with `-O`; rebuilding the target takes about 55 s). Its dependencies and every other target
// stay debug builds, `-g` keeps it debuggable, and the later `-O` wins over the debug
// configuration's `-Onone`. Exclusive access to the interpreter's own class properties (a
// variable's value, a frame's slots) is checked when the target compiles, not at every access
// while a script runs: the run-time checks were 14% of a compiled loop's time (perf, 2026-11-27).
for target in package.targets where target.name == "SwiftScript" {
  target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O", "-enforce-exclusivity=unchecked"])]
}

// swift-tools-version: 6.0
import PackageDescription

/// The modules a natively compiled script (or lesson) can import: `swiftc` links them from the
/// `WorkbookLibraries` dynamic library (see Tests/SwiftScriptTests/NativeFidelityTests.swift).
let nativeLibraryTargets = ["Scenarios", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device"]

let package = Package(
  name: "MSALMigrationWorkbook",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "workbook", targets: ["workbook"]),
    .library(name: "WorkbookLibraries", type: .dynamic, targets: nativeLibraryTargets),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-crypto.git", exact: "4.5.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
  ],
  targets: [
    // MARK: - Libraries

    .target(
      name: "IdentityPlatform",
      dependencies: [
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CryptoExtras", package: "swift-crypto"),
      ]
    ),

    .target(name: "Device"),
    .target(name: "IdentityCore", dependencies: ["IdentityPlatform", "Device"]),
    .target(name: "MSAL", dependencies: ["IdentityCore", "IdentityPlatform", "Device"]),
    .target(name: "ADAL", dependencies: ["IdentityCore", "IdentityPlatform", "Device"]),
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
    .target(name: "Scenarios", dependencies: ["IdentityPlatform", "Device", "IdentityCore", "MSAL", "ADAL"]),
    .target(
      name: "Bindings", dependencies: ["SwiftScript", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device", "Scenarios"]),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    .target(name: "LineEditor", dependencies: ["CEditLine"]),
    /// Ctrl-C: a SIGINT handler that records the signal for the shell to poll.
    .target(name: "CInterruptSignal"),
    /// The C allocator's setting for the workbook's evaluation thread (one heap for both threads).
    .target(name: "CMallocArena"),
    .target(
      name: "Workbook",
      dependencies: [
        "SwiftScript", "Bindings", "Scenarios", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device", "LineEditor",
        "CInterruptSignal",
      ]
    ),
    /// Test support: pseudo-terminals for tests that type into the line editor or read a program's output.
    .target(name: "CPseudoTerminal"),

    // MARK: - Executables

    .executableTarget(
      name: "workbook",
      dependencies: [
        "IdentityPlatform",
        "IdentityCore",
        "Scenarios",
        "SwiftScript",
        "Bindings",
        "Workbook",
        "CMallocArena",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "token-throughput",
      dependencies: ["IdentityPlatform"],
      path: "bench/TokenThroughput"
    ),
    .executableTarget(
      name: "script-latency",
      dependencies: ["SwiftScript", "Bindings", "Scenarios", "IdentityCore", "Workbook"],
      path: "bench/ScriptLatency"
    ),
    .executableTarget(
      name: "shell-latency",
      dependencies: ["Workbook", "CPseudoTerminal"],
      path: "bench/ShellLatency"
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

    // MARK: - Tests

    .testTarget(
      name: "IdentityPlatformTests",
      dependencies: ["IdentityPlatform"]
    ),
    .testTarget(
      name: "DeviceTests",
      dependencies: ["Device"]
    ),
    .testTarget(
      name: "MigrationTests",
      dependencies: ["MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device"]
    ),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "CPseudoTerminal"]),
    .testTarget(
      name: "SwiftScriptTests",
      dependencies: ["SwiftScript", "Bindings", "IdentityCore", "Scenarios", "CPseudoTerminal", "Workbook"],
      exclude: ["Corpus"]
    ),
    .testTarget(
      name: "ScenariosTests",
      dependencies: ["Scenarios", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device"]
    ),
    .testTarget(
      name: "BindingsTests",
      dependencies: ["Bindings", "SwiftScript", "Scenarios", "MSAL", "ADAL", "IdentityCore", "IdentityPlatform", "Device"]
    ),
    .testTarget(
      name: "WorkbookTests",
      dependencies: [
        "Workbook", "SwiftScript", "Bindings", "Scenarios", "IdentityCore", "IdentityPlatform", "Device", "MSAL",
        "CPseudoTerminal",
      ]
    ),
    .testTarget(
      name: "WorkbookCommandTests",
      dependencies: ["workbook", "Workbook", "CPseudoTerminal", "CMallocArena", "ContosoMailADAL", "ContosoMailMSAL"]
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

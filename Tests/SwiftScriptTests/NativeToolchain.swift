import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// The Swift compiler of the running toolchain and the build products that a natively compiled
/// script imports (`MSAL`, `ADAL`, ... from the `WorkbookLibraries` dynamic library).
struct NativeToolchain: Sendable {
  /// The name of the dynamic library product in Package.swift.
  static let libraryProduct = "WorkbookLibraries"

  /// The `swiftc` executable.
  let compiler: URL
  /// What `swiftc --version` prints (part of the cache key of compiled programs).
  let compilerVersion: String
  /// The build directory (`.build/<triple>/debug`): the dynamic library and the compiled-corpus cache live here.
  let buildDirectory: URL
  /// The directory of the package's `.swiftmodule`s.
  let modulesDirectory: URL

  /// The dynamic library file (`libWorkbookLibraries.so` or `.dylib`).
  var library: URL {
    #if canImport(Darwin)
      buildDirectory.appendingPathComponent("lib\(Self.libraryProduct).dylib")
    #else
      buildDirectory.appendingPathComponent("lib\(Self.libraryProduct).so")
    #endif
  }

  /// Whether `module` is one of the package's modules (so a script importing it needs the library).
  func isPackageModule(_ module: String) -> Bool {
    FileManager.default.fileExists(atPath: modulesDirectory.appendingPathComponent("\(module).swiftmodule").path)
  }

  /// The arguments that let a script import the package's modules and find the library at run time.
  var libraryArguments: [String] {
    [
      "-I", modulesDirectory.path, "-L", buildDirectory.path, "-l\(Self.libraryProduct)",
      "-Xlinker", "-rpath", "-Xlinker", buildDirectory.path,
    ]
  }

  // MARK: - Locating

  /// Finds `swiftc` and the build directory of the running tests; throws a message saying what is missing.
  static func locate() async throws -> NativeToolchain {
    guard let compiler = await findCompiler() else { throw NativeSetupError.compilerNotFound }
    let version = try await NativeProcess.run(compiler, ["--version"])
    guard version.succeeded else {
      throw NativeSetupError.compilerFailed(compiler, version.standardError)
    }
    guard let buildDirectory = findBuildDirectory() else { throw NativeSetupError.buildDirectoryNotFound }
    let modules = buildDirectory.appendingPathComponent("Modules")
    let toolchain = NativeToolchain(
      compiler: compiler, compilerVersion: version.standardOutput + version.standardError,
      buildDirectory: buildDirectory,
      modulesDirectory: FileManager.default.fileExists(atPath: modules.path) ? modules : buildDirectory)
    guard FileManager.default.fileExists(atPath: toolchain.library.path) else {
      throw NativeSetupError.libraryNotBuilt(toolchain.library)
    }
    return toolchain
  }

  /// `swiftc` next to the running toolchain: `xcrun --find swiftc` on macOS, else `PATH`'s
  /// `swiftc`, else the `swiftc` beside `PATH`'s `swift` (with symbolic links resolved).
  private static func findCompiler() async -> URL? {
    if let override = ProcessInfo.processInfo.environment["SWIFTC"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    #if canImport(Darwin)
      if let found = try? await NativeProcess.run(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--find", "swiftc"]),
        found.succeeded
      {
        return URL(fileURLWithPath: found.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    #endif
    if let swiftc = NativeProcess.findInPath("swiftc") { return swiftc }
    guard let swift = NativeProcess.findInPath("swift") else { return nil }
    let sibling = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swiftc")
    return FileManager.default.isExecutableFile(atPath: sibling.path) ? sibling : nil
  }

  /// The nearest ancestor of the test binary that holds the package's modules (`Modules/MSAL.swiftmodule`).
  private static func findBuildDirectory() -> URL? {
    #if canImport(Darwin)
      // The tests are a bundle loaded into a helper process: ask the loader which image holds this code.
      let marker: @convention(c) () -> Void = {}
      var image = Dl_info()
      let testBinary =
        dladdr(unsafeBitCast(marker, to: UnsafeRawPointer.self), &image) != 0 && image.dli_fname != nil
        ? URL(fileURLWithPath: String(cString: image.dli_fname)) : nil
    #else
      let testBinary = Bundle.main.executableURL
    #endif
    var directory = testBinary?.resolvingSymlinksInPath().deletingLastPathComponent()
    while let candidate = directory, candidate.path != "/" {
      for modules in [candidate.appendingPathComponent("Modules"), candidate] {
        if FileManager.default.fileExists(atPath: modules.appendingPathComponent("MSAL.swiftmodule").path) {
          return candidate
        }
      }
      directory = candidate.deletingLastPathComponent()
    }
    return nil
  }
}

/// Why the native half of the fidelity check cannot run.
enum NativeSetupError: Error, CustomStringConvertible {
  case compilerNotFound
  case compilerFailed(URL, String)
  case buildDirectoryNotFound
  case libraryNotBuilt(URL)

  var description: String {
    switch self {
    case .compilerNotFound:
      "swiftc not found (looked in PATH and beside PATH's swift; set SWIFTC to its path): the fidelity check "
        + "compiles every corpus script natively and cannot run without the Swift compiler"
    case .compilerFailed(let compiler, let message):
      "\(compiler.path) --version failed: \(message)"
    case .buildDirectoryNotFound:
      "no build directory with Modules/MSAL.swiftmodule above the test binary"
    case .libraryNotBuilt(let library):
      "\(library.path) is missing: build it with `swift build --product \(NativeToolchain.libraryProduct)` "
        + "(`swift test`, and so `make test`, builds every product first) before running the tests"
    }
  }
}

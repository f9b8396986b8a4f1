import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbook serve`: starts `workbook-server` (built beside `workbook`, or built now from the
/// package the first time), handing it every argument. The server is its own product so that the
/// workbook's first build stays quick: its HTTP and TLS libraries are built only for serving.
struct Serve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the simulated Microsoft identity platform over HTTP (and as an HTTPS proxy) for real clients.",
    discussion: "`workbook serve --help` lists the server's options.")

  @Argument(parsing: .captureForPassthrough, help: "The server's options (see `workbook serve --help`).")
  var arguments: [String] = []

  func run() throws {
    let server = try Self.serverExecutable()
    let argv = [server.path] + arguments
    var cArguments = argv.map { strdup($0) }
    cArguments.append(nil)
    execv(server.path, &cArguments)
    throw ValidationError("cannot start \(server.path): \(String(cString: strerror(errno)))")
  }

  /// `workbook-server` beside this executable, else in the package's build (built now if missing).
  static func serverExecutable() throws -> URL {
    let executable = Bundle.main.executableURL?.resolvingSymlinksInPath()
    if let beside = executable?.deletingLastPathComponent().appendingPathComponent("workbook-server"),
      FileManager.default.isExecutableFile(atPath: beside.path)
    {
      return beside
    }
    guard let package = packageDirectory(above: executable) else {
      throw ValidationError(
        "workbook-server is not beside \(executable?.path ?? "workbook") and no package is around it to build it from: "
          + "run `swift build --product workbook-server` in the workbook's package")
    }
    FileHandle.standardError.write(Data("workbook serve: building the server first (once; a few minutes the first time)...\n".utf8))
    try swift(["build", "--product", "workbook-server", "--package-path", package.path])
    let binPath = try swift(["build", "--show-bin-path", "--package-path", package.path], capture: true)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return URL(fileURLWithPath: binPath).appendingPathComponent("workbook-server")
  }

  /// The nearest directory holding `Package.swift` at or above `executable`'s.
  private static func packageDirectory(above executable: URL?) -> URL? {
    var directory = executable?.deletingLastPathComponent()
    while let current = directory {
      if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) { return current }
      let parent = current.deletingLastPathComponent()
      directory = parent.path == current.path ? nil : parent
    }
    return nil
  }

  /// Runs `swift` with `arguments` (its output to standard error, or returned with `capture`).
  @discardableResult
  private static func swift(_ arguments: [String], capture: Bool = false) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    let pipe = Pipe()
    process.standardOutput = capture ? pipe : FileHandle.standardError
    try process.run()
    let output = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError("`swift \(arguments.joined(separator: " "))` failed (exit \(process.terminationStatus))")
    }
    return String(decoding: output, as: UTF8.self)
  }
}

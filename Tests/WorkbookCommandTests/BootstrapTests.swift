import Foundation
import Testing

/// `scripts/bootstrap`, the first thing both README commands run: on a Debian/Ubuntu machine
/// without libedit's header it installs libedit-dev and pkg-config with apt; with them it does
/// nothing. `apt-get`, `sudo` and `pkg-config` are stand-ins here that record how they were called.
@Suite struct BootstrapTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/bootstrap")

  /// A directory of stand-in commands; each appends "NAME ARGS" to `calls` and exits with `status`.
  func standIns(_ names: [String: Int32]) throws -> (directory: URL, calls: URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bootstrap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let calls = directory.appendingPathComponent("calls")
    for (name, status) in names {
      let body = name == "sudo"
        ? "#!/bin/sh\necho \"sudo $*\" >> '\(calls.path)'\nexec \"$@\"\n"
        : "#!/bin/sh\necho \"\(name) $*\" >> '\(calls.path)'\nexit \(status)\n"
      let file = directory.appendingPathComponent(name)
      try body.write(to: file, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
    return (directory, calls)
  }

  func runBootstrap(path: URL, header: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [Self.script.path]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = path.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["BOOTSTRAP_LIBEDIT_HEADER"] = header
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test("without libedit's header, bootstrap installs libedit-dev and pkg-config with apt-get")
  func installsWhenHeaderIsMissing() throws {
    #if os(Linux)
      let (directory, calls) = try standIns(["apt-get": 0, "sudo": 0, "pkg-config": 1])
      let run = try runBootstrap(path: directory, header: directory.appendingPathComponent("absent/histedit.h").path)
      #expect(run.status == 0, "\(run.output)")
      #expect(run.output.contains("bootstrap: installing libedit-dev and pkg-config"))
      let recorded = try String(contentsOf: calls, encoding: .utf8)
      #expect(recorded.contains("apt-get update -qq\n"))
      #expect(recorded.contains("apt-get install -y -qq --no-install-recommends libedit-dev pkg-config\n"))
    #endif
  }

  @Test("with the header and pkg-config's libedit, bootstrap installs nothing")
  func quietWhenPresent() throws {
    #if os(Linux)
      let (directory, calls) = try standIns(["apt-get": 0, "sudo": 0, "pkg-config": 0])
      let header = directory.appendingPathComponent("histedit.h")
      try "".write(to: header, atomically: true, encoding: .utf8)
      let run = try runBootstrap(path: directory, header: header.path)
      #expect(run.status == 0, "\(run.output)")
      #expect(run.output.isEmpty)
      let recorded = (try? String(contentsOf: calls, encoding: .utf8)) ?? ""
      #expect(!recorded.contains("apt-get"))
    #endif
  }
}

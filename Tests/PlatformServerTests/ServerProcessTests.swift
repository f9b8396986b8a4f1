import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `workbook-server` (what `workbook serve` starts), over real sockets: its first lines,
/// answers to good and bad requests, the proxy's CONNECT, and stopping on a signal.
@Suite("workbook serve, end to end")
struct ServerProcessTests {
  /// A running server: its process, port, and standard error.
  final class RunningServer {
    let process = Process()
    let port: Int
    let firstLines: [String]
    private let errors = Pipe()

    init(_ arguments: [String] = []) throws {
      let state = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-serve-\(UUID().uuidString)")
      process.executableURL = try WorkbookBinary.product("workbook-server")
      process.arguments = ["--port", "0"] + arguments
      process.environment = ["XDG_STATE_HOME": state.path, "PATH": "/usr/bin:/bin"]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = errors
      try process.run()
      var lines: [String] = []
      var buffer = Data()
      while lines.count < 2 {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        buffer.append(chunk)
        lines = String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init)
      }
      firstLines = lines
      port = lines.first.flatMap { Int($0.split(separator: ":").last ?? "") } ?? 0
    }

    /// Sends `request` as it is and returns what the server answers until it closes (or, with
    /// `until`, until the answer holds that text: a tunnel stays open).
    func send(_ request: String, until: String? = nil) throws -> String {
      try send(Data(request.utf8), until: until)
    }

    func send(_ request: Data, until: String? = nil) throws -> String {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(descriptor) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
      }
      guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
      var timeout = timeval(tv_sec: 10, tv_usec: 0)
      setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      _ = request.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      var answer = Data()
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count <= 0 { break }
        answer.append(contentsOf: chunk[0..<count])
        if let until, String(decoding: answer, as: UTF8.self).contains(until) { break }
      }
      return String(decoding: answer, as: UTF8.self)
    }

    /// Stops it with `signal`; its exit status (nil when it had not stopped within 10 s).
    func stop(with signal: Int32 = SIGTERM) -> (status: Int32?, errors: String) {
      kill(process.processIdentifier, signal)
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning, Date() < deadline { usleep(50_000) }
      let status: Int32? = process.isRunning ? nil : process.terminationStatus
      if process.isRunning { process.terminate() }
      return (status, String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))
    }
  }

  @Test("the first line names the port, the second the authority; requests routed by Host get the service's answers and one log line each; SIGTERM stops it with 0")
  func servesAndStops() throws {
    let server = try RunningServer()
    #expect(server.firstLines.first == "Serving the simulated Microsoft identity platform on http://127.0.0.1:\(server.port)")
    #expect(server.firstLines.dropFirst().first?.hasPrefix("HTTPS proxy certificate authority: ") == true)
    #expect(server.firstLines.dropFirst().first?.contains("/msal-workbook/serve/ca.pem") == true)
    let configuration = try server.send(
      "GET /contoso.onmicrosoft.com/v2.0/.well-known/openid-configuration HTTP/1.1\r\nHost: login.microsoftonline.com\r\nConnection: close\r\n\r\n")
    #expect(configuration.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(configuration)")
    #expect(configuration.contains("\"issuer\":\"https://login.microsoftonline.com/c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b/v2.0\""))
    let form = "client_id=7e57c11e-0000-4000-8000-00000000c0de&grant_type=password&username=adele%40contoso.com&password=x&scope=openid"
    let wrongPassword = try server.send(
      "POST /organizations/oauth2/v2.0/token HTTP/1.1\r\nHost: login.microsoftonline.com\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        + "Content-Length: \(form.utf8.count)\r\nConnection: close\r\n\r\n" + form)
    #expect(wrongPassword.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "\(wrongPassword)")
    #expect(wrongPassword.contains("\"error_codes\":[50126]"))
    let stopped = server.stop()
    #expect(stopped.status == 0)
    #expect(stopped.errors.contains("GET login.microsoftonline.com/contoso.onmicrosoft.com/v2.0/.well-known/openid-configuration 200\n"))
    #expect(stopped.errors.contains("POST login.microsoftonline.com/organizations/oauth2/v2.0/token 400 AADSTS50126\n"))
  }

  @Test("bad requests get 400, 404, 405 or 413, never a crash: the server answers the next request")
  func badRequests() throws {
    let server = try RunningServer()
    defer { _ = server.stop(with: SIGINT) }
    #expect(try server.send("NONSENSE\r\n\r\n").hasPrefix("HTTP/1.1 400"))
    #expect(try server.send("GET /nowhere HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 404"))
    #expect(try server.send("GET /a/b/c/d HTTP/1.1\r\nHost: login.microsoftonline.com\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 404"))
    #expect(try server.send("DELETE /common/discovery/keys HTTP/1.1\r\nHost: login.microsoftonline.com\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 405"))
    // POST-only endpoints answer other methods as the real service does: 400, AADSTS900561.
    #expect(try server.send("GET /common/oauth2/v2.0/token HTTP/1.1\r\nHost: login.microsoftonline.com\r\nConnection: close\r\n\r\n").contains("900561"))
    let malformedForm = try server.send(
      "POST /common/oauth2/v2.0/token HTTP/1.1\r\nHost: login.microsoftonline.com\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 9\r\nConnection: close\r\n\r\n%zz=%%%%%")
    #expect(malformedForm.hasPrefix("HTTP/1.1 400"), "\(malformedForm)")
    #expect(malformedForm.contains("\"error\":\"invalid_request\""))
    let large = 2 << 20
    let oversized = try server.send(
      Data("POST /common/oauth2/v2.0/token HTTP/1.1\r\nHost: login.microsoftonline.com\r\nContent-Length: \(large)\r\nConnection: close\r\n\r\n".utf8)
        + Data(repeating: UInt8(ascii: "a"), count: large))
    #expect(oversized.hasPrefix("HTTP/1.1 413"), "\(oversized.prefix(200))")
    #expect(try server.send("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n").hasPrefix("HTTP/1.1 404"))
    let established = try server.send(
      "CONNECT login.microsoftonline.com:443 HTTP/1.1\r\nHost: login.microsoftonline.com:443\r\n\r\n", until: "\r\n\r\n")
    #expect(established.hasPrefix("HTTP/1.1 200 Connection Established\r\n\r\n"), "no body headers on a 2xx answer to CONNECT: \(established)")
    #expect(try server.send("GET /common/discovery/keys HTTP/1.1\r\nHost: login.microsoftonline.com\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 200"))
  }

  @Test("a host other than loopback is served with a warning; a taken port is refused with a message")
  func hostWarningAndTakenPort() throws {
    let server = try RunningServer(["--host", "0.0.0.0"])
    let taken = Process()
    taken.executableURL = try WorkbookBinary.product("workbook-server")
    taken.arguments = ["--port", String(server.port)]
    taken.environment = ["XDG_STATE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("workbook-serve-\(UUID().uuidString)").path]
    let errors = Pipe()
    taken.standardError = errors
    taken.standardOutput = Pipe()
    try taken.run()
    taken.waitUntilExit()
    #expect(taken.terminationStatus != 0)
    #expect(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("cannot listen on 127.0.0.1:\(server.port)"))
    let stopped = server.stop()
    #expect(stopped.status == 0)
    #expect(stopped.errors.contains("warning: listening on 0.0.0.0: the simulator has no real security"))
  }
}

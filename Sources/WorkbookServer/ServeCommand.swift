import ArgumentParser
import Dispatch
import Foundation
import IdentityPlatform
import PlatformServer
import Scenarios
import StateFiles

/// `workbook serve` (this program, `workbook-server`, which `workbook serve` starts): the simulated
/// Microsoft identity platform over HTTP until SIGINT or SIGTERM.
@main
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "workbook serve",
    abstract: "Serve the simulated Microsoft identity platform over HTTP, for real clients and a browser.",
    discussion: """
      Clients keep the real URLs (https://login.microsoftonline.com/...): requests are routed by their Host \
      header and path. The port is also an HTTPS proxy: with HTTPS_PROXY=http://127.0.0.1:PORT and the local \
      certificate authority (the second line printed) trusted, an unmodified client or browser reaches the \
      simulation through the real https URLs. Trust that authority only for such a test.
      Example: workbook serve --port 0 --approve-device-codes-as adele@contoso.com
      """)

  @Option(help: "The address to listen on. Anything but loopback exposes a simulator with no real security.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0: any free port, printed on the first line).")
  var port = 8400

  @Option(help: ArgumentHelp("The world to serve (see `workbook world`).", valueName: "name"))
  var scenario = Scenario.fresh.rawValue

  @Option(help: "How long access tokens live, in seconds (the service's 3599 by default).")
  var accessTokenLifetime: Int?

  @Option(help: ArgumentHelp("Approve every device code at once as this user.", valueName: "upn"))
  var approveDeviceCodesAs: String?

  @Option(help: ArgumentHelp("Start with a fault: throttle (429 with Retry-After) or outage (503).", valueName: "fault"))
  var fault: String?

  @Flag(help: "Log request and response bodies under each request's line.")
  var trace = false

  func validate() throws {
    guard Scenario(rawValue: scenario) != nil else {
      throw ValidationError("no scenario '\(scenario)' (scenarios: \(Scenario.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    guard (0...65_535).contains(port) else { throw ValidationError("--port takes 0 to 65535") }
    if let accessTokenLifetime, !(1...86_400).contains(accessTokenLifetime) {
      throw ValidationError("--access-token-lifetime takes 1 to 86400 seconds")
    }
    if let fault, !["throttle", "outage"].contains(fault) {
      throw ValidationError("--fault takes throttle or outage")
    }
  }

  func run() throws {
    var configuration = PlatformService.Configuration()
    configuration.scenario = Scenario(rawValue: scenario) ?? .fresh
    configuration.accessTokenLifetime = accessTokenLifetime
    configuration.approveDeviceCodesAs = approveDeviceCodesAs
    configuration.fault = fault.flatMap(WorkbookWorld.fault(named:)) ?? .none
    let service: PlatformService
    let authority: CertificateAuthority
    do {
      service = try PlatformService(configuration)
      authority = try CertificateAuthority(directory: StateDirectory.current.url.appendingPathComponent("serve"))
    } catch {
      throw ValidationError("\(error)")
    }
    if !["127.0.0.1", "localhost", "::1"].contains(host) {
      FileHandle.standardError.write(
        Data("warning: listening on \(host): the simulator has no real security (anyone who reaches it signs in as anyone); use it on a network you trust, for tests only\n".utf8))
    }
    let server: PlatformServer
    do {
      server = try PlatformServer(service: service, authority: authority, log: RequestLog(tracesBodies: trace), host: host, port: port)
    } catch {
      throw ValidationError("cannot listen on \(host):\(port): \(error)")
    }
    // Ready for SIGINT and SIGTERM before the first line says the server is up: whoever starts it
    // may stop it as soon as that line comes (a signal before the sources listen is lost, ignored,
    // and the server runs on).
    let signals = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { server.stop() }
      source.resume()
      return source
    }
    let shownHost = host.contains(":") ? "[\(host)]" : host
    FileHandle.standardOutput.write(
      Data(
        ("Serving the simulated Microsoft identity platform on http://\(shownHost):\(server.port)\n"
          + "HTTPS proxy certificate authority: \(authority.certificateFile.path) (trust it only in a test)\n").utf8))
    server.waitUntilStopped()
    signals.forEach { $0.cancel() }
  }
}

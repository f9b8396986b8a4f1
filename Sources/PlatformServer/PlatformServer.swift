import Foundation
import NIOCore
import NIOPosix

/// `workbook serve`: the simulated platform on a loopback port, as an HTTP server routed by `Host`
/// and path and as an HTTPS proxy for the real hosts (see ``PlatformRequestHandler``).
public final class PlatformServer: Sendable {
  private let group: MultiThreadedEventLoopGroup
  private let channel: any Channel

  /// The port it listens on (the one the system chose for port 0).
  public var port: Int { channel.localAddress?.port ?? 0 }

  /// Starts serving `service` on `host`:`port` (0: any free port), issuing tunnel certificates from
  /// `authority` and logging to `log`. One event loop answers every request, one at a time, as the
  /// simulated world is one.
  public init(service: PlatformService, authority: CertificateAuthority, log: RequestLog, host: String, port: Int) throws {
    group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let server = ServerContext(service: service, authority: authority, log: log)
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 256)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try HTTPHandlers.add(to: channel.pipeline.syncOperations, server: server, tunnelHost: nil)
        }
      }
    do {
      channel = try bootstrap.bind(host: host, port: port).wait()
    } catch {
      try? group.syncShutdownGracefully()
      throw error
    }
  }

  /// Blocks until ``stop()`` (or a signal handler calling it) closes the server.
  public func waitUntilStopped() {
    try? channel.closeFuture.wait()
    try? group.syncShutdownGracefully()
  }

  /// Stops listening and closes the server; ``waitUntilStopped()`` then returns.
  public func stop() {
    channel.close(promise: nil)
  }
}

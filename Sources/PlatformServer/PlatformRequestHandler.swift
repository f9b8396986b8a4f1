import Foundation
import IdentityPlatform
import NIOCore
import NIOHTTP1
import NIOSSL

/// The HTTP handlers of one connection (or of one proxy tunnel inside it), added by name so a
/// CONNECT can take them out and put TLS in front of a new set.
enum HTTPHandlers {
  /// Adds the HTTP/1.1 server handlers and a ``PlatformRequestHandler`` at the end of `pipeline`;
  /// `tunnelHost` is the host a proxy tunnel was opened to (nil for the server's own connections).
  static func add(
    to pipeline: ChannelPipeline.SynchronousOperations, server: ServerContext, tunnelHost: String?
  ) throws {
    let suffix = tunnelHost == nil ? "" : "-tunnel"
    try pipeline.addHandler(HTTPResponseEncoder(), name: "http-encoder" + suffix)
    try pipeline.addHandler(
      ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes)), name: "http-decoder" + suffix)
    try pipeline.addHandler(HTTPServerPipelineHandler(), name: "http-pipelining" + suffix)
    try pipeline.addHandler(HTTPServerProtocolErrorHandler(), name: "http-errors" + suffix)
    try pipeline.addHandler(PlatformRequestHandler(server: server, tunnelHost: tunnelHost), name: "platform" + suffix)
  }
}

/// What every connection's handler shares: the service, the certificate authority and the log.
struct ServerContext: Sendable {
  let service: PlatformService
  let authority: CertificateAuthority
  let log: RequestLog
}

/// Reads one HTTP request at a time and answers it from the ``PlatformService``; answers `CONNECT`
/// to a simulated host by turning the connection into a TLS tunnel whose certificate names that host.
final class PlatformRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let server: ServerContext
  private let tunnelHost: String?
  private var head: HTTPRequestHead?
  private var body = Data()
  private var bodyTooLarge = false

  init(server: ServerContext, tunnelHost: String?) {
    self.server = server
    self.tunnelHost = tunnelHost
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let requestHead):
      head = requestHead
      body = Data()
      bodyTooLarge = false
    case .body(var buffer):
      guard !bodyTooLarge else { return }
      if body.count + buffer.readableBytes > PlatformService.maximumBodyBytes {
        bodyTooLarge = true
        body = Data()
      } else if let bytes = buffer.readBytes(length: buffer.readableBytes) {
        body.append(contentsOf: bytes)
      }
    case .end:
      guard let head else { return }
      self.head = nil
      if head.method == .CONNECT, tunnelHost == nil {
        openTunnel(for: head, context: context)
      } else {
        answer(head, context: context)
      }
    }
  }

  /// A request that cannot be parsed was answered 400 by NIO's error handler before this one; the
  /// connection then closes, as HTTP/1.1 needs (the stream can no longer be read as requests).
  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }

  // MARK: - Requests

  private func answer(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
    let (host, target) = destination(of: head)
    let answer: PlatformService.Answer
    if bodyTooLarge {
      answer = .init(response: .text("Request Entity Too Large", status: 413))
    } else {
      var headers = ServiceHeaders()
      for (name, value) in head.headers { headers.add(name, value) }
      answer = server.service.answer(method: head.method.rawValue, host: host, target: target, headers: headers, body: body)
    }
    server.log.record(
      method: head.method.rawValue, host: host, target: target, status: answer.response.status, errorCode: answer.errorCode,
      requestBody: body, responseBody: answer.response.body)
    write(answer.response, for: head, context: context)
  }

  /// The host (no port) and target a request is for: an absolute-form target names both (a proxy
  /// request for an http URL); otherwise the tunnel's host or the `Host` header.
  private func destination(of head: HTTPRequestHead) -> (host: String, target: String) {
    if head.uri.lowercased().hasPrefix("http://") || head.uri.lowercased().hasPrefix("https://"),
      let url = RequestURL(head.uri.replacingOccurrences(of: "http://", with: "https://", options: .anchored))
    {
      return (Self.withoutPort(url.host), url.path + (url.query.map { "?" + $0 } ?? ""))
    }
    let host = tunnelHost ?? head.headers.first(name: "Host").map(Self.withoutPort) ?? "127.0.0.1"
    return (host, head.uri)
  }

  private func write(_ response: ServiceResponse, for head: HTTPRequestHead, context: ChannelHandlerContext) {
    var headers = NIOHTTP1.HTTPHeaders()
    for (name, value) in response.headers where name.lowercased() != "content-length" && name.lowercased() != "connection" {
      headers.add(name: name, value: value)
    }
    headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
    if !head.isKeepAlive { headers.replaceOrAdd(name: "Connection", value: "close") }
    let status = HTTPResponseStatus(statusCode: response.status)
    context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
    if head.method != .HEAD, !response.body.isEmpty {
      var buffer = context.channel.allocator.buffer(capacity: response.body.count)
      buffer.writeBytes(response.body)
      context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
    }
    let keepAlive = head.isKeepAlive
    let channel = context.channel
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
      if !keepAlive { channel.close(promise: nil) }
    }
  }

  // MARK: - CONNECT

  /// `CONNECT host:443`: 200, then TLS with a certificate for `host` and a new HTTP stack inside.
  private func openTunnel(for head: HTTPRequestHead, context: ChannelHandlerContext) {
    let host = Self.withoutPort(head.uri).lowercased()
    let refuse = { (status: HTTPResponseStatus, text: String) in
      self.server.log.record(
        method: "CONNECT", host: host, target: "", status: Int(status.code), errorCode: nil, requestBody: Data(),
        responseBody: Data(text.utf8))
      var headers = NIOHTTP1.HTTPHeaders()
      headers.add(name: "Content-Length", value: String(text.utf8.count))
      headers.add(name: "Connection", value: "close")
      context.write(self.wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
      var buffer = context.channel.allocator.buffer(capacity: text.utf8.count)
      buffer.writeString(text)
      context.write(self.wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
      let channel = context.channel
      context.writeAndFlush(self.wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
    guard server.service.servesHost(host) else {
      refuse(.notFound, "The workbook's proxy opens tunnels only to the simulated Microsoft hosts; \(host) is not one.")
      return
    }
    let tls: NIOSSLContext
    do {
      tls = try server.authority.serverContext(forHost: host)
    } catch {
      refuse(.internalServerError, error.description)
      return
    }
    server.log.record(method: "CONNECT", host: host, target: "", status: 200, errorCode: nil, requestBody: Data(), responseBody: Data())
    // The 200 goes straight to the socket, past the HTTP encoder (a 2xx answer to CONNECT has no
    // body, not even an empty chunked one); then the HTTP handlers make way for TLS and a new set.
    // The client sends its TLS hello only after the 200, so nothing of it is in the HTTP decoder;
    // should anything be, removing the decoder last hands it on to the TLS handler.
    let pipeline = context.pipeline.syncOperations
    do {
      let socketSide = try pipeline.context(name: "http-encoder")
      var established = context.channel.allocator.buffer(capacity: 64)
      established.writeString("HTTP/\(head.version.major).\(head.version.minor) 200 Connection Established\r\n\r\n")
      socketSide.writeAndFlush(NIOAny(established), promise: nil)
      for name in ["platform", "http-errors", "http-pipelining"] {
        _ = pipeline.removeHandler(name: name)
      }
      try pipeline.addHandler(NIOSSLServerHandler(context: tls), name: "tls")
      try HTTPHandlers.add(to: pipeline, server: server, tunnelHost: host)
      _ = pipeline.removeHandler(name: "http-encoder")
      _ = pipeline.removeHandler(name: "http-decoder")
    } catch {
      context.channel.close(promise: nil)
    }
  }

  /// `host:443` → `host`; `[::1]:80` → `[::1]`.
  static func withoutPort(_ authority: String) -> String {
    if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") { return String(authority[...end]) }
    return String(authority.prefix { $0 != ":" })
  }
}

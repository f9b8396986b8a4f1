import Foundation

/// The request log of `workbook serve`: one line per request on standard error (method, host,
/// path, status, AADSTS code), and with `--trace` the request and response bodies under it.
public final class RequestLog: @unchecked Sendable {
  private let lock = NSLock()
  private let write: (String) -> Void
  private let tracesBodies: Bool

  /// A log writing through `write` (standard error by default); `tracesBodies` adds the bodies.
  public init(tracesBodies: Bool = false, write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
    self.tracesBodies = tracesBodies
    self.write = write
  }

  /// Logs one request and its answer.
  func record(
    method: String, host: String, target: String, status: Int, errorCode: String?, requestBody: Data, responseBody: Data
  ) {
    var text = "\(method) \(host)\(target) \(status)" + (errorCode.map { " " + $0 } ?? "") + "\n"
    if tracesBodies {
      if !requestBody.isEmpty { text += "  → " + Self.printable(requestBody) + "\n" }
      if !responseBody.isEmpty { text += "  ← " + Self.printable(responseBody) + "\n" }
    }
    lock.lock()
    defer { lock.unlock() }
    write(text)
  }

  /// A body as one line of text (binary bodies by their size).
  private static func printable(_ body: Data) -> String {
    guard let text = String(data: body, encoding: .utf8) else { return "(\(body.count) bytes)" }
    return text.replacingOccurrences(of: "\n", with: "\\n")
  }
}

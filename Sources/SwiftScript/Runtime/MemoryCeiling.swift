import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The most memory the workbook process may hold while a learner's entry runs: past it the entry
/// stops with a fault that names the limit and how to raise it, and the session lives on
/// (`var s = ""; while true { s += s + "x" }` would otherwise grow until the system kills the
/// process, taking every value and the simulated world with it).
///
/// The `workbook` command turns it on (`--memory-limit`, `WORKBOOK_MEMORY_LIMIT`, or by default a
/// quarter of physical memory, at most 4 GiB); interpreters made in other programs (tests) have none.
/// The evaluator's guard (`Interpreter.checkLimits`) reads the process's resident size every few
/// thousand steps.
public enum MemoryCeiling {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var limit: Int?

  /// The limit every interpreter made from now on keeps to; nil: none.
  public static var processLimit: Int? {
    get { lock.withLock { limit } }
    set { lock.withLock { limit = newValue } }
  }

  /// The default: a quarter of physical memory, at most 4 GiB.
  public static var standardLimit: Int {
    min(Int(ProcessInfo.processInfo.physicalMemory / 4), 4 << 30)
  }

  /// The limit `text` names: bytes, or a number with K, M or G (powers of 1,024), e.g. `512M`,
  /// `1.5G`; nil when it names none (or less than 64 MiB, too little for the workbook itself).
  public static func parse(_ text: String) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
    let units: [Character: Double] = ["K": 1_024, "M": 1_048_576, "G": 1_073_741_824]
    var number = trimmed
    var scale = 1.0
    if let last = trimmed.last, let unit = units[last] {
      number.removeLast()
      scale = unit
    } else if trimmed.hasSuffix("B"), let unit = units[trimmed.dropLast().last ?? " "] {
      number.removeLast(2)
      scale = unit
    }
    guard let value = Double(number), value.isFinite, value * scale >= Double(64 << 20), value * scale < 9e18 else {
      return nil
    }
    return Int(value * scale)
  }

  /// The limit for the workbook command: `argument` (`--memory-limit`), else the environment's
  /// `WORKBOOK_MEMORY_LIMIT`, else ``standardLimit``. Throws a message naming what is wrong.
  public static func limit(argument: String?, environment: [String: String]) throws(Invalid) -> Int {
    if let argument {
      guard let limit = parse(argument) else { throw Invalid(source: "--memory-limit", text: argument) }
      return limit
    }
    if let text = environment["WORKBOOK_MEMORY_LIMIT"], !text.isEmpty {
      guard let limit = parse(text) else { throw Invalid(source: "WORKBOOK_MEMORY_LIMIT", text: text) }
      return limit
    }
    return standardLimit
  }

  /// A limit that names no size.
  public struct Invalid: Error, CustomStringConvertible {
    let source: String
    let text: String
    public var description: String {
      "\(source) '\(text)' is not a memory size of at least 64M (write bytes, or a number with K, M or G: 512M, 2G)"
    }
  }

  /// `limit` in the words of a message: `4 GiB`, `512 MiB`.
  public static func describe(_ limit: Int) -> String {
    if limit >= 1 << 30 { return String(format: "%.3g GiB", Double(limit) / Double(1 << 30)) }
    return String(format: "%.0f MiB", Double(limit) / Double(1 << 20))
  }

  /// The process's resident memory, in bytes (0 when the system does not say).
  public static func residentBytes() -> Int {
    #if os(Linux)
      // `/proc/self/statm`: the program's size and its resident part, in pages.
      guard let file = fopen("/proc/self/statm", "r") else { return 0 }
      defer { fclose(file) }
      var buffer = [CChar](repeating: 0, count: 128)
      guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
      let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      let fields = text.split(separator: " ")
      guard fields.count >= 2, let resident = Int(fields[1]) else { return 0 }
      return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    #elseif canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let status = withUnsafeMutablePointer(to: &info) {
        $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      return status == KERN_SUCCESS ? Int(info.resident_size) : 0
    #else
      return 0
    #endif
  }
}

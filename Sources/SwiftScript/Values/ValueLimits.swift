/// The largest values a builtin makes in one go. Past them the entry stops with a fault that names
/// the limit, where a compiled program would ask for more memory than the machine has and die
/// (`Array(repeating: 0, count: Int.max)`). A ceiling on all the memory a session holds is still
/// to come; these keep single builtins from ending the process meanwhile.
public enum ValueLimits {
  /// The most elements an array made by a builtin may have.
  public static let largestArray = 50_000_000
  /// The most bytes of UTF-8 a string made by a builtin may have (256 MiB).
  public static let largestString = 1 << 28

  /// A fault unless an array of `count` elements is within ``largestArray``.
  static func checkArray(count: Int) throws(ScriptFailure) {
    guard count > largestArray else { return }
    throw .fault("an array of \(count) elements is more than the workbook holds at once (at most \(largestArray))")
  }

  /// A fault unless `bytes` repeated `count` times is within ``largestString``.
  static func checkString(bytes: Int, repeated count: Int) throws(ScriptFailure) {
    let (total, overflow) = bytes.multipliedReportingOverflow(by: count)
    guard overflow || total > largestString else { return }
    let size = overflow ? "more than \(Int.max)" : String(total)
    throw .fault("a string of \(size) bytes is more than the workbook holds at once (at most \(largestString))")
  }
}

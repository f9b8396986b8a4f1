import Foundation

/// Where host code writes the new value of an `&variable` argument (ADAL's `error: &error`
/// out-parameters). The interpreter stores it back into the variable once the host call returns.
public final class InoutCell {
  /// The value host code wrote, if it wrote one.
  public internal(set) var written: Value?

  init() {}
}

extension ArgumentReader {
  /// Whether argument `index` was passed as `&variable`.
  public func isInout(_ index: Int) -> Bool { arguments[index].cell != nil }

  /// Writes `value` back to the `&variable` passed as argument `index` (ignored for other arguments).
  public func writeBack(_ index: Int, _ value: Value) {
    arguments[index].cell?.written = value
  }
}

extension Array where Element == Argument {
  /// The arguments with the values host code wrote through their `InoutCell`s.
  func applyingHostWrites() -> [Argument] {
    // Most calls pass nothing `inout`: the same arguments, with no new array.
    guard contains(where: { $0.cell != nil }) else { return self }
    return map { argument in
      guard let written = argument.cell?.written else { return argument }
      var updated = argument
      updated.value = written
      return updated
    }
  }
}

// MARK: - Changing a part where it is stored

extension Value {
  /// Runs `change` on the array this value holds, taken out of it meanwhile (so that the array's
  /// storage is not shared by this value and changes in place) and put back however `change`
  /// ends; nil, with nothing changed, when the value is not an array.
  ///
  /// Taken out as a copy followed by storing `()` over this value (a retain and a release): a
  /// swap with `()` followed by a `switch consume` of what it took out keeps a second reference
  /// to the storage while `change` runs (measured with `swiftc -O`: every change copied the
  /// array).
  @inline(__always)
  mutating func changeArray<Result>(_ change: (inout ArrayValue) throws(ScriptFailure) -> Result?) throws(ScriptFailure)
    -> Result?
  {
    guard case .array(var array) = self else { return nil }
    self = .void
    defer { self = .array(array) }
    return try change(&array)
  }

  /// Runs `change` on the struct this value holds, taken out of it meanwhile (see
  /// ``changeArray(_:)``); nil, with nothing changed, when the value is not a struct.
  @inline(__always)
  mutating func changeStructure<Result>(_ change: (inout StructValue) throws(ScriptFailure) -> Result?) throws(ScriptFailure)
    -> Result?
  {
    guard case .structure(var structure) = self else { return nil }
    self = .void
    defer { self = .structure(structure) }
    return try change(&structure)
  }
}

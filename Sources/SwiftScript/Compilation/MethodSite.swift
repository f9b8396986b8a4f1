/// What one method-call site (`node.describe()`, `shape.area()`) learned of the script type it
/// last met: the methods of the name it calls, as ``NominalType/lookupMethods(_:)`` found them.
/// While values of that type come by and the session's member clock stands still (no method,
/// conformance, superclass or extension declared since), the call finds its method without a
/// lookup.
final class MethodSite {
  let name: String
  /// Kept strongly, so that no other type can take its identity while the site remembers it.
  private var type: NominalType?
  private var time: UInt64 = 0
  private var methods: [FunctionValue] = []

  init(name: String) { self.name = name }

  /// The methods named ``name`` of `type`, its superclasses and protocol extensions.
  @inline(__always)
  func methods(of type: NominalType) -> [FunctionValue] {
    if type === self.type, let clock = type.memberClock, clock.time == time { return methods }
    return learn(type)
  }

  private func learn(_ type: NominalType) -> [FunctionValue] {
    let found = type.lookupMethods(name)
    if let clock = type.memberClock {
      self.type = type
      time = clock.time
      methods = found
    }
    return found
  }
}

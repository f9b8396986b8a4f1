import SwiftSyntax

extension Interpreter {
  /// Runs the `deinit` of every class instance whose last strong reference went (``DeinitQueue``),
  /// in the order they went: the class's own, then each superclass's, with `self` the instance.
  /// Each runs to its end before the next starts. An instance a `deinit` lets go (a property it
  /// held, one it sets to `nil`) runs its own at the `deinit`'s next statement, or right after it;
  /// the instance's stored properties go once it is over, their `deinit`s before the next
  /// waiting instance's, as in Swift.
  func runWaitingDeinitializers() throws(ScriptFailure) {
    while true {
      var object = deinitQueue.takeNext()
      guard object != nil else { return }
      let outer = deinitQueue.setAside()
      defer { deinitQueue.restore(outer) }
      try runDeinitializers(of: object!)
      object = nil  // its stored properties go now
      try runWaitingDeinitializers()
    }
  }

  /// Runs the `deinit` of `object`'s class, then each superclass's.
  private func runDeinitializers(of object: ObjectValue) throws(ScriptFailure) {
    let instance = Variable(name: "self", value: .object(object), isConstant: true)
    var type: NominalType? = object.type
    while let current = type {
      if let deinitializer = current.deinitializer {
        var writeBack: [Argument] = []
        _ = try invoke(deinitializer, arguments: [], callLabels: false, writeBack: &writeBack, selfVariable: instance)
      }
      type = current.superclass
    }
  }
}

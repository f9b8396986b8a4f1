import SwiftSyntax

extension Interpreter {
  /// Runs the `deinit` of every class instance whose last strong reference went (``DeinitQueue``),
  /// in the order they went: the class's own, then each superclass's, with `self` the instance.
  /// An instance a `deinit` lets go (a property it held, one it sets to `nil`) runs its own at the
  /// `deinit`'s next statement, or right after it, as in Swift.
  func runWaitingDeinitializers() throws(ScriptFailure) {
    while let object = deinitQueue.takeNext() {
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
}

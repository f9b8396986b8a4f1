/// A generic type's arguments as an instance's type shows them: `<Int, String>` where `print`
/// names the type and `<Swift.Int, Swift.String>` where `debugPrint` and `String(reflecting:)` do.
final class GenericArguments {
  /// `<Int>`, as in `Box<Int>(v: 1)`.
  let plain: String
  /// `<Swift.Int>`, as in `main.Box<Swift.Int>(v: 1)`.
  let qualified: String

  /// Each argument's plain name, in the order of the type's parameters (`Int` for `T`).
  let names: [String]
  /// Each argument's two names, in the same order.
  let arguments: [TypeNames]

  init(_ arguments: [TypeNames]) {
    self.arguments = arguments
    names = arguments.map(\.plain)
    plain = "<" + arguments.map(\.plain).joined(separator: ", ") + ">"
    qualified = "<" + arguments.map(\.qualified).joined(separator: ", ") + ">"
  }

  /// One type's two names (`Int` and `Swift.Int`; `Box<Int>` and `main.Box<Swift.Int>`).
  struct TypeNames {
    let plain: String
    let qualified: String
  }
}

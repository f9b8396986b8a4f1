// Checks: CustomDebugStringConvertible: print uses debugDescription when there is no description; inside a collection or optional, String(reflecting:) and debugPrint prefer debugDescription over description (struct, final class, enum); the workbook ignored debugDescription
// print and interpolation take description, else debugDescription; a collection, an optional,
// String(reflecting:) and debugPrint take debugDescription, else description.
struct S: CustomDebugStringConvertible { var debugDescription: String { "S-debug" } }
print(S(), [S()])
struct T: CustomStringConvertible, CustomDebugStringConvertible { var description: String { "desc" }; var debugDescription: String { "debug" } }
print(T(), [T()], String(reflecting: T()), String(describing: T()), "\(T())")
final class C: CustomDebugStringConvertible { var debugDescription: String { "C!" } }
print(C(), [C()], Optional(C()) as Any)
enum E: CustomDebugStringConvertible { case a; var debugDescription: String { "E.a-debug" } }
print(E.a, [E.a])
debugPrint(T(), S())
// expect: S-debug [S-debug]
// expect: desc [debug] debug desc desc
// expect: C! [C!] Optional(C!)
// expect: E.a-debug [E.a-debug]
// expect: debug S-debug

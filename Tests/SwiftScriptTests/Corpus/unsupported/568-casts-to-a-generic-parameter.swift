// Checks: `is T` and `as? T` with a generic parameter are reported as not supported (the workbook
// runs generic code once for every type, so the test would always succeed), not run wrongly.
struct Caster<T> {
    func check(_ x: Any) -> Bool { return x is T }
}
print(Caster<Int>().check("hello"), Caster<String>().check("hello"))
// expect: false true
// expect-unsupported: 'is T' with a generic parameter is not supported in the workbook

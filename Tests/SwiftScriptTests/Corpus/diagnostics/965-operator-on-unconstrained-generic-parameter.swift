// Checks: '+' on two values of a generic parameter with no constraint: swiftc's error at the operator (the workbook added the Ints it was given); 'T: Numeric' would allow it
func total<T>(_ a: T, _ b: T) -> T {
  return a + b
}
print(total(2, 3))
// expect-diagnostic: binary operator '+' cannot be applied to two 'T' operands
// expect-diagnostic-line: 3

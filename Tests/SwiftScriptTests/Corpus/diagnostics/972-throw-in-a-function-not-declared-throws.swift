// Checks: 'throw' in a function not declared 'throws': swiftc's error at 'throw' (the workbook threw the error out of the function)
enum VendingMachineError: Error {
  case outOfStock
}
func vend(itemNamed name: String) -> String {
  if name.isEmpty {
    throw VendingMachineError.outOfStock
  }
  return name
}
print(vend(itemNamed: "Chips"))
// expect-diagnostic: error is not handled because the enclosing function is not declared 'throws'
// expect-diagnostic-line: 7

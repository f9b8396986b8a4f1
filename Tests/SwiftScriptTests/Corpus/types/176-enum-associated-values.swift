// Checks: enum cases with associated values, printing them and extracting with if case
enum Barcode {
  case upc(Int, Int, Int)
  case qr(String)
}
let codes: [Barcode] = [.upc(8, 85909, 3), .qr("ABC")]
for code in codes {
  print(code)
}
// expect: upc(8, 85909, 3)
// expect: qr("ABC")
if case .qr(let text) = codes[1] {
  print("QR says \(text)")
}
// expect: QR says ABC
if case let .upc(a, _, c) = codes[0] {
  print(a + c)
}
// expect: 11

// Checks: Barcode associated values, let binding in patterns, CompassPoint switch, if case with where-like condition, pattern in filter closure
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}

var productBarcode = Barcode.upc(8, 85909, 51226, 3)
productBarcode = .qrCode("ABCDEFGHIJKLMNOP")

switch productBarcode {
case .upc(let numberSystem, let manufacturer, let product, let check):
    print("UPC: \(numberSystem), \(manufacturer), \(product), \(check).")
case .qrCode(let productCode):
    print("QR code: \(productCode).")
}

let codes: [Barcode] = [.upc(8, 85909, 51226, 3), .qrCode("XYZ"), .upc(0, 1, 2, 3)]
for code in codes {
    switch code {
    case let .upc(numberSystem, manufacturer, product, check):
        print("UPC : \(numberSystem), \(manufacturer), \(product), \(check).")
    case let .qrCode(productCode):
        print("QR code: \(productCode).")
    }
}

enum CompassPoint {
    case north, south, east, west
}
var directionToHead = CompassPoint.west
directionToHead = .south
switch directionToHead {
case .north:
    print("Lots of planets have a north")
case .south:
    print("Watch out for penguins")
case .east:
    print("Where the sun rises")
case .west:
    print("Where the skies are blue")
}

// if case / guard case with associated values
for code in codes {
    if case .upc(_, let m, _, _) = code, m > 0 {
        print("manufacturer \(m)")
    } else if case .qrCode(let s) = code {
        print("qr length \(s.count)")
    } else {
        print("other")
    }
}
print(codes.filter { if case .qrCode = $0 { return true } else { return false } }.count)
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: UPC : 8, 85909, 51226, 3.
// expect: QR code: XYZ.
// expect: UPC : 0, 1, 2, 3.
// expect: Watch out for penguins
// expect: manufacturer 85909
// expect: qr length 3
// expect: manufacturer 1
// expect: 1

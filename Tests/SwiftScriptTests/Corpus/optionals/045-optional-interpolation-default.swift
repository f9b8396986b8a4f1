// Checks: interpolating an optional with a default avoids Optional(...) text
let city: String? = nil
let zip: Int? = 90210
print("city: \(city ?? "unknown")")
// expect: city: unknown
print("zip: \(zip ?? 0)")
// expect: zip: 90210
print("zip: \(zip.map(String.init) ?? "-")")
// expect: zip: 90210
print("raw: \(String(describing: city))")
// expect: raw: nil

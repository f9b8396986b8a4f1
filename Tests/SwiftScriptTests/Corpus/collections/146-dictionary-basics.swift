// Checks: dictionary subscript get returns optional; set, update, remove and count
var ages = ["Ann": 31, "Bob": 25]
print(ages["Ann"] as Any)
// expect: Optional(31)
print(ages["Zed"] as Any)
// expect: nil
ages["Cy"] = 40
ages["Bob"] = 26
print(ages.count, ages["Bob"]!)
// expect: 3 26
let old = ages.removeValue(forKey: "Ann")
print(old as Any, ages.count)
// expect: Optional(31) 2
ages["Cy"] = nil
print(ages)
// expect: ["Bob": 26]
print(ages.removeValue(forKey: "nobody") as Any)
// expect: nil

// Checks: contains(where:), first(where:), firstIndex(where:) and allSatisfy
let ages = [12, 17, 21, 30]
print(ages.contains { $0 >= 18 })
// expect: true
print(ages.contains(where: { $0 > 100 }))
// expect: false
print(ages.first(where: { $0 >= 18 }) as Any)
// expect: Optional(21)
print(ages.first { $0 > 50 } as Any)
// expect: nil
print(ages.firstIndex(where: { $0 > 15 }) as Any)
// expect: Optional(1)
print(ages.allSatisfy { $0 > 10 })
// expect: true

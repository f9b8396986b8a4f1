// Checks: a range of more than a million `UInt32` values is reported as not supported (an `Int` range of any size runs)
var count = 0
for value in UInt32(0)..<UInt32(3_000_000) where value % 1_000_000 == 0 {
  count += 1
}
print(count)
// expect: 3
// expect-unsupported: a range of more than 1000000 'UInt32' values (an Int range of any size runs) is not supported in the workbook

// Checks: converting an Int that does not fit into a UInt8 traps with Swift's message, after the conversions that fit
let readings = [12, 255, 300]
for reading in readings {
  let byte = UInt8(reading)
  print(byte)
}
// expect: 12
// expect: 255
// expect-fault: Not enough bits to represent the passed value

// Checks: a for-in over a range of Doubles is rejected in swiftc's words (its bounds do not step by integers; stride(from:to:by:) does)
for x in 0.0...1.0 {
  print(x)
}
// expect-diagnostic: referencing instance method 'makeIterator()' on 'ClosedRange' requires that 'Double' conform to 'SignedInteger'
// expect-diagnostic-line: 2

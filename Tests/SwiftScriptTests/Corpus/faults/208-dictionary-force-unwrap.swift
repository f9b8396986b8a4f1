// Checks: force-unwrapping a missing dictionary value traps
let capitals = ["France": "Paris", "Japan": "Tokyo"]
for country in ["Japan", "Peru"] {
  print(country, capitals[country]!)
}
// expect: Japan Tokyo
// expect-fault: Unexpectedly found nil while unwrapping an Optional value

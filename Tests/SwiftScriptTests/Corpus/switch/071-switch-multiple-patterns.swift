// Checks: several patterns in one case separated by commas
func kind(_ c: Character) -> String {
  switch c {
  case "a", "e", "i", "o", "u":
    return "vowel"
  case "y", "w":
    return "semivowel"
  default:
    return "consonant"
  }
}
print(kind("e"), kind("w"), kind("z"))
// expect: vowel semivowel consonant

// Checks: if / else if / else chains pick the first matching branch
func classify(_ n: Int) -> String {
  if n < 0 {
    return "negative"
  } else if n == 0 {
    return "zero"
  } else if n < 10 {
    return "small"
  } else {
    return "large"
  }
}
print(classify(-3), classify(0), classify(5), classify(50))
// expect: negative zero small large

// Checks: an inner do/catch that does not match lets the error reach the outer catch
enum E: Error { case inner, outer }
do {
  do {
    throw E.outer
  } catch E.inner {
    print("inner handler")
  }
  print("not reached")
} catch {
  print("outer handler got \(error)")
}
// expect: outer handler got outer
do {
  do {
    throw E.inner
  } catch E.inner {
    print("inner handler")
  }
  print("after inner")
} catch {
  print("not reached")
}
// expect: inner handler
// expect: after inner

// Checks: let r: R<E> = .err(.a), a function returning R<E>, R<E>.err(.b) and [R<E>].append(.err(.a)): the payload's F is E, so .a is E's case (the workbook said: type 'Any' has no member 'a')
// A generic enum's case named where the type arguments are written (an annotation, a return
// type, R<E>.err, an array's element type) gives its payload the written type as context.
enum E { case a, b }
enum R<F> { case err(F); case ok }
let r: R<E> = .err(.a)
print(r)
func make() -> R<E> { .err(.b) }
print(make())
let q = R<E>.err(.b)
print(q)
var list: [R<E>] = []
list.append(.err(.a))
list.append(.ok)
print(list)
// expect: err(main.E.a)
// expect: err(main.E.b)
// expect: err(main.E.b)
// expect: [main.R<main.E>.err(main.E.a), main.R<main.E>.ok]

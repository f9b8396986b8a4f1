// The language guide's "Nested Types" chapter: deep (a program in the book's style, its output
// recorded from swiftc).
struct Library {
    struct Shelf {
        struct Book {
            enum Genre: String, CaseIterable {
                case fiction, history, science
            }
            let title: String
            let genre: Genre
            static let placeholder = Book(title: "Untitled", genre: .fiction)
        }
        var books: [Book] = []
        mutating func add(_ title: String, _ genre: Book.Genre) {
            books.append(Book(title: title, genre: genre))
        }
    }
    var shelves: [String: Shelf] = [:]
}

var lib = Library()
var shelf = Library.Shelf()
shelf.add("Dune", .fiction)
shelf.add("SPQR", .history)
shelf.add("Cosmos", .science)
lib.shelves["A"] = shelf
for book in lib.shelves["A"]!.books {
    print("\(book.title) [\(book.genre.rawValue)]")
}
print(Library.Shelf.Book.placeholder.title)
print(Library.Shelf.Book.Genre.allCases.map { $0.rawValue })
print(Library.Shelf.Book.Genre.allCases.count)
let g0 = Library.Shelf.Book.Genre.history
let g: Library.Shelf.Book.Genre = g0
print(g == Library.Shelf.Book.Genre.history)
print(type(of: g))
print(type(of: shelf.books))
print(String(describing: Library.Shelf.Book.self))
print(lib.shelves["A"]?.books.count ?? 0)
// expect: Dune [fiction]
// expect: SPQR [history]
// expect: Cosmos [science]
// expect: Untitled
// expect: ["fiction", "history", "science"]
// expect: 3
// expect: true
// expect: Genre
// expect: Array<Book>
// expect: Book
// expect: 3

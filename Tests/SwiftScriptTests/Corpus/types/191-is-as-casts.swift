// Checks: is, as? and as! with a class hierarchy
class Media { let title: String; init(title: String) { self.title = title } }
class Movie: Media { let director = "Lee" }
class Song: Media { let artist = "Ray" }
let library: [Media] = [Movie(title: "M1"), Song(title: "S1"), Movie(title: "M2")]
var movies = 0
for item in library {
  if item is Movie { movies += 1 }
}
print(movies)
// expect: 2
for item in library {
  if let song = item as? Song {
    print("song \(song.title) by \(song.artist)")
  }
}
// expect: song S1 by Ray
let first = library[0] as! Movie
print(first.director)
// expect: Lee
let any: Any = library[1]
print(any is Media, any is Movie)
// expect: true false

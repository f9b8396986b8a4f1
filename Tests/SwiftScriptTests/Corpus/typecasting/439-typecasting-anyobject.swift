// Checks: [AnyObject] array of class instances, casting to concrete classes, and checking types in for-in with case let.
class MediaItem { var name: String; init(name: String) { self.name = name } }
class Movie: MediaItem {
    var director: String
    init(name: String, director: String) { self.director = director; super.init(name: name) }
}
class Song: MediaItem {
    var artist: String
    init(name: String, artist: String) { self.artist = artist; super.init(name: name) }
}
let someObjects: [AnyObject] = [
    Movie(name: "2001: A Space Odyssey", director: "Stanley Kubrick"),
    Movie(name: "Moon", director: "Duncan Jones"),
    Movie(name: "Alien", director: "Ridley Scott")
]
for object in someObjects {
    let movie = object as! Movie
    print("Movie: \(movie.name), dir. \(movie.director)")
}
for movie in someObjects as! [Movie] {
    print("Movie: \(movie.name), dir. \(movie.director)")
}
let mixed: [MediaItem] = [Movie(name: "Up", director: "Pete Docter"), Song(name: "Hey Jude", artist: "The Beatles")]
for case let song as Song in mixed {
    print("song only:", song.name, song.artist)
}
for case let m as Movie in mixed where m.director.hasPrefix("P") {
    print("movie by P:", m.name)
}
let names = mixed.map { item -> String in
    switch item {
    case let m as Movie: return "M:" + m.name
    case let s as Song: return "S:" + s.name
    default: return "?"
    }
}
print(names)
// expect: Movie: 2001: A Space Odyssey, dir. Stanley Kubrick
// expect: Movie: Moon, dir. Duncan Jones
// expect: Movie: Alien, dir. Ridley Scott
// expect: Movie: 2001: A Space Odyssey, dir. Stanley Kubrick
// expect: Movie: Moon, dir. Duncan Jones
// expect: Movie: Alien, dir. Ridley Scott
// expect: song only: Hey Jude The Beatles
// expect: movie by P: Up
// expect: ["M:Up", "S:Hey Jude"]

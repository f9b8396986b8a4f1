// Checks: casts across a three-level class hierarchy, casting to protocols adopted by subclasses, and `is` with superclasses.
protocol Playable { func play() -> String }
class MediaItem { let name: String; init(name: String) { self.name = name } }
class Song: MediaItem, Playable { func play() -> String { "playing \(name)" } }
class LiveSong: Song { override func play() -> String { "live: " + super.play() } }
class Photo: MediaItem {}
let items: [MediaItem] = [Song(name: "a"), LiveSong(name: "b"), Photo(name: "c")]
for item in items {
    let kind: String
    switch item {
    case is LiveSong: kind = "live song"
    case is Song: kind = "song"
    default: kind = "other"
    }
    print(item.name, kind, item is Song, item is Playable)
    if let p = item as? Playable { print("  ", p.play()) }
}
let playables = items.compactMap { $0 as? Playable }
print(playables.count)
let s: Song = LiveSong(name: "z")
print(s is LiveSong, (s as MediaItem) is Photo)
if let live = s as? LiveSong { print(live.play()) }
let upcast = LiveSong(name: "u") as Song
print(upcast.play(), type(of: upcast))
// expect: a song true true
// expect:    playing a
// expect: b live song true true
// expect:    live: playing b
// expect: c other false false
// expect: 2
// expect: true false
// expect: live: playing z
// expect: live: playing u LiveSong

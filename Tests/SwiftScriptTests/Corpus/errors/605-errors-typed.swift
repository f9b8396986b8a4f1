// Checks: typed throws (throws(E)) with exhaustive catch, struct errors with catch-as, throwing computed property getters and subscripts, rethrowing from catch, errors escaping through nested calls
enum StatisticsError: Error {
    case noRatings
    case invalidRating(Int)
}

func summarize(_ ratings: [Int]) throws(StatisticsError) {
    guard !ratings.isEmpty else { throw StatisticsError.noRatings }
    var counts = [1: 0, 2: 0, 3: 0]
    for rating in ratings {
        guard rating > 0 && rating <= 3 else { throw StatisticsError.invalidRating(rating) }
        counts[rating]! += 1
    }
    print("*", counts[1]!, "-- **", counts[2]!, "-- ***", counts[3]!)
}

for ratings in [[1, 2, 3, 3], [], [1, 7]] {
    do throws(StatisticsError) {
        try summarize(ratings)
    } catch {
        switch error {
        case .noRatings: print("No ratings available")
        case .invalidRating(let r): print("Invalid rating: \(r)")
        }
    }
}

struct HTTPError: Error { let code: Int }

struct Server {
    var pages: [String: String]
    var status: Int {
        get throws {
            if pages.isEmpty { throw HTTPError(code: 503) }
            return 200
        }
    }
    subscript(path: String) -> String {
        get throws {
            guard let p = pages[path] else { throw HTTPError(code: 404) }
            return p
        }
    }
}

func fetch(_ server: Server, _ path: String) throws -> String {
    do {
        _ = try server.status
        return try server[path]
    } catch let e as HTTPError where e.code == 404 {
        print("log: missing \(path)")
        throw e
    }
}

let up = Server(pages: ["/": "home"])
let down = Server(pages: [:])
for (s, p) in [(up, "/"), (up, "/x"), (down, "/")] {
    do {
        print(try fetch(s, p))
    } catch let e as HTTPError {
        print("HTTP \(e.code)")
    } catch {
        print("unknown")
    }
}
print((try? up.status) ?? 0, (try? down.status) ?? 0)
// expect: * 1 -- ** 1 -- *** 2
// expect: No ratings available
// expect: Invalid rating: 7
// expect: home
// expect: log: missing /x
// expect: HTTP 404
// expect: HTTP 503
// expect: 200 0

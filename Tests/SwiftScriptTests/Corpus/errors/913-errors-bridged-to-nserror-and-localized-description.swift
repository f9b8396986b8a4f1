// Checks: a script error bridged to NSError: an enum's code is its case's tag (cases with a payload numbered first), an Int enum's its raw value, a struct's or class's 1, the domain names a nested type in full; localizedDescription is Foundation's sentence for that NSError, or a LocalizedError's errorDescription (the workbook numbered cases in declaration order, named main.Inner, and said: value of type 'AuthError' has no member 'localizedDescription')
import Foundation
enum AuthError: Error { case expired, denied(reason: String), locked(minutes: Int), unknown }
enum HTTPError: Int, Error { case badRequest = 400, unauthorized = 401 }
enum Outer { enum Inner: Error { case a, b(Int) } }
class ServerFailure: Error { let status = 503 }
struct Friendly: LocalizedError { var errorDescription: String? { "Sign-in was cancelled." } }
struct Plain: LocalizedError { let errorDescription: String? }
struct Silent: LocalizedError {}
let errors: [Error] = [AuthError.expired, AuthError.denied(reason: "mfa"), AuthError.locked(minutes: 5), AuthError.unknown,
  HTTPError.unauthorized, Outer.Inner.a, Outer.Inner.b(2), ServerFailure(), Friendly(), Plain(errorDescription: "Stored text."), Silent()]
for error in errors {
  let bridged = error as NSError
  // (Foundation's sentence differs by platform: "could not" on Linux, "couldn’t" on macOS.)
  let sentence = error.localizedDescription
  print(bridged.domain, bridged.code, "|", sentence.hasPrefix("The operation") ? sentence.contains("(\(bridged.domain) error \(bridged.code).)") : sentence)
}
print(AuthError.expired.localizedDescription.contains("main.AuthError error 2"))
// expect: main.AuthError 2 | true
// expect: main.AuthError 0 | true
// expect: main.AuthError 1 | true
// expect: main.AuthError 3 | true
// expect: main.HTTPError 401 | true
// expect: main.Outer.Inner 1 | true
// expect: main.Outer.Inner 0 | true
// expect: main.ServerFailure 1 | true
// expect: main.Friendly 1 | Sign-in was cancelled.
// expect: main.Plain 1 | Stored text.
// expect: main.Silent 1 | true
// expect: true

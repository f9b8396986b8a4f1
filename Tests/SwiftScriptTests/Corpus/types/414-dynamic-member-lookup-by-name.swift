// Checks: a @dynamicMemberLookup struct answers members it does not declare through subscript(dynamicMember:)
@dynamicMemberLookup
struct Settings {
  var values = ["theme": "dark"]
  subscript(dynamicMember name: String) -> String { values[name] ?? "unset" }
}
let settings = Settings()
print(settings.theme, settings.font)
// expect: dark unset

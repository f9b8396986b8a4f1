// Checks: @dynamicMemberLookup is reported as not supported, not run wrongly
@dynamicMemberLookup
struct Settings {
  var values = ["theme": "dark"]
  subscript(dynamicMember name: String) -> String { values[name] ?? "unset" }
}
let settings = Settings()
print(settings.theme, settings.font)
// expect: dark unset
// expect-unsupported: '@dynamicMemberLookup' is not supported in the workbook

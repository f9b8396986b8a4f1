// Checks: try! on a call that throws traps and names the error
enum ConfigError: Error {
  case missingKey(String)
}
func read(_ key: String) throws -> String {
  if key == "port" { return "8080" }
  throw ConfigError.missingKey(key)
}
print(try! read("port"))
// expect: 8080
print(try! read("host"))
// expect-fault: 'try!' expression unexpectedly raised an error: main.ConfigError.missingKey("host")

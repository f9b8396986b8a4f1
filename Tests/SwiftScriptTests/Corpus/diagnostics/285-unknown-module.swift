// Checks: importing a module that does not exist
import ContosoKit
print("unreachable")
// expect-diagnostic: no such module 'ContosoKit'
// expect-diagnostic-line: 2

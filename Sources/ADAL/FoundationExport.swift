// The real ADAL framework's umbrella header imports Foundation and its module map exports it, so
// `import ADAL` alone makes NSError, URL and the rest visible to Swift code. The same here.
@_exported import Foundation

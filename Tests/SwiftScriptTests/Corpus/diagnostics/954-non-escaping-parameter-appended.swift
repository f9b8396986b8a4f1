// Checks: the language guide's escaping-closure example without '@escaping': swiftc's error at the argument of append (the workbook kept the closure and ran it later)
var completionHandlers: [() -> Void] = []
func someFunctionWithEscapingClosure(completionHandler: () -> Void) {
  completionHandlers.append(completionHandler)
}
someFunctionWithEscapingClosure { print("later") }
completionHandlers.first?()
// expect-diagnostic: converting non-escaping parameter 'completionHandler' to generic parameter 'Element' may allow it to escape
// expect-diagnostic-line: 4

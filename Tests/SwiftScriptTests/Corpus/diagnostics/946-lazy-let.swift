// Checks: only a var may be lazy: lazy let is swiftc's "'lazy' cannot be used on a let" (the workbook ran it)
struct Report {
  lazy var total = 10
  lazy let title = "report"
}
var report = Report()
print(report.total)
// expect-diagnostic: 'lazy' cannot be used on a let
// expect-diagnostic-line: 4

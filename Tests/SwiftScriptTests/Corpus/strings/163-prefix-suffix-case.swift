// Checks: hasPrefix, hasSuffix, lowercased, uppercased and contains
let file = "Report-2024.PDF"
print(file.hasPrefix("Report"), file.hasSuffix(".pdf"))
// expect: true false
print(file.lowercased().hasSuffix(".pdf"))
// expect: true
print(file.uppercased())
// expect: REPORT-2024.PDF
print(file.contains("2024"), file.contains("2025"))
// expect: true false
print(file.contains("-"))
// expect: true

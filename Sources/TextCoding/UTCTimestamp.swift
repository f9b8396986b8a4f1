import Foundation

/// Formats dates in UTC the way Azure AD writes them, without locale or time-zone lookups.
public enum UTCTimestamp {
  /// `2026-01-05 09:00:00Z`: the `timestamp` field of error responses.
  public static func errorTimestamp(_ date: Date) -> String {
    let parts = components(of: date)
    return "\(parts.date) \(parts.time)Z"
  }

  /// `2026-01-05T09:00:00.0000000Z`: the form used inside AADSTS messages (issue dates).
  public static func preciseTimestamp(_ date: Date) -> String {
    let parts = components(of: date)
    return "\(parts.date)T\(parts.time).0000000Z"
  }

  /// `2026-01-05T09:00:00Z`: ISO 8601 with seconds, for traces and summaries.
  public static func iso8601(_ date: Date) -> String {
    let parts = components(of: date)
    return "\(parts.date)T\(parts.time)Z"
  }

  /// Midnight UTC at the start of a day of the proleptic Gregorian calendar (`2016, 3, 1`).
  ///
  /// Arithmetic (Howard Hinnant's days-from-civil), as `Calendar(identifier: .gregorian)` in UTC
  /// computes it, without building a calendar: the world's fixed dates did that on every start, and
  /// a calendar's first use (its cache, its Gregorian engine) was a twentieth of a short lesson run.
  public static func midnight(year: Int, month: Int, day: Int) -> Date {
    let marchYear = month <= 2 ? year - 1 : year
    let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
    let yearOfEra = marchYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let daysSinceEpoch = era * 146_097 + dayOfEra - 719_468
    return Date(timeIntervalSince1970: TimeInterval(daysSinceEpoch) * 86_400)
  }

  private static func components(of date: Date) -> (date: String, time: String) {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    let time = "\(pad(secondOfDay / 3600)):\(pad(secondOfDay % 3600 / 60)):\(pad(secondOfDay % 60))"
    return ("\(year)-\(pad(month))-\(pad(day))", time)
  }

  /// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian calendar).
  private static func civilDate(daysSinceEpoch: Int) -> (Int, Int, Int) {
    let z = daysSinceEpoch + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func pad(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}

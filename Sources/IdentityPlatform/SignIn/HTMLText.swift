/// Text made safe for the HTML pages the service sends.
enum HTMLText {
  /// `text` for an element's content or a quoted attribute: `&`, `<`, `>` and `"` as entities.
  ///
  /// Works on scalars: Foundation's `replacingOccurrences` bridged each page through NSString, a
  /// twentieth of a lesson's sign-in.
  static func escaped(_ text: String) -> String {
    let special: [UInt8] = [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")]
    guard text.utf8.contains(where: special.contains) else { return text }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// JSON inside a `<script>` element: `</` written `<\/`, so no string in it can end the element.
  static func scriptSafe(_ json: String) -> String {
    guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
    var safe = ""
    var afterLessThan = false
    for scalar in json.unicodeScalars {
      if afterLessThan && scalar == "/" { safe += "\\" }
      safe.unicodeScalars.append(scalar)
      afterLessThan = scalar == "<"
    }
    return safe
  }
}

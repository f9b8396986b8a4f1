import TextCoding

/// The page an authorize request with `response_mode=form_post` ends on: a hidden form holding the
/// response's fields, which the browser posts to the redirect URI as soon as the page loads (a
/// button does it when scripts are off), as the real service's "Working..." page does.
struct FormPostPage: Equatable {
  /// The redirect URI the form posts to.
  let action: String
  /// The fields posted (`code`, `state`, `client_info`, … or `error`, `error_description`).
  let fields: FormParameters

  /// The HTML document.
  var html: String {
    var lines = [
      "<!DOCTYPE html>", "<html><head><title>Working...</title></head><body>",
      "<form method=\"POST\" name=\"hiddenform\" action=\"\(HTMLText.escaped(action))\">",
    ]
    for (name, value) in fields {
      lines.append("<input type=\"hidden\" name=\"\(HTMLText.escaped(name))\" value=\"\(HTMLText.escaped(value))\" />")
    }
    lines += [
      "<noscript><p>Script is disabled. Click Submit to continue.</p><input type=\"submit\" value=\"Submit\" /></noscript>",
      "</form>", "<script type=\"text/javascript\">document.forms[0].submit();</script>", "</body></html>",
    ]
    return lines.joinedText(separator: "\n")
  }
}

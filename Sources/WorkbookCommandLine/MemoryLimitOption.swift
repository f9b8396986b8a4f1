/// `--memory-limit SIZE`: how much memory the workbook may hold while an entry runs (see
/// `MemoryCeiling`). Read before anything starts, for every subcommand; the parsers accept it too.
enum MemoryLimitOption {
  /// The value given to `--memory-limit` (as `--memory-limit 2G` or `--memory-limit=2G`), if any.
  static func value(in arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { return nil }
      if argument == "--memory-limit" { return index + 1 < arguments.count ? arguments[index + 1] : "" }
      if argument.hasPrefix("--memory-limit=") { return String(argument.dropFirst("--memory-limit=".count)) }
    }
    return nil
  }
}

/// What the parser found: options by long name, flags, and positional arguments in order.
struct ParsedArguments: Sendable, Equatable {
  /// Each value-taking option's values, in order, by long name.
  var values: [String: [String]] = [:]
  /// The flags given, by long name.
  var flags: Set<String> = []
  /// The positional arguments, in order.
  var positionals: [String] = []

  /// The last value of `name`, if given.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Whether the flag `name` was given.
  func has(_ name: String) -> Bool { flags.contains(name) }
}

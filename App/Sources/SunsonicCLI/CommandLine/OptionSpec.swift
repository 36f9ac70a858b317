/// One option a command accepts.
struct OptionSpec: Sendable {
  /// The long name with its dashes, e.g. `--lat`.
  var name: String
  /// A one-letter alias with its dash, e.g. `-o`.
  var shortName: String?
  /// The value's placeholder in help (`DEGREES`), or `nil` for a flag that takes no value.
  var valueName: String?
  /// Whether the option may be given more than once.
  var isRepeatable = false
  /// The help text.
  var help: String
}

/// Splits a command's arguments into options, flags and positionals against its option specs.
///
/// Accepts `--name value`, `--name=value`, `-o value`, `-ovalue`, `--` to end options. Anything
/// else that starts with `-` and is not a negative number is an unknown option: a usage error
/// that names it.
enum ArgumentParser {
  static func parse(
    _ arguments: [String],
    options: [OptionSpec],
    command: String
  ) throws(CommandFailure) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !looksLikeOption(argument) {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      } else if !argument.hasPrefix("--"), argument.count > 2,
        options.contains(where: {
          $0.shortName == String(argument.prefix(2)) && $0.valueName != nil
        })
      {
        name = String(argument.prefix(2))  // `-oFILE`
        inlineValue = String(argument.dropFirst(2))
      }
      guard let spec = options.first(where: { $0.name == name || $0.shortName == name }) else {
        // `-pSECRET`: a short option with its value attached; never echo the value.
        let shown = !name.hasPrefix("--") && name.count > 2 ? name.prefix(2) + "…" : name
        throw .usage(
          "unknown option \(Shown.text(String(shown))) for '\(command)' (see \(command) --help)")
      }
      if spec.valueName == nil {
        if inlineValue != nil { throw .usage("\(spec.name) takes no value") }
        parsed.flags.insert(spec.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw .usage("\(spec.name) needs a value (\(spec.valueName ?? "VALUE"))")
      }
      if !spec.isRepeatable, parsed.values[spec.name] != nil {
        throw .usage("\(spec.name) is given more than once")
      }
      parsed.values[spec.name, default: []].append(value)
    }
    return parsed
  }

  /// `-x`, `--x`, but not `-` alone nor a negative number such as `-79.38`.
  private static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument.count > 1 else { return false }
    return Double(argument) == nil
  }
}

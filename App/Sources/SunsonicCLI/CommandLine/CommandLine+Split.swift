/// A command line split at its command's name: options may come before the name
/// (`sunsonic --preview --timeout 5 artists`) as well as after it.
struct SplitCommandLine: Equatable {
  /// The options (and their values) before the command's name.
  var leading: [String]
  /// The command's name; `nil` when the line has none.
  var name: String?
  /// Everything after the name.
  var rest: [String]

  /// Splits `arguments`, knowing from `options` which options take a value. An option no
  /// command knows, before the name, is a usage error naming it.
  static func split(_ arguments: [String], options: [OptionSpec]) throws(CommandFailure)
    -> SplitCommandLine
  {
    var leading: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        break
      }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        return SplitCommandLine(
          leading: leading, name: argument, rest: Array(arguments[index...]))
      }
      let name = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
      guard let spec = options.first(where: { $0.name == name || $0.shortName == name }) else {
        if let spec = options.first(where: { $0.shortName.map(argument.hasPrefix) == true }),
          spec.valueName != nil
        {
          leading.append(argument)  // `-oFILE`
          continue
        }
        // `-pSECRET`: a short option with its value attached; never echo the value.
        let shown = !name.hasPrefix("--") && name.count > 2 ? name.prefix(2) + "…" : name
        throw .usage("unknown option \(Shown.text(String(shown))) (see sunsonic --help)")
      }
      leading.append(argument)
      if spec.valueName != nil, !argument.contains("="), index < arguments.count {
        leading.append(arguments[index])
        index += 1
      }
    }
    let name = index < arguments.count ? arguments[index] : nil
    let rest = index < arguments.count ? Array(arguments[(index + 1)...]) : []
    return SplitCommandLine(leading: leading, name: name, rest: rest)
  }
}

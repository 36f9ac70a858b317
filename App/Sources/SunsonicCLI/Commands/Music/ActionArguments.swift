/// The arguments after a command's action word (`playlist rename ID NAME`,
/// `station add NAME URL`), checked before any request.
enum ActionArguments {
  /// `rest`, the arguments after `action`, checked to be as many as `names` (which name them in
  /// the error); a usage error saying what is missing or what is one too many.
  static func exactly(
    _ rest: [String], _ names: [String], command: String, action: String
  ) throws(CommandFailure) -> [String] {
    if rest.count < names.count {
      throw .usage(
        "missing \(names[rest.count]) (usage: sunsonic \(command) \(action) "
          + names.joined(separator: " ") + ")")
    }
    if rest.count > names.count {
      throw .usage(
        "unexpected argument \(Shown.text(rest[names.count])) for '\(command) \(action)'")
    }
    return rest
  }
}

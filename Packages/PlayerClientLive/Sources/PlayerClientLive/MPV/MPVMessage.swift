import Foundation

/// One line mpv sent, read as hostile: anything that is not a JSON object of the expected shape
/// is ``ignored``.
enum MPVMessage: Equatable {
  /// The answer to a request.
  case reply(MPVReply)
  /// An observed property changed: its name and number value (`nil`: none, as `time-pos`
  /// between files).
  case propertyChange(name: String, value: Double?)
  /// An event: its name, the playlist entry it is about, and for `end-file` why it ended and,
  /// for an error, what went wrong in mpv's words (hostile: escape before showing).
  case event(name: String, playlistEntryID: Int?, reason: String?, fileError: String? = nil)
  /// Something else, or not JSON at all.
  case ignored

  /// Reads one line.
  init(line: [UInt8]) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line)),
      let fields = object as? [String: Any]
    else {
      self = .ignored
      return
    }
    if let event = fields["event"] as? String {
      if event == "property-change", let name = fields["name"] as? String {
        self = .propertyChange(name: name, value: Self.number(fields["data"]))
      } else {
        self = .event(
          name: event, playlistEntryID: Self.integer(fields["playlist_entry_id"]),
          reason: fields["reason"] as? String, fileError: fields["file_error"] as? String)
      }
    } else if let id = Self.integer(fields["request_id"]) {
      let data = fields["data"]
      let entries = (data as? [Any] ?? []).compactMap { $0 as? [String: Any] }
      self = .reply(
        MPVReply(
          id: id, error: fields["error"] as? String ?? "no error given",
          playlistEntryID: Self.integer((data as? [String: Any])?["playlist_entry_id"]),
          playlistIDs: entries.map { Self.integer($0["id"]) }, number: Self.number(data)))
    } else {
      self = .ignored
    }
  }

  /// A finite number, or `nil`.
  private static func number(_ value: Any?) -> Double? {
    // A JSON `true` is an NSNumber too, whose type is `c` (char); Linux also casts 1 to Bool.
    guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else {
      return nil
    }
    let double = number.doubleValue
    return double.isFinite ? double : nil
  }

  /// A whole number in `Int`'s range, or `nil`.
  private static func integer(_ value: Any?) -> Int? {
    guard let double = number(value), double == double.rounded(),
      double > Double(Int.min), double < Double(Int.max)
    else { return nil }
    return Int(double)
  }
}

/// mpv's answer to the request numbered ``id``.
struct MPVReply: Equatable {
  /// The request's number.
  var id: Int
  /// `success`, or what went wrong, in mpv's words (hostile: escape before showing).
  var error: String
  /// The playlist entry a `loadfile` made.
  var playlistEntryID: Int? = nil
  /// The ids of the playlist's entries in order, for `get_property playlist` (`nil`: none given).
  var playlistIDs: [Int?] = []
  /// The number `get_property` answered (`volume`), when it is one.
  var number: Double? = nil

  /// Whether the request succeeded.
  var succeeded: Bool { error == "success" }

  /// The answer of a request mpv never answered, or that could not be sent.
  static func unanswered(_ id: Int, _ why: String) -> MPVReply { MPVReply(id: id, error: why) }
}

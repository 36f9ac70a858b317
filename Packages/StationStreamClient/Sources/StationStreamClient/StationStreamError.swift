/// Why a station's stream did not come, in terms a person can act on. No case carries the
/// station's URL.
public enum StationStreamError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The station's URL is not one to fetch (not `http` or `https`, no host); what was wrong.
  case invalidURL(String)
  /// The station answered an HTTP error status.
  case httpStatus(Int)
  /// The station answered something that is not audio: what was found (`an HTML page`, `a
  /// playlist file (audio/x-mpegurl)`).
  case notAudio(found: String)
  /// Nothing answered at the station's address; why.
  case unreachable(String)
  /// No audio came for this long, in seconds.
  case timedOut(seconds: Double)
  /// The stream was stopped.
  case cancelled

  /// A one-line message that names the cause.
  public var description: String {
    switch self {
    case .invalidURL(let reason):
      return "the station's stream URL is unusable: \(oneLine(reason))"
    case .httpStatus(let status):
      return "the station answered HTTP \(status)"
    case .notAudio(let found):
      return "the station answered \(oneLine(found)), not audio"
    case .unreachable(let reason):
      return "the station is unreachable: \(oneLine(reason))"
    case .timedOut(let seconds):
      let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      return "the station sent no audio for \(shown) s (raise it with --timeout)"
    case .cancelled:
      return "the station's stream was stopped"
    }
  }
}

/// `text` with line breaks turned into spaces, so that a description stays one line.
private func oneLine(_ text: String) -> String {
  String(text.map { $0.isNewline ? " " : $0 })
}

import HTTPTransport

/// The Subsonic client's words for an answer that is not the expected JSON, for
/// `SubsonicError.unexpectedResponse(statusCode:found:)`: HTTPTransport's ``BodySummary`` (hints
/// taken after credentials are redacted, cut at a word's end; Subsonic XML named as such), and
/// what only a Subsonic answer can lack.
enum UnexpectedBody {
  /// How a body is summed up, credentials taken out by `redactor`.
  static func summary(_ redactor: CredentialRedactor) -> BodySummary {
    BodySummary(
      cutsAtWordEnd: true, xmlStarts: ["<?xml", "<subsonic-response"],
      xmlDocument: "an XML document (the server ignored f=json)", redact: redactor.redact)
  }

  /// Well-formed JSON in another shape; `reason` names what is missing or wrong.
  static func foreignJSON(_ reason: String) -> String {
    "JSON that is not a Subsonic answer (\(reason))"
  }

  /// A Subsonic answer that lacks what the endpoint returns; `reason` names what.
  static func incomplete(_ reason: String) -> String {
    "a Subsonic answer without the expected data (\(reason))"
  }
}

import HTTPTransport

/// The Suntimes client's words for an answer that is not the API's JSON, for
/// `SuntimesError.unexpectedResponse(statusCode:found:)`: HTTPTransport's ``BodySummary``
/// (hints cut hard at 40 characters; the API's URLs carry no credentials), and JSON of another
/// shape.
enum UnexpectedBody {
  /// How a body is summed up.
  static let summary = BodySummary()

  /// Well-formed JSON in another shape; `reason` names what is missing or wrong.
  static func foreignJSON(_ reason: String) -> String {
    "JSON that is not the API's (\(reason))"
  }
}

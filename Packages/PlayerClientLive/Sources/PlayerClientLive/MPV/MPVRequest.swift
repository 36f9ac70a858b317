import Foundation

/// One command for mpv's JSON IPC, as the line sent: `{"command": [...], "request_id": N}`.
enum MPVRequest {
  /// A word of a command: mpv takes strings, numbers and booleans.
  enum Argument: Equatable, Encodable {
    case string(String)
    case number(Double)
    case bool(Bool)

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .string(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      case .bool(let flag): try container.encode(flag)
      }
    }
  }

  private struct Line: Encodable {
    var command: [Argument]
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var request_id: Int
  }

  /// The line for `command` numbered `id`, newline included; `nil` when it cannot be encoded
  /// (a number that is not finite).
  static func line(_ command: [Argument], id: Int) -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    guard let json = try? encoder.encode(Line(command: command, request_id: id)) else {
      return nil
    }
    return Array(json) + [UInt8(ascii: "\n")]
  }
}

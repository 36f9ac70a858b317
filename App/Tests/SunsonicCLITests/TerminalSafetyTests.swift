import DependencyRegistryTesting
import Foundation
import SubsonicClient
import TerminalText
import Testing

@testable import SunsonicCLI

/// Text from outside never reaches the terminal as control: every C0 and C1 control character
/// and bidi override a server sends is shown escaped, on standard output and error, in text and
/// in `--json` (which stays valid and keeps the value); an error is one bounded line.
@MainActor
struct TerminalSafetyTests {
  /// Every scalar that must never reach the terminal as it is (the line feed only inside one
  /// value: it is the output's own line structure).
  static let unsafe: [Unicode.Scalar] =
    (0x00...0x1F).compactMap(Unicode.Scalar.init) + (0x7F...0x9F).compactMap(Unicode.Scalar.init)
    + [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
      0x2069,
    ]
    .compactMap(Unicode.Scalar.init)

  /// Hostile texts: each unsafe scalar alone and inside real sequences (clear screen, OSC title,
  /// OSC 52 clipboard, CSI with C1), with text around them, plus random mixes.
  static var hostileTexts: [String] {
    var texts = unsafe.map { "a\(Character($0))b" }
    texts += [
      "\u{1B}[2J", "\u{1B}]0;owned\u{07}", "\u{1B}]52;c;ZWNobyBvd25lZA==\u{1B}\\",
      "\u{9B}2J", "\u{9D}0;title\u{9C}", "evil\u{202E}3pm.exe", "\r\nfake line",
    ]
    var generator = SeededGenerator(seed: 200)
    for _ in 0..<200 {
      let scalars = (0..<Int.random(in: 1...12, using: &generator)).map { _ -> Unicode.Scalar in
        Bool.random(using: &generator)
          ? unsafe.randomElement(using: &generator) ?? "x"
          : Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator))
      }
      texts.append(String(String.UnicodeScalarView(scalars)))
    }
    return texts
  }

  /// Whether `output` holds a scalar that would act on a terminal (line feeds allowed).
  func actsOnTerminal(_ output: String) -> Bool {
    output.unicodeScalars.contains { $0 != "\n" && Self.unsafe.contains($0) }
  }

  @Test func escapingKeepsNothingThatActsAndKeepsJSONValid() throws {
    for text in Self.hostileTexts {
      let escaped = TerminalEscape.escaped(text)
      #expect(!actsOnTerminal(escaped), "\(text.debugDescription)")
      let json = String(decoding: try JSONEncoder().encode(["t": text]), as: UTF8.self)
      let shown = TerminalEscape.escaped(json)
      #expect(!actsOnTerminal(shown))
      let decoded = try JSONDecoder().decode([String: String].self, from: Data(shown.utf8))
      #expect(decoded["t"] == text, "the JSON value survives: \(text.debugDescription)")
    }
  }

  @Test func serverNamesAreEscapedInTablesDetailsAndJSON() async throws {
    let texts = Self.hostileTexts
    var client = SubsonicClient.unimplemented
    client.getArtists = { _ in
      texts.enumerated().map { index, name in
        ArtistIndex(name: "A", artists: [Artist(id: ArtistID("ar-\(index)"), name: name)])
      }
    }
    client.getSong = { id in
      Song(
        id: id, title: texts[0], album: texts[2], artist: texts[1], genre: texts[3],
        path: texts[4])
    }
    for arguments in [["artists"], ["song", "s1"], ["song", "s1", "--json"]] {
      let run = await runSunsonic(arguments, with: musicValues(client))
      #expect(run.code == .success, "\(arguments): \(run.err)")
      #expect(!actsOnTerminal(run.out), "\(arguments)")
    }
    let json = await runSunsonic(["artists", "--json"], with: musicValues(client))
    #expect(!actsOnTerminal(json.out))
    let parsed = try JSONSerialization.jsonObject(with: Data(json.out.utf8))
    let names = String(decoding: try JSONSerialization.data(withJSONObject: parsed), as: UTF8.self)
    #expect(names.contains("evil\u{202E}3pm.exe"), "--json keeps the server's value")
  }

  @Test func aServerErrorIsOneEscapedBoundedLine() async {
    for message in Self.hostileTexts + [String(repeating: "\u{1B}[2J", count: 100_000)] {
      var client = SubsonicClient.unimplemented
      client.getArtists = { _ in
        throw SubsonicError.api(SubsonicAPIError(code: .generic, message: message))
      }
      let run = await runSunsonic(["artists"], with: musicValues(client))
      #expect(run.code == .unavailable)
      #expect(!actsOnTerminal(run.err), "\(message.prefix(40).debugDescription)")
      #expect(run.err.hasSuffix("\n") && run.err.dropLast().firstIndex(of: "\n") == nil)
      #expect(run.err.count <= 400, "cut at \(ErrorLine.maximumCharacters) characters")
    }
    let long = ErrorLine.text(String(repeating: "x", count: 1_000))
    #expect(long == String(repeating: "x", count: 300) + "… [cut: 1000 bytes in all]")
  }

  @Test func aFailedWriteToStandardOutputIsExit74WithOneLine() async {
    let errors = ConsoleRecorder()
    let console = Console(
      out: { _ in }, err: errors.console.err, outputFailure: { "No space left on device" })
    let code = await Sunsonic.run(
      arguments: ["artists"], environment: [:], console: console,
      dependencies: { _ in musicValues() })
    #expect(code == .ioError)
    #expect(errors.err == "sunsonic: cannot write to standard output: No space left on device\n")
  }
}

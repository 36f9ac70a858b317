import Testing

@testable import SunsonicCLI

/// The configuration file read as its author meant it, whatever the line endings, and never
/// quoted back when it holds a secret.
struct ConfigurationFileTests {
  static let settings = [
    ("server", "https://music.example/sub"), ("user", "me"), ("password", "s3cr3t-Pa55"),
    ("sun-source", "auto"),
  ]

  @Test func everyLineEndingByteOrderMarkAndSpacingReadsTheSameSettings() throws {
    for ending in ["\n", "\r\n", "\r"] {
      for bom in ["", "\u{FEFF}"] {
        for (before, after) in [("", ""), ("  ", " "), ("\t", "\t ")] {
          let lines =
            ["# a comment", ""] + Self.settings.map { "\(before)\($0) =\(after)\($1)\(after)" }
          let text = bom + lines.joined(separator: ending) + ending
          let parsed = try SubsonicConfigurationFile.parse(text, path: "/c")
          #expect(
            parsed == Dictionary(uniqueKeysWithValues: Self.settings), "\(text.debugDescription)")
        }
      }
    }
  }

  @Test func aBadLineIsNamedByNumberAndItsSecretNeverQuoted() {
    for ending in ["\n", "\r\n", "\r"] {
      for bad in ["password s3cr3t-Pa55", "passwort = s3cr3t-Pa55", "s3cr3t-Pa55"] {
        let text = ["server = https://music.example", bad, "user = me"].joined(separator: ending)
        do {
          _ = try SubsonicConfigurationFile.parse(text, path: "/c")
          Issue.record("\(bad.debugDescription) was accepted")
        } catch {
          #expect(error.message.hasPrefix("/c:2: "), "\(error.message)")
          #expect(!error.message.contains("s3cr3t"), "\(error.message)")
        }
      }
    }
  }
}

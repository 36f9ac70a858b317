import DependencyRegistryTesting
import PlayerClient
import Testing

@testable import PlayerClientLive

struct PlayerCommandWordsTests {
  @Test(arguments: [
    ("mpv", ["mpv"]),
    ("  mpv   --ao=null\t- ", ["mpv", "--ao=null", "-"]),
    ("'/opt/my player/bin/play' -q", ["/opt/my player/bin/play", "-q"]),
    (#""a \"b\" \\ \c""#, [#"a "b" \ \c"#]),
    (#"a\ b c"#, ["a b", "c"]),
    ("''", [""]),
    ("x'y'\"z\"", ["xyz"]),
    ("", []),
  ])
  func splitsAsAShellWouldWithoutExpanding(text: String, words: [String]) throws {
    #expect(try PlayerCommandWords.split(text) == words)
  }

  @Test(arguments: ["'open", "\"open", "ends\\", "bell\u{07}", "line\nfeed"])
  func refusesWhatAShellWouldNotRunOrCouldHide(text: String) {
    #expect(throws: PlayerError.self) { try PlayerCommandWords.split(text) }
  }

  @Test func refusesACommandLongerThanTheLimit() {
    let text = String(repeating: "a", count: PlayerCommandWords.maximumBytes + 1)
    #expect(throws: PlayerError.invalidCommand("it is longer than 4096 bytes")) {
      try PlayerCommandWords.split(text)
    }
  }

  /// Any words, single-quoted as a shell script would quote them, split back to themselves.
  @Test func quotedWordsOfAnyPrintableTextSplitBackToThemselves() throws {
    var generator = SeededGenerator(seed: 2_000)
    let alphabet = Array("ab -_'\"\\$*~é日🎵\t")
    for _ in 0..<2_000 {
      let words = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
        String(
          (0..<Int.random(in: 0...8, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator) ?? "a"
          })
      }
      let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
      #expect(try PlayerCommandWords.split(quoted.joined(separator: " ")) == words)
    }
  }
}

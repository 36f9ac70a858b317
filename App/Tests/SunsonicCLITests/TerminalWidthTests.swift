import DependencyRegistryTesting
import Foundation
import TerminalText
import Testing

@testable import SunsonicCLI

/// Tables fit the terminal: widths in display columns (wide East Asian characters and emoji two,
/// combining marks none), fitted to `COLUMNS` or the terminal, cells cut with `…`; no drawing at
/// all on a `dumb` terminal.
@MainActor
struct TerminalWidthTests {
  /// Random cells of every width class, random terminal widths: every line fits, and a cell is
  /// shown whole or cut with `…` to a start of itself.
  @Test func generatedTablesFitEveryWidth() {
    var generator = SeededGenerator(seed: 300)
    let pieces = ["a", "Z", "7", "日", "語", "é", "e\u{301}", "👍", "❤️", "한", "Ａ", "-"]
    for _ in 0..<300 {
      let columns = Int.random(in: 1...6, using: &generator)
      let rows = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
        (0..<columns).map { _ in
          String(
            (0..<Int.random(in: 0...40, using: &generator)).map { _ in
              Character(pieces.randomElement(using: &generator) ?? "a")
            })
        }
      }
      let width = Int.random(in: 20...120, using: &generator)
      let table = TextTable.render(
        headers: (0..<columns).map { "H\($0)" }, rows: rows, rightAligned: [0], width: width)
      let lines = table.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count == rows.count + 1)
      let minimum = columns * TextTable.narrowestColumn + 2 * (columns - 1)
      for line in lines where width >= minimum {
        #expect(DisplayWidth.columns(of: line) <= width, "\(line) in \(width)")
      }
      for (row, line) in zip(rows, lines.dropFirst()) {
        let shown = line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        for cell in shown where !cell.isEmpty {
          let whole = row.contains { $0.trimmingCharacters(in: .whitespaces) == cell }
          let cut =
            cell.hasSuffix("…")
            && row.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(cell.dropLast()) }
          #expect(whole || cut, "\(cell) from \(row)")
        }
      }
    }
  }

  @Test func columnsComesFromTheEnvironmentElseTheTerminal() async {
    for (environment, terminal, expected) in [
      (["COLUMNS": "50"], Int?(120), Int?(50)), ([:], 120, 120), ([:], nil, nil),
      (["COLUMNS": "0"], 90, 90), (["COLUMNS": "wide"], nil, nil),
    ] {
      var console = ConsoleRecorder().console
      console.terminalColumns = terminal
      let invocation = Invocation(
        command: "sunsonic artists", arguments: ParsedArguments(), environment: environment,
        console: console)
      #expect(invocation.columns == expected, "\(environment) \(String(describing: terminal))")
    }
  }

  @Test func listingsFitColumns() async {
    for width in [30, 45, 60, 80] {
      for arguments in [
        ["artists"], ["album", "album-1"], ["random", "--size", "9"], ["playlists"],
        ["playlist", "playlist-1"], ["artist", "artist-1"], ["song", "song-1"], ["starred"],
      ] {
        let run = await runSunsonic(
          arguments, with: musicValues(), environment: ["COLUMNS": String(width)])
        #expect(run.code == .success, "\(arguments): \(run.err)")
        for line in run.out.split(separator: "\n") {
          #expect(DisplayWidth.columns(of: line) <= width, "\(arguments) at \(width): \(line)")
        }
      }
    }
  }

  @Test func aDumbTerminalGetsNoProgressBar() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = await runSunsonic(
      ["download", "song-1", "-o", folder.path], with: musicValues(),
      environment: ["TERM": "dumb"], errorIsTerminal: true)
    #expect(run.code == .success, "\(run.err)")
    #expect(!run.err.contains("\u{1B}"))
    #expect(!run.err.contains("\r"))
  }
}

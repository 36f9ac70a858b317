import Foundation
import TerminalScreen

/// Compares a buffer with its golden file, or (re)writes the file: the work of
/// ``expectSnapshot(_:named:filePath:sourceLocation:)`` apart from reporting, so it is tested
/// on files of its own.
enum SnapshotCheck {
  /// What a check found.
  enum Outcome: Equatable {
    /// The buffer is what the file says.
    case matched
    /// The file was written because recording was asked for.
    case recorded
    /// There was no file: it was written.
    case recordedMissing
    /// The buffer differs from the file: the line diff.
    case differs(String)
    /// The file could not be read or written: why.
    case failed(String)
  }

  /// Checks `buffer` against the file at `url`, or writes it there when `recording` or when
  /// there is no file.
  static func check(_ buffer: ScreenBuffer, against url: URL, recording: Bool) -> Outcome {
    let actual = SnapshotText.of(buffer)
    let fileManager = FileManager.default
    if !recording, fileManager.fileExists(atPath: url.path) {
      do {
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard
          let diff = SnapshotDiff.lines(
            expected: SnapshotText.lines(of: expected), actual: SnapshotText.lines(of: actual))
        else { return .matched }
        return .differs(diff)
      } catch {
        return .failed("cannot read \(url.path): \(error)")
      }
    }
    do {
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url, options: .atomic)
    } catch {
      return .failed("cannot write \(url.path): \(error)")
    }
    return recording ? .recorded : .recordedMissing
  }

  /// The golden file of the snapshot `name` taken in the test file at `filePath`:
  /// `__Snapshots__/<the file's name without .swift>/<name>.txt` beside it.
  static func url(named name: String, filePath: String) -> URL {
    let testFile = URL(fileURLWithPath: filePath)
    return testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(name).txt")
  }
}

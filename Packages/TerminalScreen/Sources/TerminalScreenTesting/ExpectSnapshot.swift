import Foundation
import TerminalScreen
import Testing

/// The environment variable that re-records golden files: `SUNSONIC_RECORD=1 swift test` in a
/// package's folder rewrites every snapshot its tests take.
public let snapshotRecordingVariable = "SUNSONIC_RECORD"

/// Expects `buffer` to look as its golden file says: a snapshot test, and the preview of a view.
///
/// The golden file is `__Snapshots__/<Suite>/<name>.txt` beside the test file, `<Suite>` being
/// the test file's name without `.swift`; it holds ``SnapshotText/of(_:)``: the rows as text
/// (trailing blanks trimmed, as ``ScreenBuffer/lines()`` does), then the styles as marks. A
/// difference records an issue with a line diff, each line named by its row, expected beside
/// actual. With `SUNSONIC_RECORD=1` in the environment the file is (re)written and an issue
/// says so, so a recording run never passes by mistake; a missing file is written the same way.
///
/// - Parameters:
///   - buffer: what the view drew.
///   - name: the snapshot's name, unique in its test file: letters, digits, `-`, `_`, `.`.
///   - filePath: the test file, which the golden files sit beside.
///   - sourceLocation: where an issue is reported.
public func expectSnapshot(
  _ buffer: ScreenBuffer,
  named name: String,
  filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  precondition(
    !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
      && !name.hasPrefix("."),
    "a snapshot name is letters, digits, '-', '_' and '.': \(name)")
  let url = SnapshotCheck.url(named: name, filePath: "\(filePath)")
  let recording = ProcessInfo.processInfo.environment[snapshotRecordingVariable] == "1"
  let shown = "__Snapshots__/\(url.deletingLastPathComponent().lastPathComponent)/\(name).txt"
  let message: String
  switch SnapshotCheck.check(buffer, against: url, recording: recording) {
  case .matched:
    return
  case .recorded:
    message =
      "Recorded the snapshot \(shown) (\(snapshotRecordingVariable)=1): check it, then run the"
      + " tests without \(snapshotRecordingVariable)"
  case .recordedMissing:
    message = "There was no snapshot \(shown): recorded it; check it, then run the tests again"
  case .differs(let diff):
    message =
      "The screen differs from the snapshot \(shown) (to accept it: \(snapshotRecordingVariable)=1"
      + " swift test in the package's folder):\n\(diff)"
  case .failed(let reason):
    message = "Snapshot \(shown): \(reason)"
  }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

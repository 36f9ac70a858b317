import TerminalScreen
import Testing

/// A screen size a view's snapshots are taken at.
public struct SnapshotSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// A classic terminal: 80x24.
  public static let classic = SnapshotSize(width: 80, height: 24)
  /// A wide terminal: 120x40.
  public static let wide = SnapshotSize(width: 120, height: 40)
  /// The sizes every view is previewed at: ``classic`` and ``wide``.
  public static let standard = [classic, wide]

  /// `80x24`: how snapshot names end.
  public var description: String { "\(width)x\(height)" }
}

/// Expects a view to look as its golden files say at each of `sizes`: `draw` draws it into a
/// fresh buffer of that size (the area is the whole buffer), and the buffer is checked as
/// ``expectSnapshot(_:named:filePath:sourceLocation:)`` checks it, named `<name>-80x24`,
/// `<name>-120x40`.
public func expectSnapshots(
  named name: String,
  sizes: [SnapshotSize] = SnapshotSize.standard,
  filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation,
  draw: (inout ScreenBuffer, Rect) -> Void
) {
  for size in sizes {
    var buffer = ScreenBuffer(width: size.width, height: size.height)
    draw(&buffer, buffer.area)
    expectSnapshot(
      buffer, named: "\(name)-\(size)", filePath: filePath, sourceLocation: sourceLocation)
  }
}

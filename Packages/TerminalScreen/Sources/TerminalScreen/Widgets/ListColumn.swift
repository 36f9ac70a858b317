/// A column of a ``ScrollingList``: how wide it is and which side its text keeps to.
public struct ListColumn: Hashable, Sendable {
  /// How a column's width is decided.
  public enum Width: Hashable, Sendable {
    /// Exactly this many columns (fewer only when the area is too narrow for them).
    case fixed(Int)
    /// A share of what the fixed columns and the gaps leave, by weight.
    case flexible(weight: Int)
  }

  /// How the column's width is decided.
  public var width: Width
  /// Which side the column's text keeps to.
  public var alignment: TextAlignment

  /// A column.
  public init(_ width: Width, alignment: TextAlignment = .left) {
    self.width = width
    self.alignment = alignment
  }

  /// A column exactly `columns` wide.
  public static func fixed(_ columns: Int, alignment: TextAlignment = .left) -> ListColumn {
    ListColumn(.fixed(columns), alignment: alignment)
  }

  /// A column that takes a share of the room left, `weight` parts of it.
  public static func flexible(weight: Int = 1, alignment: TextAlignment = .left) -> ListColumn {
    ListColumn(.flexible(weight: weight), alignment: alignment)
  }

  /// Where each of `columns` goes in a row `width` columns wide, with `gap` blank columns
  /// between two: their column ranges from 0, in order.
  ///
  /// Fixed columns get their width; the flexible ones share the rest by weight (what rounding
  /// leaves goes to the first ones). When the row is too narrow, flexible columns get nothing
  /// and the columns past the right edge are cut or empty.
  public static func layout(_ columns: [ListColumn], width: Int, gap: Int) -> [Range<Int>] {
    let gaps = max(0, columns.count - 1) * gap
    var fixedTotal = 0
    var weightTotal = 0
    for column in columns {
      switch column.width {
      case .fixed(let columns): fixedTotal += max(0, columns)
      case .flexible(let weight): weightTotal += max(0, weight)
      }
    }
    let room = max(0, width - fixedTotal - gaps)
    var leftOver = weightTotal == 0 ? 0 : room
    var shares: [Int] = columns.map { column in
      guard case .flexible(let weight) = column.width, weightTotal > 0 else { return 0 }
      let share = room * max(0, weight) / weightTotal
      leftOver -= share
      return share
    }
    for index in shares.indices where leftOver > 0 {
      guard case .flexible(let weight) = columns[index].width, weight > 0 else { continue }
      shares[index] += 1
      leftOver -= 1
    }
    var start = 0
    var ranges: [Range<Int>] = []
    for (column, share) in zip(columns, shares) {
      let wanted: Int
      if case .fixed(let columns) = column.width {
        wanted = max(0, columns)
      } else {
        wanted = share
      }
      let lower = min(start, width)
      ranges.append(lower..<min(start + wanted, width))
      start += wanted + gap
    }
    return ranges
  }
}

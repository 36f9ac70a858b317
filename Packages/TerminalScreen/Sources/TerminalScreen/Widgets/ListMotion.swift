/// How the keys every list takes move its selection: Up/`k` and Down/`j` a row, Page Up and
/// Page Down a page, Home/`g` and End/`G` to either end. One table, so every list of the UI moves
/// by the same keys.
public enum ListMotion: Hashable, Sendable {
  /// Rows up (negative) or down.
  case rows(Int)
  /// Pages up (negative) or down.
  case pages(Int)
  /// The first row.
  case first
  /// The last row.
  case last

  /// The motion `key` asks for; `nil` for a key that moves no list.
  public init?(_ key: Key) {
    switch key {
    case .up, .character("k"): self = .rows(-1)
    case .down, .character("j"): self = .rows(1)
    case .pageUp: self = .pages(-1)
    case .pageDown: self = .pages(1)
    case .home, .character("g"): self = .first
    case .end, .character("G"): self = .last
    default: return nil
    }
  }

  /// Which way the motion goes: -1 up, 1 down (to the first row counts as down, from its header;
  /// to the last as up, onto a row).
  public var direction: Int {
    switch self {
    case .rows(let rows): rows < 0 ? -1 : 1
    case .pages(let pages): pages < 0 ? -1 : 1
    case .first: 1
    case .last: -1
    }
  }
}

extension ListSelection {
  /// Moves the selection as `motion` says, in a list of `count` rows shown `height` at a time.
  public mutating func apply(_ motion: ListMotion, count: Int, height: Int) {
    switch motion {
    case .rows(let rows): move(by: rows, count: count, height: height)
    case .pages(let pages): page(by: pages, count: count, height: height)
    case .first: moveToFirst(count: count, height: height)
    case .last: moveToLast(count: count, height: height)
    }
  }
}

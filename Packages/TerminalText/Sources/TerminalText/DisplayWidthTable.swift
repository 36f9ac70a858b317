/// The columns one scalar takes when it starts a character of its own: the ranges of scalars
/// that take none or two (``starts``, ``ends``, ``widths``, generated in
/// `DisplayWidthTable+Ranges.swift`); every other scalar takes one.
enum DisplayWidthTable {
  /// The columns of the scalar `value`: the first 768 by a test, the rest from the ranges by a
  /// binary search (about nine steps over the 450-odd ranges).
  static func columns(of value: UInt32) -> Int {
    switch value {
    case 0x20..<0x7F: return 1
    case 0..<0x20, 0x7F..<0xA0, 0xAD: return 0  // controls, the soft hyphen
    case 0xA0..<0x300: return 1
    default: break
    }
    var low = 0
    var high = starts.count
    while low < high {  // the first range that starts after `value`
      let middle = low + (high - low) / 2
      if starts[middle] <= value { low = middle + 1 } else { high = middle }
    }
    guard low > 0, value <= ends[low - 1] else { return 1 }
    return Int(widths[low - 1])
  }
}

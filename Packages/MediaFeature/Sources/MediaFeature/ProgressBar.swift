import MusicPresentation
import SubsonicClient

/// A transfer's progress as one line of text, for a terminal that redraws it in place.
///
/// ```
/// [#########-----------]  45%  1.2 MB / 2.6 MB
/// 1.2 MB
/// ```
public enum ProgressBar {
  /// The bar for `received` of `expected` bytes.
  ///
  /// - Known total (`expected` > 0): `[`, `width` cells (`#` done, `-` to go, both rounded down),
  ///   `]`, the percentage rounded down and right-aligned in four characters (` 45%`, `100%`),
  ///   two spaces, and `received / expected` as ``ByteCountText``. More received than expected
  ///   shows a full bar and 100%.
  /// - Unknown total (`nil`, or not positive, as a transcoded stream reports it): the bytes
  ///   received only, `1.2 MB`: no bar, no percentage.
  ///
  /// - Parameters:
  ///   - received: bytes received so far; a negative count reads as 0.
  ///   - expected: the total, when known.
  ///   - width: the number of cells inside the brackets; a negative width reads as 0.
  public static func render(received: Int64, expected: Int64?, width: Int) -> String {
    let received = max(0, received)
    guard let expected, expected > 0 else { return ByteCountText.text(received) }
    let done = min(received, expected)
    let percent = Int(share(done, of: expected, scaledTo: 100))
    let cells = max(0, width)
    let filled = Int(share(done, of: expected, scaledTo: Int64(cells)))
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: cells - filled)
    let percentText = String(repeating: " ", count: max(0, 3 - String(percent).count))
    let bytes = "\(ByteCountText.text(received)) / \(ByteCountText.text(expected))"
    return "[\(bar)] \(percentText)\(percent)%  \(bytes)"
  }

  /// ``render(received:expected:width:)`` of a client's progress report.
  public static func render(_ progress: TransferProgress, width: Int) -> String {
    render(received: progress.receivedBytes, expected: progress.expectedBytes, width: width)
  }

  /// `part * scale / whole`, rounded down, exactly (no floating point, no overflow), for
  /// `0 <= part <= whole`, `whole > 0` and `scale >= 0`.
  private static func share(_ part: Int64, of whole: Int64, scaledTo scale: Int64) -> Int64 {
    let product = part.multipliedFullWidth(by: scale)
    return whole.dividingFullWidth(product).quotient
  }
}

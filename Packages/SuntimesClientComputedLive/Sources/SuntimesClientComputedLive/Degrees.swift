import Foundation

/// Trigonometry in degrees, the unit of every published solar formula.
enum Degrees {
  static func sin(_ degrees: Double) -> Double { Foundation.sin(degrees * .pi / 180) }
  static func cos(_ degrees: Double) -> Double { Foundation.cos(degrees * .pi / 180) }
  static func asin(_ value: Double) -> Double { Foundation.asin(value) * 180 / .pi }
  static func acos(_ value: Double) -> Double { Foundation.acos(value) * 180 / .pi }
  static func atan2(_ y: Double, _ x: Double) -> Double { Foundation.atan2(y, x) * 180 / .pi }

  /// `degrees` as an angle in -180..<180.
  static func wrapped180(_ degrees: Double) -> Double {
    let turn = (degrees + 180).truncatingRemainder(dividingBy: 360)
    return (turn < 0 ? turn + 360 : turn) - 180
  }
}

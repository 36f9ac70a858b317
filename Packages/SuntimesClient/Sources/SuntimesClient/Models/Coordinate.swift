/// A place on Earth in decimal degrees, valid by construction.
public struct Coordinate: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Degrees north of the equator, -90...90.
  public let latitude: Double
  /// Degrees east of Greenwich, -180...180.
  public let longitude: Double

  /// Creates a coordinate, or throws ``CoordinateError`` naming the value that is out of range
  /// or not a finite number.
  public init(latitude: Double, longitude: Double) throws(CoordinateError) {
    guard latitude.isFinite, (-90...90).contains(latitude) else {
      throw .latitudeOutOfRange(latitude)
    }
    guard longitude.isFinite, (-180...180).contains(longitude) else {
      throw .longitudeOutOfRange(longitude)
    }
    self.latitude = latitude
    self.longitude = longitude
  }

  /// `latitude,longitude` as given.
  public var description: String { "\(latitude),\(longitude)" }

  /// Decodes and validates a coordinate.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      latitude: container.decode(Double.self, forKey: .latitude),
      longitude: container.decode(Double.self, forKey: .longitude)
    )
  }
}

/// Why a ``Coordinate`` could not be made.
public enum CoordinateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The latitude is not a finite number in -90...90.
  case latitudeOutOfRange(Double)
  /// The longitude is not a finite number in -180...180.
  case longitudeOutOfRange(Double)

  /// A one-line message naming the value.
  public var description: String {
    switch self {
    case .latitudeOutOfRange(let value):
      return "latitude \(value) is not a number from -90 to 90"
    case .longitudeOutOfRange(let value):
      return "longitude \(value) is not a number from -180 to 180"
    }
  }
}

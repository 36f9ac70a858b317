import SuntimesClient
import Testing

struct CoordinateTests {
  @Test func acceptsTheCornersOfTheMap() throws {
    let corner = try Coordinate(latitude: -90, longitude: 180)
    #expect(corner.latitude == -90)
    #expect(corner.longitude == 180)
  }

  @Test(arguments: [90.0001, -91, .infinity, .nan])
  func rejectsALatitudeOutsideTheRange(latitude: Double) {
    #expect {
      try Coordinate(latitude: latitude, longitude: 0)
    } throws: { error in
      guard case .latitudeOutOfRange = error as? CoordinateError else { return false }
      return "\(error)".hasPrefix("latitude ")
    }
  }

  @Test func rejectsALongitudeOutsideTheRangeAndSaysWhichValue() {
    #expect(throws: CoordinateError.longitudeOutOfRange(200)) {
      try Coordinate(latitude: 10, longitude: 200)
    }
    #expect(
      CoordinateError.longitudeOutOfRange(200).description
        == "longitude 200.0 is not a number from -180 to 180"
    )
  }
}

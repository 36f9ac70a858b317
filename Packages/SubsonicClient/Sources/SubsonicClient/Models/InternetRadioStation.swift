/// Identifies an ``InternetRadioStation``.
public typealias InternetRadioStationID = Identifier<InternetRadioStation>

/// An internet radio station the server lists (`getInternetRadioStations`): a stream on another
/// host, which the server only names. Its URLs are as the server sent them, unchecked.
public struct InternetRadioStation: Sendable, Hashable {
  /// The station's id.
  public var id: InternetRadioStationID
  /// Its name; `nil` when the server sent none.
  public var name: String?
  /// Where its audio streams from, as the server sent it (not necessarily http or https).
  public var streamURL: String
  /// Its home page; `nil` when it has none.
  public var homePageURL: String?

  /// Creates a station.
  public init(
    id: InternetRadioStationID, name: String? = nil, streamURL: String, homePageURL: String? = nil
  ) {
    self.id = id
    self.name = name
    self.streamURL = streamURL
    self.homePageURL = homePageURL
  }
}

/// What `createInternetRadioStation` and `updateInternetRadioStation` send: the API takes the
/// name and the stream URL every time, the home page when there is one.
public struct InternetRadioStationFields: Sendable, Hashable {
  /// The station's name.
  public var name: String
  /// Where its audio streams from.
  public var streamURL: String
  /// Its home page, if any.
  public var homePageURL: String?

  /// Creates the fields of a station.
  public init(name: String, streamURL: String, homePageURL: String? = nil) {
    self.name = name
    self.streamURL = streamURL
    self.homePageURL = homePageURL
  }
}

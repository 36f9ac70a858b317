import Foundation

/// An internet radio station's stream: the audio a station sends from its own address, which
/// the Subsonic server only names (`getInternetRadioStations`).
///
/// A struct of `@Sendable` closures (the Client Pattern): the `live` value comes from
/// `StationStreamClientLive` (a plain GET to the station's host, nothing else in it: no
/// credentials of the Subsonic server ever go there), ``StationStreamClientKey/testValue`` fails
/// any test that calls it, and ``preview`` hands over a few chunks of silence-like bytes with no
/// network. Every endpoint throws ``StationStreamError`` only.
public struct StationStreamClient: Sendable {
  /// Receives the audio the station streams at `url` (`http` or `https`, with a host; anything
  /// else throws ``StationStreamError/invalidURL(_:)`` before sending), handing its bytes to
  /// `receive` in order as they arrive (on the transport's thread; `receive` may block, which
  /// slows the transfer), until the station ends the stream: how many bytes came. A `receive`
  /// that throws ends it with ``StationStreamError/cancelled``. An answer that is not audio
  /// (an error status, a web page, a playlist file) is refused and none of it reaches
  /// `receive`.
  public var listen:
    @Sendable (_ url: URL, _ receive: @escaping @Sendable (Data) throws -> Void) async throws ->
      Int64

  /// Creates a client from its endpoints.
  public init(
    listen:
      @escaping @Sendable (URL, @escaping @Sendable (Data) throws -> Void) async throws ->
      Int64
  ) {
    self.listen = listen
  }
}

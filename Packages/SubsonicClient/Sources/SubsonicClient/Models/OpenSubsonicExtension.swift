/// An OpenSubsonic extension the server supports (`getOpenSubsonicExtensions`), e.g.
/// `songLyrics` version 1.
public struct OpenSubsonicExtension: Sendable, Hashable {
  /// The extension's name.
  public var name: String
  /// The versions of it the server implements.
  public var versions: [Int]

  /// Creates an extension entry.
  public init(name: String, versions: [Int]) {
    self.name = name
    self.versions = versions
  }
}

import MusicPresentation
import SubsonicClient

extension PlayStore {
  /// The line `play` leaves on a terminal once playing ended: how many songs of the queue were
  /// played and for how long in all (`Played 4 of 4 songs of “Dawn Chorus” (14:10)`), and, when
  /// it did not go on to the end, where it stopped (`…; stopped at 1:23 in 2/4 Birdsong — Aurora
  /// Vale (3:44)`). The album is named when the whole queue is on it; line breaks and other
  /// control characters in names are spaces. `nil` when nothing played, and when playing failed
  /// (the player, the server), which the failure says, but for songs skipped on the way.
  public var summaryLine: String? {
    guard let stoppedAt, !queue.isEmpty else { return nil }
    if case .failed(let failure) = state {
      guard case .songsSkipped = failure else { return nil }
    }
    var line = "Played \(playedIndices.count) of \(queue.count) song\(queue.count == 1 ? "" : "s")"
    if let album = queueAlbum { line += " of “\(oneLine(album))”" }
    line += " (\(DurationText.text(seconds: Int(playedInAll.components.seconds))))"
    if !playedToTheEnd {
      let position = DurationText.text(seconds: Int(stoppedAt.position.components.seconds))
      line += "; stopped at \(position) in \(stoppedAt.songLine)"
    }
    return line
  }

  /// The album every song of the queue is on, when there is one and it has a name.
  private var queueAlbum: String? {
    guard let album = queue.first?.album, !NameText.isMissing(album),
      queue.allSatisfy({ $0.album == album })
    else { return nil }
    return album
  }
}

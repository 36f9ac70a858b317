import MusicPresentation
import PlayFeature

/// What `play` says on standard error of the seek, volume and mute keys that did not work:
/// once in all that the player has no control channel (a pipe player, as ffplay), when a key
/// first finds it out; any other failure once as it comes.
@MainActor struct PlayControlNotices {
  /// The line said of a player without a control channel.
  static let lacksControls =
    "sunsonic: this player plays without gapless or seeking (no control channel);"
    + " seek, volume and mute need mpv"

  private var saidLacksControls = false
  private var lastMessage: String?

  /// The line to say now for `store`, ending with a line feed, if any.
  mutating func line(for store: PlayStore) -> String? {
    defer { lastMessage = store.controlMessage }
    guard let message = store.controlMessage, message != lastMessage else { return nil }
    if store.playerLacksControls {
      guard !saidLacksControls else { return nil }
      saidLacksControls = true
      return Self.lacksControls + "\n"
    }
    return "sunsonic: " + oneLine(message.prefix(1).lowercased() + message.dropFirst()) + "\n"
  }
}

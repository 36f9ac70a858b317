import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension MPVSession {
  /// The reading thread: every line mpv sends, read as hostile, until the socket ends (mpv
  /// went away, or the session shut it); a line over ``MPVLineSplitter/maximumLineBytes`` ends
  /// the session (mpv is ended, and reaped).
  func readMessages() {
    var splitter = MPVLineSplitter()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 8)
    defer { buffer.deallocate() }
    while true {
      let count = connection.read(into: buffer)
      guard count > 0 else { break }
      guard let lines = splitter.lines(adding: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
      else {
        Task { [self] in await awaitEnd(patience: .zero) }
        break
      }
      for line in lines { handle(MPVMessage(line: line)) }
    }
    connection.shutDown()
  }

  /// Acts on one message: an answer goes to its request, the rest to the songs.
  func handle(_ message: MPVMessage) {
    switch message {
    case .reply(let reply):
      answer(reply)
    case .propertyChange(let name, let value):
      if name == "time-pos", let value { positionChanged(seconds: value) }
    case .event(let name, let entryID, let reason, let fileError):
      switch name {
      case "start-file":
        outputDrained()
        state.withLock { $0.currentEntryID = entryID }
      case "idle": outputDrained()
      case "file-loaded": fileLoaded()
      case "end-file":
        if let entryID { fileEnded(entryID: entryID, reason: reason, fileError: fileError) }
      default: break
      }
    case .ignored:
      break
    }
  }
}

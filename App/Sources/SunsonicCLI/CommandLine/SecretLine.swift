import Foundation

/// Reads one secret line (a new password) from standard input: on a terminal after a prompt on
/// standard error, with echo off and the terminal put back as it was, also when a signal ends
/// the wait; elsewhere the first line of what is piped in, without waiting for the rest.
enum SecretLine {
  /// The longest line read, in bytes; a longer one is cut here (and refused by its reader).
  static let maximumBytes = 4_096

  /// The line without its line ending; `nil` when a signal came first or nothing could be read.
  static func read(prompt: String) -> String? {
    guard isatty(0) == 1 else { return line(from: 0) }
    FileHandle.standardError.write(Data(prompt.utf8))
    var saved = termios()
    let canSilence = tcgetattr(0, &saved) == 0
    if canSilence {
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      silent.c_lflag |= tcflag_t(ECHONL)
      _ = tcsetattr(0, TCSAFLUSH, &silent)
    }
    defer {
      if canSilence { _ = tcsetattr(0, TCSAFLUSH, &saved) }
    }
    return line(from: 0)
  }

  /// The bytes of `descriptor` up to its first line feed (or its end), read a chunk at a time
  /// as they come, waiting in steps of 100 ms so that a signal recorded meanwhile
  /// (``ReceivedSignal``) ends the wait; `nil` on a signal or a read error.
  static func line(from descriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1)
    while bytes.count <= maximumBytes {
      if ReceivedSignal.number != 0 { return nil }
      var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&waiting, 1, 100)
      if ready < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if ready == 0 { continue }
      let count = Foundation.read(descriptor, &chunk, 1)
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 || chunk[0] == UInt8(ascii: "\n") { break }
      bytes.append(chunk[0])
    }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}

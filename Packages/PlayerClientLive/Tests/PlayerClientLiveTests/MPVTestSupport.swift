import Foundation
import PlayerClient
import Testing

/// Where Debian's mpv is, or `nil`: the tests that drive a real mpv are skipped without it.
let mpvPath: String? = ["/usr/bin/mpv", "/usr/local/bin/mpv"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// The message of the tests skipped without mpv.
let mpvMissing: Comment = "mpv is not installed (apt-get install mpv): the session is not tested"

/// A 16-bit stereo PCM WAV file of `frames` (one value per frame, both channels) at `rate`.
func wav(_ frames: [Int16], rate: Int = 44_100) -> Data {
  var data = Data()
  func add<T: FixedWidthInteger>(_ value: T) {
    withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
  }
  let bytes = UInt32(frames.count * 4)
  data.append(contentsOf: Array("RIFF".utf8))
  add(UInt32(36) + bytes)
  data.append(contentsOf: Array("WAVEfmt ".utf8))
  add(UInt32(16))
  add(UInt16(1))
  add(UInt16(2))
  add(UInt32(rate))
  add(UInt32(rate * 4))
  add(UInt16(4))
  add(UInt16(16))
  data.append(contentsOf: Array("data".utf8))
  add(bytes)
  for frame in frames {
    add(frame)
    add(frame)
  }
  return data
}

/// `seconds` of a 440 Hz tone, as frames.
func tone(seconds: Double, rate: Int = 44_100, from start: Int = 0) -> [Int16] {
  (0..<Int(seconds * Double(rate))).map { index in
    Int16(12_000 * sin(2 * Double.pi * 440 * Double(start + index) / Double(rate)))
  }
}

/// Every event of a playback until it ended, or what came within `limit`.
func collect(_ events: AsyncStream<PlaybackEvent>, within limit: Duration) async -> [PlaybackEvent]
{
  await withTaskGroup(of: [PlaybackEvent]?.self) { group in
    group.addTask { await collect(events) }
    group.addTask {
      try? await Task.sleep(for: limit)
      return nil
    }
    let first = await group.next() ?? nil
    group.cancelAll()
    return first ?? []
  }
}

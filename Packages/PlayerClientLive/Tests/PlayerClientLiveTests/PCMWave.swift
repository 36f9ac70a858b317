import Foundation

/// The samples of a WAV file as mpv's `--ao=pcm` writes it (WAVE_FORMAT_EXTENSIBLE, which
/// Python's `wave` refuses), read from its RIFF chunks: 16-bit integer or 32-bit float PCM.
struct PCMWave {
  /// The channels.
  var channels = 0
  /// Frames per second.
  var rate = 0
  /// The first channel's samples, scaled to 16 bits.
  var samples: [Double] = []

  /// Reads `data`, or `nil` when it is no RIFF WAVE of a format this reads.
  init?(_ data: Data) {
    let bytes = [UInt8](data)
    func integer(_ offset: Int, _ count: Int) -> Int? {
      guard offset >= 0, offset + count <= bytes.count else { return nil }
      return (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8),
      bytes[8..<12].elementsEqual("WAVE".utf8)
    else { return nil }
    var offset = 12
    var bits = 0
    var isFloat = false
    while offset + 8 <= bytes.count, let size = integer(offset + 4, 4) {
      let name = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let body = offset + 8
      if name == "fmt ", let tag = integer(body, 2), let channels = integer(body + 2, 2),
        let rate = integer(body + 4, 4), let sampleBits = integer(body + 14, 2)
      {
        // 0xFFFE: WAVE_FORMAT_EXTENSIBLE, whose sub-format GUID starts with the real tag.
        let format = tag == 0xFFFE ? integer(body + 24, 2) : tag
        isFloat = format == 3
        guard format == 1 || format == 3 else { return nil }
        (self.channels, self.rate, bits) = (channels, rate, sampleBits)
      } else if name == "data" {
        guard channels > 0, bits == 16 || (bits == 32 && isFloat) else { return nil }
        // mpv may leave the size at 0 or too large when it did not finish: what is there.
        let end = size == 0 ? bytes.count : min(bytes.count, body + size)
        let frameBytes = channels * bits / 8
        var frame = body
        while frame + frameBytes <= end {
          if isFloat, let raw = integer(frame, 4) {
            samples.append(Double(Float(bitPattern: UInt32(raw))) * 32_768)
          } else if let raw = integer(frame, 2) {
            samples.append(Double(Int16(truncatingIfNeeded: raw)))
          }
          frame += frameBytes
        }
        return
      }
      offset = body + size + size % 2
    }
    return nil
  }
}

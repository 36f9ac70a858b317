import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import Testing

/// Following synced lyrics by the position: the current and next line at many positions of
/// many generated line sets (unsorted and equal times, lines without a time, hostile offsets),
/// checked against a plain reference; and the cases spelled out.
struct SyncedLyricsTimelineTests {
  /// The Hysteria example of the OpenSubsonic specification, its offset -100 (shown later).
  let hysteria = StructuredLyrics(
    displayArtist: "Muse", displayTitle: "Hysteria", language: "eng", isSynced: true,
    offsetMilliseconds: -100,
    lines: [
      LyricLine(startMilliseconds: 0, text: "It's bugging me"),
      LyricLine(startMilliseconds: 2000, text: "Grating me"),
      LyricLine(startMilliseconds: 3001, text: "And twisting me around..."),
    ])

  @Test func theCurrentLineFollowsThePositionShownOffsetLater() throws {
    let timeline = try #require(SyncedLyricsTimeline(.structured(hysteria)))
    expectEqual(timeline.lines.map(\.milliseconds), [100, 2100, 3101])
    let places = [-1, 0, 99, 100, 2099, 2100, 3100, 3101, .max].map {
      timeline.place(atMilliseconds: $0)
    }
    expectEqual(places.map(\.current), [nil, nil, nil, 0, 0, 1, 1, 2, 2])
    expectEqual(places.map(\.next), [0, 0, 0, 1, 1, 2, 2, nil, nil])
    expectEqual(timeline.currentLine(atMilliseconds: 2500)?.text, "Grating me")
    expectEqual(timeline.currentLine(atMilliseconds: 50), nil)
  }

  @Test func unsortedEqualAndMissingTimesAndNoLines() throws {
    let timeline = SyncedLyricsTimeline(
      lines: [
        LyricLine(startMilliseconds: 5000, text: "c"), LyricLine(text: "no time"),
        LyricLine(startMilliseconds: 1000, text: "a"),
        LyricLine(startMilliseconds: 5000, text: "d"),
        LyricLine(startMilliseconds: -3000, text: "before the song"),
      ], offsetMilliseconds: 500)
    expectEqual(timeline.lines.map(\.text), ["before the song", "a", "c", "d"])
    expectEqual(timeline.lines.map(\.milliseconds), [-3500, 500, 4500, 4500])
    expectEqual(timeline.place(atMilliseconds: 0).current, 0)
    // Of lines shown at the same moment the last is current; the next one shows later.
    expectEqual(timeline.place(atMilliseconds: 4500), .init(current: 3, next: nil))
    expectEqual(timeline.place(atMilliseconds: 4499), .init(current: 1, next: 2))

    let none = SyncedLyricsTimeline(lines: [])
    expectEqual(none.place(atMilliseconds: 0), .init(current: nil, next: nil))
    expectEqual(SyncedLyricsTimeline(.structured(StructuredLyrics(isSynced: true, lines: []))), nil)
    let untimed = StructuredLyrics(isSynced: true, lines: [LyricLine(text: "x")])
    expectEqual(SyncedLyricsTimeline(.structured(untimed)), nil)
    var plain = hysteria
    plain.isSynced = false
    expectEqual(SyncedLyricsTimeline(.structured(plain)), nil)
    expectEqual(SyncedLyricsTimeline(.plain(Lyrics(artist: nil, title: nil, text: "x"))), nil)
  }

  @Test func hugeOffsetsAndTimesStayAtTheEndsWithoutOverflow() {
    let extremes = [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max]
    for offset in extremes {
      let timeline = SyncedLyricsTimeline(
        lines: extremes.map { LyricLine(startMilliseconds: $0, text: "\($0)") },
        offsetMilliseconds: offset)
      let expected = extremes.map { Self.shown($0, offset) }.sorted()
      expectEqual(timeline.lines.map(\.milliseconds), expected)
      for position in extremes {
        expectEqual(timeline.place(atMilliseconds: position), Self.reference(timeline, position))
      }
    }
  }

  @Test func generatedLineSetsAgreeWithAPlainReference() {
    var random = SeededGenerator(seed: 29)
    for _ in 0..<400 {
      let count = Int.random(in: 0...12, using: &random)
      let lines = (0..<count).map { index in
        LyricLine(startMilliseconds: Self.serverTime(using: &random), text: "line \(index)")
      }
      let offset = Self.serverTime(using: &random) ?? 0
      let timeline = SyncedLyricsTimeline(lines: lines, offsetMilliseconds: offset)
      // Sorted by shown time, lines of equal times in the server's order, untimed ones left out.
      let expected = lines.enumerated().compactMap { index, line in
        line.startMilliseconds.map { (Self.shown($0, offset), index) }
      }.sorted { $0 < $1 }
      expectEqual(timeline.lines.map(\.milliseconds), expected.map(\.0))
      expectEqual(timeline.lines.map(\.text), expected.map { "line \($0.1)" })
      let positions =
        timeline.lines.flatMap { [$0.milliseconds &- 1, $0.milliseconds, $0.milliseconds &+ 1] }
        + (0..<8).map { _ in Self.serverTime(using: &random) ?? 0 }
      for position in positions {
        let place = timeline.place(atMilliseconds: position)
        expectEqual(place, Self.reference(timeline, position))
      }
    }
  }

  /// A time a server could send: small, a song's, negative, or at the ends of `Int`; sometimes
  /// none.
  private static func serverTime(using random: inout SeededGenerator) -> Int? {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: nil
    case 1: [Int.min, Int.max, Int.min + 1, Int.max - 1].randomElement(using: &random)
    case 2: Int.random(in: -100_000...0, using: &random)
    case 3: Int.random(in: 0...5, using: &random) * 1000  // equal times
    default: Int.random(in: 0...400_000, using: &random)
    }
  }

  /// `start - offset` in wide arithmetic, held to `Int`.
  private static func shown(_ start: Int, _ offset: Int) -> Int {
    let wide = Int128(start) - Int128(offset)
    return Int(max(Int128(Int.min), min(Int128(Int.max), wide)))
  }

  /// The place found by reading every line: the last shown by `position`, and the one after.
  private static func reference(_ timeline: SyncedLyricsTimeline, _ position: Int)
    -> SyncedLyricsTimeline.Place
  {
    let current = timeline.lines.indices.last { timeline.lines[$0].milliseconds <= position }
    let next = timeline.lines.indices.first { timeline.lines[$0].milliseconds > position }
    return .init(current: current, next: next)
  }
}

import TerminalScreen
import Testing

@testable import TerminalSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A feature's preview root: the title row above the feature's view, "too small" below 40x10,
/// the feature's keys before `q` and Ctrl-L; and its runner, which needs a terminal.
@Suite @MainActor struct FeaturePreviewTests {
  /// A preview whose view writes "view" at its area's corner and records the areas and keys.
  @MainActor final class Recorder {
    var areas: [Rect] = []
    var keys: [Key] = []
    var pastes: [String] = []
    var ownsQ = false

    func preview() -> FeaturePreview {
      FeaturePreview(title: "ExampleFeature preview") { buffer, area in
        self.areas.append(area)
        buffer.put("view", x: area.x, y: area.y)
      } keys: { key, _ in
        self.keys.append(key)
        return key == .character("j") || (self.ownsQ && key == .character("q"))
      } paste: { text in
        self.pastes.append(text)
      }
    }
  }

  @Test func drawsTheTitleRowAndTheViewBelowIt() {
    let recorder = Recorder()
    var buffer = ScreenBuffer(width: 80, height: 24)
    recorder.preview().draw(into: &buffer)
    let lines = buffer.lines()
    #expect(lines[0].hasPrefix(" ExampleFeature preview · q quits · Ctrl-L redraws"))
    #expect(buffer[0, 0].style == FeaturePreview.titleStyle)
    #expect(buffer[79, 0].style == FeaturePreview.titleStyle)
    #expect(lines[1].hasPrefix("view"))
    #expect(recorder.areas == [Rect(x: 0, y: 1, width: 80, height: 23)])
  }

  @Test func saysTheTerminalIsTooSmallBelowFortyByTen() {
    for (width, height) in [(39, 10), (40, 9)] {
      let recorder = Recorder()
      var buffer = ScreenBuffer(width: width, height: height)
      recorder.preview().draw(into: &buffer)
      let shown = buffer.lines().joined(separator: "\n")
      #expect(shown.contains("too small: \(width)x\(height)"))
      #expect(!shown.contains("view"))
      #expect(recorder.areas.isEmpty)
    }
  }

  @Test func givesKeysToTheFeatureFirstThenQuitsOnQAndRedrawsOnControlL() {
    let recorder = Recorder()
    let preview = recorder.preview()
    #expect(preview.handle(.key(.character("j"), modifiers: [])) == .keepRunning)
    #expect(preview.handle(.key(.character("x"), modifiers: [])) == .keepRunning)
    #expect(preview.handle(.key(.character("q"), modifiers: .alt)) == .keepRunning)
    #expect(preview.handle(.key(.character("l"), modifiers: .control)) == .redraw)
    #expect(preview.handle(.key(.character("q"), modifiers: [])) == .quit)
    recorder.ownsQ = true
    #expect(preview.handle(.key(.character("q"), modifiers: [])) == .keepRunning)
    #expect(recorder.keys.count == 6)
    #expect(preview.handle(.paste("first light")) == .keepRunning)
    #expect(recorder.pastes == ["first light"])
  }

  @Test func refusesWithoutATerminalInOneLineAndSixtyFour() async throws {
    var input: [Int32] = [0, 0]
    var errors: [Int32] = [0, 0]
    try #require(pipe(&input) == 0 && pipe(&errors) == 0)
    defer { for descriptor in input + errors { close(descriptor) } }
    var made = false
    let configuration = FullScreenConfiguration(
      input: input[0], output: input[1], environment: ["TERM": "xterm"], sleeper: .immediate)
    let status = await FeaturePreview.run(configuration: configuration, errorOutput: errors[1]) {
      made = true
      return Recorder().preview()
    }
    close(errors[1])
    errors[1] = -1
    var bytes = [UInt8](repeating: 0, count: 512)
    let count = read(errors[0], &bytes, bytes.count)
    let line = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
    #expect(status == 64)
    let expected =
      "a preview runs full-screen: standard input is not a terminal; run it in a terminal"
    #expect(line == expected + "\n")
    #expect(!made)
  }
}

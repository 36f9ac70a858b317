import Foundation
import Testing

@testable import PlayerClientLive

/// mpv's lines read as hostile: what is not of the expected shape is ignored, never a crash.
struct MPVMessageTests {
  private func message(_ text: String) -> MPVMessage { MPVMessage(line: Array(text.utf8)) }

  @Test func repliesEventsAndPropertiesAsMPVSendsThem() {
    #expect(
      message(#"{"data":{"playlist_entry_id":1},"request_id":2,"error":"success"}"#)
        == .reply(MPVReply(id: 2, error: "success", playlistEntryID: 1)))
    #expect(
      message(#"{"event":"end-file","reason":"eof","playlist_entry_id":1}"#)
        == .event(name: "end-file", playlistEntryID: 1, reason: "eof"))
    #expect(
      message(
        #"{"event":"end-file","reason":"error","playlist_entry_id":1,"file_error":"audio output initialization failed"}"#
      )
        == .event(
          name: "end-file", playlistEntryID: 1, reason: "error",
          fileError: "audio output initialization failed"))
    #expect(
      message(#"{"event":"property-change","id":1,"name":"time-pos","data":0.894561}"#)
        == .propertyChange(name: "time-pos", value: 0.894561))
    #expect(
      message(#"{"event":"property-change","id":1,"name":"time-pos"}"#)
        == .propertyChange(name: "time-pos", value: nil))
    let playlist = message(
      #"{"data":[{"filename":"a","current":true,"id":1},{"filename":"b","id":2}],"request_id":3,"error":"success"}"#
    )
    #expect(playlist == .reply(MPVReply(id: 3, error: "success", playlistIDs: [1, 2])))
  }

  @Test(arguments: [
    "", "not json", "[1,2]", "{\"request_id\":1e300,\"error\":\"success\"}",
    "{\"request_id\":\"1\"}", "{\"event\":7}", "\u{1B}[2J", "{\"request_id\":true}",
  ])
  func anythingElseIsIgnored(text: String) {
    #expect(message(text) == .ignored)
  }

  @Test func aPositionThatIsNoNumberIsNone() {
    #expect(
      message(#"{"event":"property-change","name":"time-pos","data":true}"#)
        == .propertyChange(name: "time-pos", value: nil))
    #expect(
      message(#"{"event":"property-change","name":"time-pos","data":"12"}"#)
        == .propertyChange(name: "time-pos", value: nil))
  }

  @Test func aFileErrorThatIsNoStringIsNone() {
    #expect(
      message(#"{"event":"end-file","reason":"error","playlist_entry_id":2,"file_error":7}"#)
        == .event(name: "end-file", playlistEntryID: 2, reason: "error"))
  }

  @Test func linesAreCutAtNewlinesAndAnOverlongLineIsRefused() {
    var splitter = MPVLineSplitter()
    #expect(splitter.lines(adding: Array("{\"a\":1}\n{\"b\"".utf8)) == [Array("{\"a\":1}".utf8)])
    #expect(splitter.lines(adding: Array(":2}\n".utf8)) == [Array("{\"b\":2}".utf8)])
    var flooded = MPVLineSplitter()
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
    var refused = false
    for _ in 0...(MPVLineSplitter.maximumLineBytes / chunk.count) where !refused {
      refused = flooded.lines(adding: chunk) == nil
    }
    #expect(refused)
  }

  @Test func requestsAreOneJSONLineWithTheirNumber() throws {
    let line = try #require(
      MPVRequest.line(
        [.string("loadfile"), .string("/tmp/a b/\"x\""), .bool(true), .number(2)], id: 7))
    #expect(line.last == UInt8(ascii: "\n"))
    let object = try JSONSerialization.jsonObject(with: Data(line.dropLast())) as? [String: Any]
    #expect(object?["request_id"] as? Int == 7)
    #expect((object?["command"] as? [Any])?.first as? String == "loadfile")
    #expect(!line.dropLast().contains(UInt8(ascii: "\n")))
    #expect(MPVRequest.line([.number(.infinity)], id: 1) == nil)
  }
}

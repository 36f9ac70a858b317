import Foundation
import HTTPTransport
import Testing

struct BodySummaryTests {
  @Test func markupIsXMLOrAnHTMLPageWithItsTitle() {
    let plain = BodySummary()
    #expect(plain.markup("<?xml version=\"1.0\"?><a/>") == "an XML document")
    #expect(
      plain.markup("<html><title>502 Bad Gateway</title>")
        == #"an HTML page titled "502 Bad Gateway""#)
    #expect(plain.markup("<html><body>hi</body>") == "an HTML page")
    let subsonic = BodySummary(
      xmlStarts: ["<?xml", "<subsonic-response"], xmlDocument: "an XML document (f=json?)")
    #expect(subsonic.markup("<subsonic-response status=\"ok\"/>") == "an XML document (f=json?)")
  }

  @Test func hintsAreRedactedSanitizedAndCutHardOrAtAWordEnd() {
    let title = "<title>Gateway error <b>x</b> see https://proxy.example/?t=secret</title>"
    #expect(
      BodySummary().markup(Substring(title))
        == #"an HTML page titled "Gateway error b x /b see https://proxy.e""#)
    #expect(
      BodySummary(cutsAtWordEnd: true).markup(Substring(title))
        == #"an HTML page titled "Gateway error b x /b see""#)
    let redacting = BodySummary(redact: { $0.replacingOccurrences(of: "secret", with: "***") })
    #expect(
      redacting.notJSON(Data("token secret here".utf8))
        == #"text that is not JSON, starting "token here""#)
    #expect(BodySummary().hint("?=&%") == nil)
  }

  @Test func bodiesThatAreNotTextGiveTheirSize() {
    #expect(BodySummary().notJSON(Data([0xFF, 0xFE, 0x00])) == "a body that is not text (3 bytes)")
    #expect(BodySummary().notJSON(Data("   ".utf8)) == "text that is not JSON")
  }

  @Test func transportFailuresSortIntoWhatClientsMap() {
    #expect(TransportFailure(TransportError.cancelled) == .cancelled)
    #expect(TransportFailure(CancellationError()) == .cancelled)
    #expect(TransportFailure(TransportError.timedOut(seconds: 3)) == .timedOut(seconds: 3))
    #expect(
      TransportFailure(TransportError.unreachable(host: "h"))
        == .unreachable(reason: "nothing answered at h"))
    #expect(
      TransportFailure(TransportError.connectionLost(host: "h"))
        == .unreachable(reason: "the connection to h was lost before the answer was complete"))
    #expect(TransportFailure(TransportError.other("odd")) == .unreachable(reason: "odd"))
    #expect(
      TransportFailure(URLError(.badURL))
        == .unreachable(reason: "the transport failed with URLError"))
    #expect(TransportFailure(TransportError.bodyTooLarge(limit: 9)) == .bodyTooLarge(limit: 9))
    #expect(TransportError.sizeText(8 << 20) == "8 MiB")
    #expect(TransportError.sizeText(512) == "512 bytes")
  }

  @Test func civilDatesCountDaysFromTheEpoch() {
    #expect(CivilDate.daysFromCivil(year: 1970, month: 1, day: 1) == 0)
    #expect(CivilDate.daysFromCivil(year: 2000, month: 3, day: 1) == 11_017)
    #expect(CivilDate.daysIn(month: 2, year: 2024) == 29)
    #expect(CivilDate.daysIn(month: 2, year: 1900) == 28)
    #expect(CivilDate.daysIn(month: 4, year: 2026) == 30)
  }
}

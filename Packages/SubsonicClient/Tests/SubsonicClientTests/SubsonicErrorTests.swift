import SubsonicClient
import Testing

struct SubsonicErrorTests {
  @Test func everyDocumentedCodeRoundTrips() {
    let documented = [0, 10, 20, 30, 40, 41, 42, 43, 44, 50, 60, 70]
    for number in documented {
      let code = SubsonicErrorCode(number)
      #expect(code.rawValue == number)
      #expect(code != .other(number))
    }
    #expect(SubsonicErrorCode(70) == .notFound)
    #expect(SubsonicErrorCode(44) == .invalidAPIKey)
    #expect(SubsonicErrorCode(99) == .other(99))
    #expect(SubsonicErrorCode(99).rawValue == 99)
  }

  @Test func authenticationFailuresAreCodes40To44And50() {
    let failing = (0...100).filter {
      SubsonicError.api(SubsonicAPIError(code: SubsonicErrorCode($0))).isAuthenticationFailure
    }
    #expect(failing == [40, 41, 42, 43, 44, 50])
    #expect(SubsonicError.httpStatus(401).isAuthenticationFailure)
    #expect(!SubsonicError.httpStatus(404).isAuthenticationFailure)
    #expect(!SubsonicError.unreachable("refused").isAuthenticationFailure)
  }

  @Test func descriptionsNameTheCauseOnOneLine() {
    let cases: [(SubsonicError, String)] = [
      (
        .api(SubsonicAPIError(code: .notFound, message: "Album not found")),
        "the Subsonic server answered error 70 (requested data not found): Album not found"
      ),
      (
        .api(SubsonicAPIError(code: .wrongCredentials)),
        "the Subsonic server answered error 40 (wrong username or password)"
      ),
      (
        .api(SubsonicAPIError(code: .other(99), message: "two\nlines")),
        "the Subsonic server answered error 99 (undocumented error): two lines"
      ),
      (
        .api(
          SubsonicAPIError(code: .other(99), message: "a\r\nb\rc\u{0B}d\u{85}e\u{2028}f\u{2029}g")),
        "the Subsonic server answered error 99 (undocumented error): a b c d e f g"
      ),
      (.httpStatus(502), "the Subsonic server answered HTTP 502"),
      (
        .unexpectedResponse(statusCode: 200, found: "an HTML page"),
        "the Subsonic server answered HTTP 200 with an HTML page, not what the endpoint sends"
      ),
      (
        .notSupported(endpoint: "getBookmarks"), "the Subsonic server does not support getBookmarks"
      ),
      (
        .itemNotFound(kind: "cover art", item: "al-5"),
        #"the Subsonic server has no cover art "al-5" (HTTP 404)"#
      ),
      (
        .itemNotFound(kind: "lyrics", item: "Two\nLines – Song"),
        #"the Subsonic server has no lyrics "Two Lines – Song" (HTTP 404)"#
      ),
      (
        .insecurePasswordAuthentication(host: "music.example.net"),
        "refused to send the password or API key to music.example.net over plain http, where"
          + " anyone on the network could read and reuse it: use https, or allow it explicitly"
      ),
      (
        .unreachable("connection refused"), "the Subsonic server is unreachable: connection refused"
      ),
      (.timedOut(seconds: 30), "the Subsonic server gave no complete answer within 30 s"),
      (.timedOut(seconds: 2.5), "the Subsonic server gave no complete answer within 2.5 s"),
      (.cancelled, "the request to the Subsonic server was cancelled"),
      (
        .fileSystem(path: "/tmp/x.mp3", reason: "no space left"),
        "could not write /tmp/x.mp3: no space left"
      ),
      (.invalidArgument("a rating is 0 to 5"), "invalid argument: a rating is 0 to 5"),
    ]
    for (error, expected) in cases {
      #expect(error.description == expected)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func retryableErrorsAreTheNetworkAndLaterStatuses() {
    let retryable: [SubsonicError] = [
      .unreachable("refused"), .timedOut(seconds: 5), .cancelled, .httpStatus(503),
      .httpStatus(429), .httpStatus(408), .unexpectedResponse(statusCode: 502, found: "HTML"),
    ]
    let final: [SubsonicError] = [
      .api(SubsonicAPIError(code: .generic)), .httpStatus(404), .httpStatus(401),
      .unexpectedResponse(statusCode: 200, found: "XML"), .notSupported(endpoint: "getLyrics"),
      .itemNotFound(kind: "song", item: "so-1"), .insecurePasswordAuthentication(host: "h"),
      .fileSystem(path: "/p", reason: "r"), .invalidArgument("x"),
    ]
    #expect(retryable.filter { !$0.isRetryable }.isEmpty)
    #expect(final.filter { $0.isRetryable }.isEmpty)
  }
}

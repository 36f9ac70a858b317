import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `play --bookmark SONG`: the song from its bookmark's position; no bookmark is one line, 66.
@MainActor
struct PlayBookmarkCommandTests {
  @Test func aSongWithoutABookmarkIsNotFoundNamingIt() async {
    let run = await runSunsonic(["play", "--bookmark", "Birdsong"], with: musicValues())
    #expect(run.code == .notFound)
    #expect(run.err == "sunsonic: no bookmark on “Birdsong” (song-2): nothing to resume\n")
    #expect(run.out.isEmpty)
  }

  @Test func aBookmarkedSongPlaysAndAPlayerThatCannotSeekSaysItStartsOver() async throws {
    let client = SubsonicClient.inMemory()
    try await client.createBookmark("song-1", 83_000, nil)
    let run = await runSunsonic(["play", "--bookmark", "First Light"], with: musicValues(client))
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.hasPrefix("Playing 1/1 First Light"))
    // The preview player has no control channel and the preview server no transcodeOffset.
    #expect(
      run.err
        == "sunsonic: playing from the start: the player cannot seek to 1:23 (mpv can), nor the"
        + " server begin there (no transcodeOffset)\n")
  }
}

"""End to end: `sunsonic lyrics` by song id and the bookmark commands against maneki (PyPI, an
OpenSubsonic server that lists `songLyrics` and keeps bookmarks; Scripts/maneki-server in its
own MANEKI_SERVER_DIR, started once for the module and stopped by its pid).

- `lyrics SONG` of `Gust`, whose sidecar `.lrc` maneki serves synced: the lines after their
  `[m:ss.cc]` times, and `--json` with the starts in milliseconds; `Updraft` (its lyrics tag,
  plain text) without times; a song without lyrics says so.
- `bookmark` saves, moves (m:ss and seconds) and deletes; `bookmarks` lists what maneki answers
  (read back with `--json`); each test deletes the bookmarks it made.
- `similar` (and `play --radio`'s source): maneki 0.29.0 has getSimilarSongs and
  getSimilarSongs2 as stubs that answer an empty list: an artist's, a song's and an album's radio
  say `No songs.` (exit 0) and `--json` is `{"songs": []}`; real similar songs are tested on the
  in-memory server and fakes (PlayFeature, ListsFeature).
- `top`: maneki 0.29.0 lists no `topSongsByArtistId`, so top songs are asked by the artist's
  name (read with getArtist for an id); its getTopSongs is a stub answering none (`No songs.`).
- `whoami` with an API key: maneki 0.29.0 has no API keys (no `apiKeyAuthentication`, no
  tokenInfo; its auth takes `p` or `t`+`s` only), so tokenInfo is tested against fakes of the
  specification's example; here tokenInfo is "not supported" (its 404: 69), and with `--user`
  the key is refused by getUser (error 40: 77) without asking tokenInfo; the key never shown.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from e2e_fixtures import Maneki, base_environment  # noqa: E402
from sunsonic_e2e import Run, run_sunsonic, wait_for  # noqa: E402

SERVER: Maneki | None = None
HOME = ""


def setUpModule():
    global SERVER, HOME
    HOME = tempfile.mkdtemp(prefix="e2e-maneki-home-")
    try:
        SERVER = Maneki.start()
    except BaseException:
        tearDownModule()
        raise


def tearDownModule():
    global SERVER
    if SERVER is not None:
        pid = SERVER.pid()
        SERVER.stop()
        SERVER = None
        if pid is not None:
            assert wait_for(lambda: not _running(pid), 10), f"maneki (pid {pid}) still runs"
    shutil.rmtree(HOME, ignore_errors=True)


def _running(pid: int) -> bool:
    """Whether the process is there and not a zombie waiting for its parent."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().rsplit(") ", 1)[-1][:1] != "Z"
    except OSError:
        return False


def sunsonic(*args: str) -> Run:
    environment = base_environment(HOME)
    environment.update(SERVER.env())
    return run_sunsonic(list(args), env=environment, cwd=HOME, timeout=30)


class ManekiTests(unittest.TestCase):
    def ok(self, *args: str) -> Run:
        run = sunsonic(*args)
        self.assertEqual(run.code, 0, f"sunsonic {' '.join(args)}: {run.err[:500]!r}")
        self.assertNotIn(SERVER.password, run.out + run.err)
        return run

    def json_of(self, *args: str):
        run = self.ok(*args, "--json")
        self.assertEqual(run.err, "")
        return json.loads(run.out)

    def song_id(self, title: str) -> str:
        found = self.json_of("search", title)
        return next(song["id"] for song in found["songs"] if song["title"] == title)

    def test_synced_lyrics_by_song_show_their_times(self):
        synced = SERVER.manifest["maneki"]["synced"]
        song = self.song_id(synced["title"])
        run = self.ok("lyrics", song)
        lines = run.out.splitlines()
        self.assertEqual(lines[0], f"Aurora Tones - {synced['title']}")
        self.assertEqual(lines[2:], ["[0:00.50] Wind at the door", "[0:01.25] Gust, gone again"])
        body = self.json_of("lyrics", song)
        self.assertTrue(body["found"])
        self.assertTrue(body["synced"])
        self.assertEqual([[line["start"], line["text"]] for line in body["lines"]],
                         synced["lines"])

    def test_plain_lyrics_by_song_and_none(self):
        song = self.song_id("Updraft")
        run = self.ok("lyrics", song)
        self.assertIn("Rising on the warm air", run.out)
        self.assertNotIn("[0:", run.out)
        self.assertFalse(self.json_of("lyrics", song)["synced"])
        none = self.ok("lyrics", self.song_id("Still Air"))
        self.assertIn("No lyrics found", none.out)
        # By artist and title, as before (getLyrics).
        self.assertIn("Rising on the warm air", self.ok("lyrics", "Aurora Tones", "Updraft").out)

    def test_bookmarks_are_saved_moved_listed_and_deleted(self):
        song = self.song_id("Solar Arc")
        try:
            saved = self.ok("bookmark", song, "--at", "1:23", "--comment", "the arc")
            self.assertEqual(saved.out, f"bookmarked song {song} at 1:23\n")
            listed = self.json_of("bookmarks")["bookmarks"]
            mine = [b for b in listed if b["song"]["id"] == song]
            self.assertEqual([(b["positionMilliseconds"], b["comment"]) for b in mine],
                             [(83_000, "the arc")])
            self.assertIsInstance(mine[0]["changed"], str)
            self.ok("bookmark", song, "--at", "7.5")
            moved = [b for b in self.json_of("bookmarks")["bookmarks"] if b["song"]["id"] == song]
            self.assertEqual([b["positionMilliseconds"] for b in moved], [7_500])
            table = self.ok("bookmarks").out
            self.assertIn("Solar Arc", table)
            self.assertIn("0:07", table)
            self.assertIn("Changed", table.splitlines()[0])  # when it changed, UTC to the minute
            self.assertRegex(table, r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}")
            deleted = self.ok("bookmark", "--delete", song)
            self.assertEqual(deleted.out, f"deleted the bookmark of song {song}\n")
            after = self.json_of("bookmarks")["bookmarks"]
            self.assertEqual([b for b in after if b["song"]["id"] == song], [])
        finally:
            sunsonic("bookmark", "--delete", song)


    def test_similar_songs_are_maneki_stubs_answering_none(self):
        for args in (["similar", "Aurora Tones"], ["similar", self.song_id("Gust"), "--song"]):
            self.assertEqual(self.ok(*args).out, "No songs.\n", args)
            self.assertEqual(self.json_of(*args), {"songs": []}, args)
        album = self.json_of("search", "Gust")["songs"][0]["albumId"]
        self.assertEqual(self.json_of("similar", album, "--album"), {"songs": []})

    def test_album_info_is_maneki_empty_stub_shown_as_nothing_known(self):
        # maneki 0.29.0 answers getAlbumInfo2 with every field an empty string.
        album = self.json_of("search", "Gust")["songs"][0]["albumId"]
        self.assertEqual(self.ok("album", album, "--info").out, "No notes or links.\n")
        # --json keeps the server's values: its empty texts, and null for its empty URLs.
        self.assertEqual(self.json_of("album", album, "--info"),
                         {"notes": "", "musicBrainzId": "", "lastFmUrl": None,
                          "smallImageUrl": None, "mediumImageUrl": None, "largeImageUrl": None})

    def test_top_asks_by_name_as_maneki_lists_no_top_songs_by_artist_id(self):
        # maneki 0.29.0 lists no `topSongsByArtistId`: top asks getTopSongs by the artist's name
        # (found by the lookup, or read with getArtist for an id); its getTopSongs is a stub
        # answering none. `--verbose` logs each exchange's path, in order.
        def paths(run: Run) -> list[str]:
            return [word.rsplit("/", 1)[-1] for line in run.err.splitlines()
                    for word in line.split() if "/rest/" in word]

        by_name = self.ok("top", "aurora tones", "--verbose")
        self.assertEqual(by_name.out, "No songs.\n")
        self.assertEqual(paths(by_name),
                         ["getArtists", "getOpenSubsonicExtensions", "getTopSongs"])
        artist = self.json_of("search", "Aurora Tones")["artists"][0]["id"]
        by_id = self.ok("top", artist, "--verbose")
        self.assertEqual(by_id.out, "No songs.\n")
        self.assertEqual(paths(by_id), ["getOpenSubsonicExtensions", "getArtist", "getTopSongs"])
        self.assertEqual(self.json_of("top", artist), {"songs": []})
        # play --artist loads them the same way: none to play (66), before the player starts.
        play = sunsonic("play", "--artist", artist, "--player", "true", "--verbose")
        self.assertEqual(play.code, 66, play.err)
        self.assertIn("sunsonic: nothing to play: the selection holds no song\n", play.err)
        self.assertEqual(paths(play), ["getOpenSubsonicExtensions", "getArtist", "getTopSongs"])
        # An id maneki does not know, nor a name: not found, naming it.
        missing = sunsonic("top", "no-such-artist-1")
        self.assertEqual(missing.code, 66, missing.err)
        self.assertEqual(missing.err,
                         'sunsonic: no artist named "no-such-artist-1" or with that id\n')

    def test_whoami_with_an_api_key_maneki_lacks(self):
        key = "e2e-maneki-api-key-0123456789"
        environment = base_environment(HOME)
        environment.update({"SUBSONIC_URL": SERVER.url, "SUBSONIC_API_KEY": key})
        run = run_sunsonic(["whoami"], env=environment, cwd=HOME, timeout=30)
        self.assertEqual(run.code, 69, run.err)
        self.assertEqual(run.out, "")
        self.assertEqual(run.err, "sunsonic: the Subsonic server does not support tokenInfo\n")
        self.assertNotIn(key, run.out + run.err)
        # Named with --user, whoami asks getUser, not tokenInfo: the key is refused there.
        named = run_sunsonic(["whoami", "--user", SERVER.user, "--verbose"], env=environment,
                             cwd=HOME, timeout=30)
        self.assertEqual(named.code, 77, named.err)
        self.assertIn("error 40 (wrong username or password)", named.err)
        self.assertNotIn("tokenInfo", named.err)
        self.assertNotIn(key, named.out + named.err)


if __name__ == "__main__":
    unittest.main()

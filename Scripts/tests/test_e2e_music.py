"""End to end: every `sunsonic` music command against one real supysonic (Scripts/subsonic-server
in its own SUBSONIC_SERVER_DIR, started once for the module), its output checked against the
library's manifest (library.json) and the server's own answers.

- `--json` output is compared exactly (names, counts, order, durations, sizes, paths, ratings,
  stars, playlist entries); human output is checked for its names and aligned columns.
- Writes (star, rate, playlists) are read back through `sunsonic`; each test undoes what it
  changed, so the tests do not depend on their order.
- Files saved by `download` and `cover` are compared byte for byte with the files on disk.
- Every command also runs with `--preview` (no server) and exits 0.
- The issue's acceptance check: the first command against the freshly started server is
  `sunsonic artists` with SUBSONIC_URL/SUBSONIC_USER/SUBSONIC_PASSWORD, and it prints the
  library's artists; no stdout or stderr of any run in this module holds the password (plain or
  in its `enc:` hex form) — checked in tearDownModule, after every run.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import struct
import sys
import tempfile
import time
import unittest
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

import subsonic_server  # noqa: E402
from e2e_fixtures import CLIAssertions, Supysonic, base_environment  # noqa: E402
from sunsonic_e2e import Run, run_sunsonic  # noqa: E402

WRONG_PASSWORD = "Wr0ng-e2e-music-Passw0rd"
UNKNOWN_UUID = "00000000-0000-0000-0000-000000000000"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
EXCHANGE = re.compile(r"^(GET|POST) (/rest/[A-Za-z0-9]+) (\d{3}) \d+ ms$")

SERVER: Supysonic | None = None
HOME = ""                     # HOME of every run: no configuration file of the tester counts
RUNS: list[tuple[list[str], Run]] = []   # every run of the module, for the credential check
FIRST_ARTISTS: Run | None = None         # `sunsonic artists` against the fresh server


def setUpModule():
    global SERVER, HOME, FIRST_ARTISTS
    HOME = tempfile.mkdtemp(prefix="e2e-music-home-")
    try:
        SERVER = Supysonic.start()
        # The acceptance check, before anything else talks to the server.
        FIRST_ARTISTS = sunsonic("artists")
    except BaseException:
        _stop()
        raise


def _stop() -> list[str]:
    """Stops the server and removes HOME; the secrets to look for in the outputs."""
    global SERVER
    secrets = secret_forms(WRONG_PASSWORD)
    if SERVER is not None:
        secrets += secret_forms(SERVER.password)
        SERVER.stop()
        SERVER = None
    shutil.rmtree(HOME, ignore_errors=True)
    return secrets


def tearDownModule():
    secrets = _stop()
    leaks = [f"{' '.join(args[:3])} ({stream})"
             for args, run in RUNS for stream, text in (("stdout", run.out), ("stderr", run.err))
             if any(secret in text for secret in secrets)]
    if leaks:
        raise AssertionError(f"a password (plain or enc: hex) appeared in {len(leaks)} "
                             f"output(s) of {len(RUNS)} runs: {leaks[:10]}")
    if not RUNS:
        raise AssertionError("no sunsonic run was recorded, so nothing was checked for leaks")


def secret_forms(password: str) -> list[str]:
    """The password as typed, and the `enc:` hex form the Subsonic API accepts."""
    hexed = password.encode("utf-8").hex()
    return [password, "enc:" + hexed, hexed, hexed.upper()]


def sunsonic(*args: str, server: bool = True, env: dict[str, str] | None = None,
             cwd: str | None = None, stdin: str | None = None, timeout: float = 30.0) -> Run:
    """Runs `sunsonic ARGS` (with the module's server in the environment unless `server` is
    False) and records the run for the credential check."""
    environment = base_environment(HOME)
    if server:
        environment.update(SERVER.env())
    environment.update(env or {})
    run = run_sunsonic(list(args), env=environment, stdin=stdin, timeout=timeout,
                       cwd=cwd or HOME)
    RUNS.append((list(args), run))
    # The tests see the output with any password replaced, so that no failure message of
    # theirs repeats a leaked one; tearDownModule checks the outputs as they were.
    secrets = secret_forms(WRONG_PASSWORD) + (secret_forms(SERVER.password) if SERVER else [])
    return Run(run.code, redacted(run.out, secrets), redacted(run.err, secrets), run.seconds)


def redacted(text: str, secrets: list[str]) -> str:
    for secret in sorted(secrets, key=len, reverse=True):
        text = text.replace(secret, "<password>")
    return text


def stream_song(song_id: str) -> bytes:
    """Plays a song the way a player does (`stream`, not through sunsonic): supysonic counts
    plays (play count, last played) only on stream, not on scrobble."""
    query = urllib.parse.urlencode({
        "u": SERVER.user, "p": "enc:" + SERVER.password.encode("utf-8").hex(),
        "v": subsonic_server.API_VERSION, "c": "e2e-music", "id": song_id})
    with subsonic_server._opener().open(f"{SERVER.url}/rest/stream?{query}",
                                        timeout=10) as answer:
        body = answer.read()
        if not answer.headers.get("Content-Type", "").startswith("audio/"):
            raise AssertionError(f"stream answered {answer.headers.get('Content-Type')}: "
                                 f"{body[:200]!r}")
        return body


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (AssertionError if it is no PNG)."""
    if data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        raise AssertionError(f"not a PNG: {data[:16]!r}")
    return struct.unpack(">II", data[16:24])


class Library:
    """The manifest, indexed, with the server's ids (asked directly, not through sunsonic)."""

    def __init__(self, server: Supysonic):
        self.manifest = server.manifest
        self.artists = {artist["name"]: artist for artist in self.manifest["artists"]}
        self.albums = {album["name"]: album
                       for artist in self.manifest["artists"] for album in artist["albums"]}
        self.tracks = {track["title"]: track
                       for album in self.albums.values() for track in album["tracks"]}
        index = server.api("getArtists")["artists"]
        self.artist_id = {artist["name"]: artist["id"]
                          for entry in index.get("index", []) for artist in entry["artist"]}
        albums = server.api("getAlbumList2", type="alphabeticalByName", size=500)["albumList2"]
        self.album_id = {album["name"]: album["id"] for album in albums.get("album", [])}
        self.song_id = {song.title: song.id for song in server.songs()}
        self.title_of = {song_id: title for title, song_id in self.song_id.items()}
        night = server.api("getAlbum", id=self.album_id["Night Pieces"])["album"]
        self.night_pieces_cover = night["coverArt"]
        if len(self.artist_id) != len(self.artists) or len(self.album_id) != len(self.albums):
            raise AssertionError("the server's library differs from the manifest")

    def in_track_order(self, album: str) -> list[dict]:
        return sorted(self.albums[album]["tracks"], key=lambda t: (t["disc"], t["track"]))


class MusicTestCase(CLIAssertions, unittest.TestCase):
    lib: Library

    @classmethod
    def setUpClass(cls):
        if SERVER is None:
            raise unittest.SkipTest("the module's supysonic did not start")
        MusicTestCase.lib = getattr(MusicTestCase, "lib", None) or Library(SERVER)

    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="e2e-music-")
        self.addCleanup(shutil.rmtree, self.work, True)

    # -- helpers

    def ok(self, *args: str, cwd: str | None = None) -> Run:
        run = sunsonic(*args, cwd=cwd)
        self.assertEqual(run.code, 0, f"sunsonic {' '.join(args)}: {run.err[:500]!r}")
        for crash in ("Fatal error", "Stack dump", "Traceback"):
            self.assertNotIn(crash, run.err)
        return run

    def json_of(self, *args: str) -> dict:
        run = self.ok(*args, "--json")
        self.assertEqual(run.err, "", f"--json wrote to stderr: {run.err[:300]!r}")
        return json.loads(run.out)

    def table(self, text: str, header_start: str) -> list[str]:
        """The lines of the table whose header line starts with the column `header_start` (then
        two spaces and the next column), up to the next blank line."""
        lines = text.splitlines()
        header = re.compile(rf"^\s*{re.escape(header_start)}\s{{2,}}\S")
        starts = [i for i, line in enumerate(lines) if header.match(line)]
        self.assertTrue(starts, f"no table headed {header_start!r} in {text!r}")
        block = []
        for line in lines[starts[0]:]:
            if not line.strip():
                break
            block.append(line)
        return block

    def assert_aligned(self, table: list[str], left: tuple[str, ...] = (),
                       right: tuple[str, ...] = ()) -> None:
        """Every row's cell of a left-aligned column starts where its header does, every cell
        of a right-aligned column ends where its header does (counted in characters)."""
        header, rows = table[0], table[1:]
        self.assertTrue(rows, f"table without rows: {table!r}")
        for name in left:
            at = header.index(name)
            for row in rows:
                self.assertTrue(at == 0 or row[at - 1:at] == " ", f"{name} at {at}: {table!r}")
                self.assertNotEqual(row[at:at + 1], " ", f"{name} at {at}: {table!r}")
                self.assertNotEqual(row[at:at + 1], "", f"{name} at {at}: {table!r}")
        for name in right:
            end = header.index(name) + len(name)
            for row in rows:
                self.assertNotIn(row[end - 1:end], ("", " "), f"{name} ends at {end}: {table!r}")
                self.assertIn(row[end:end + 1], ("", " "), f"{name} ends at {end}: {table!r}")

    def cells(self, table: list[str], column: str) -> list[str]:
        """The cells of a left-aligned column (up to the next two spaces)."""
        at = table[0].index(column)
        return [re.split(r"\s{2,}", row[at:])[0].strip() for row in table[1:]]

    def album_names(self, listing: dict) -> list[str]:
        return [album["name"] for album in listing["albums"]]


class Acceptance(MusicTestCase):
    def test_artists_against_the_fresh_server_prints_the_librarys_artists(self):
        run = FIRST_ARTISTS
        self.assertEqual(run.code, 0, run.err)
        self.assertEqual(run.err, "")
        table = self.table(run.out, "Name")
        self.assert_aligned(table, left=("Name", "ID"), right=("Albums",))
        self.assertEqual(self.cells(table, "Name"), sorted(self.lib.artists))
        for row in table[1:]:
            name = self.cells([table[0], row], "Name")[0]
            self.assertRegex(row, rf"^{re.escape(name)}\s+{self.lib.artists[name]['albumCount']}"
                                  rf"\s+{re.escape(self.lib.artist_id[name])}$")


class Browse(MusicTestCase):
    def test_ping(self):
        run = self.ok("ping")
        self.assertRegex(run.out, r"^ok: .*Subsonic API 1\.\d+\.\d+\n$")
        self.assertEqual(run.err, "")

    def test_a_run_over_plain_http_writes_nothing_but_its_own_state(self):
        # Making Foundation's URLSession configuration (only https needs one) created
        # ~/.cache/org.swift.foundation.URLCache/sunsonic and ~/.local/share/<binary's folder>.
        home = tempfile.mkdtemp(prefix="e2e-music-clean-home-")
        try:
            run = sunsonic("ping", env={"HOME": home,
                                        "XDG_CONFIG_HOME": os.path.join(home, "config"),
                                        "XDG_CACHE_HOME": os.path.join(home, "cache"),
                                        "XDG_STATE_HOME": os.path.join(home, "state")})
            self.assertEqual(run.code, 0, run.err)
            made = sorted(os.path.relpath(os.path.join(folder, name), home)
                          for folder, folders, files in os.walk(home)
                          for name in folders + files)
            self.assertEqual([path for path in made if not path.startswith("state")], [], made)
        finally:
            shutil.rmtree(home, ignore_errors=True)

    def test_password_from_stdin(self):
        env = {"SUBSONIC_PASSWORD": ""}
        run = sunsonic("ping", "--password-stdin", env=env, stdin=SERVER.password + "\n")
        self.assertEqual(run.code, 0, run.err)
        self.assertTrue(run.out.startswith("ok: "), run.out)

    def test_names_find_artists_albums_songs_and_playlists(self):
        # Case and diacritics ignored; the same item as its id finds.
        for args, item_id in ((["artist", "aurora tones"], self.lib.artist_id["Aurora Tones"]),
                              (["album", "NIGHT PIECES"], self.lib.album_id["Night Pieces"]),
                              (["song", "cafe nocturne"], self.lib.song_id["Café Nocturne"])):
            with self.subTest(args=args):
                by_name = self.json_of(*args)
                self.assertEqual(by_name["id"], item_id)
                self.assertEqual(by_name, self.json_of(args[0], item_id))
        run = sunsonic("song", "Side A")
        self.assert_ambiguous(run, "Side A Opening", "Side A Closing")
        self.assert_failure(sunsonic("album", "no such album"), 66, "no album named")

    def test_genres_and_a_genres_songs_match_the_library(self):
        genres = {g["name"]: (g["songCount"], g["albumCount"]) for g in self.json_of("genres")["genres"]}
        self.assertEqual(genres["Classical"], (3, 1))
        songs = self.json_of("songs", "--genre", "Classical")["songs"]
        self.assertEqual(sorted(s["title"] for s in songs),
                         ["Café Nocturne", "Lanterns", "Overture in Blue"])
        page = self.json_of("songs", "--genre", "Classical", "--size", "2", "--offset", "1")
        self.assertEqual(len(page["songs"]), 2)

    def test_top_and_similar_say_supysonic_lacks_them(self):
        # supysonic has neither endpoint: one line, the endpoint named (the fake-transport and
        # in-memory tests cover servers that have them).
        self.assert_failure(sunsonic("top", "basso continuo"), 69, "does not support getTopSongs")
        self.assert_failure(sunsonic("similar", "aurora tones"), 69,
                            "does not support getSimilarSongs2")
        # A song's and an album's radio: found by name first (search3), then getSimilarSongs.
        self.assert_failure(sunsonic("similar", "lanterns", "--song"), 69,
                            "does not support getSimilarSongs")
        self.assert_failure(sunsonic("similar", self.lib.album_id["Night Pieces"], "--album"),
                            69, "does not support getSimilarSongs")
        # whoami with an API key asks tokenInfo, which supysonic lacks too (it has no API keys:
        # the key is refused first). The fake-transport tests read the specification's answer.
        run = sunsonic("whoami", env={"SUBSONIC_API_KEY": "not-a-key"})
        self.assertEqual(run.code in (69, 77), True, run.err)
        self.assertNotIn("not-a-key", run.err)

    def test_whoami_nowplaying_and_scan(self):
        me = self.json_of("whoami")
        self.assertEqual(me["username"], SERVER.user)
        self.assertIn("admin", me["roles"])
        self.assertIsInstance(self.json_of("nowplaying")["playing"], list)
        # supysonic scans through a daemon these tests do not run: one line, the server's words.
        self.assert_failure(sunsonic("scan"), 69, "daemon")

    def test_folders_walk_the_file_tree(self):
        folders = self.json_of("folders")["folders"]
        self.assertEqual(sorted(f["name"] for f in folders), sorted(self.lib.artists))
        top = next(f for f in folders if f["name"] == "Basso Continuo")
        inside = self.json_of("folder", top["id"])
        self.assertEqual(inside["name"], "Basso Continuo")
        self.assertEqual([c["name"] for c in inside["children"]], ["Night Pieces"])
        album = self.json_of("folder", inside["children"][0]["id"])
        self.assertEqual(sorted(c["name"] for c in album["children"] if c["kind"] == "song"),
                         ["Café Nocturne", "Lanterns", "Overture in Blue"])

    def test_what_supysonic_lacks_is_one_line_naming_the_endpoint(self):
        for args, endpoint in ((["bookmarks"], "getBookmarks"), (["queue"], "getPlayQueue"),
                               (["artist", "aurora tones", "--info"], "getArtistInfo2"),
                               (["album", "night pieces", "--info"], "getAlbumInfo2")):
            with self.subTest(command=args[0]):
                self.assert_failure(sunsonic(*args), 69, f"does not support {endpoint}")

    def assert_ambiguous(self, run, *names):
        """Exit 64: the candidates (name, artist, year, id) on stderr, then one error line."""
        self.assertEqual(run.code, 64, run.err)
        self.assertEqual(run.out, "")
        lines = run.err.splitlines()
        self.assertEqual(lines[0].split(), ["Name", "Artist", "Year", "ID"])
        for name in names:
            self.assertTrue(any(line.startswith(name) and self.lib.song_id[name] in line
                                for line in lines), run.err)
        self.assertTrue(lines[-1].startswith("sunsonic: "), run.err)

    def test_artists_json_is_exactly_the_manifests_artists_and_album_counts(self):
        body = self.json_of("artists")
        got = {artist["name"]: (artist["albumCount"], artist["id"]) for artist in body["artists"]}
        want = {name: (artist["albumCount"], self.lib.artist_id[name])
                for name, artist in self.lib.artists.items()}
        self.assertEqual(got, want)
        self.assertEqual(len(body["artists"]), self.lib.manifest["counts"]["artists"])

    def test_artist_shows_its_albums(self):
        for name, artist in self.lib.artists.items():
            with self.subTest(artist=name):
                body = self.json_of("artist", self.lib.artist_id[name])
                self.assertEqual(body["name"], name)
                self.assertEqual(body["albumCount"], artist["albumCount"])
                got = {album["name"]: (album["year"], album["songCount"], album["durationSeconds"],
                                       album["genre"], album["id"]) for album in body["albums"]}
                want = {album["name"]: (album["year"], album["songCount"], album["duration"],
                                        album["genre"], self.lib.album_id[album["name"]])
                        for album in artist["albums"]}
                self.assertEqual(got, want)
        run = self.ok("artist", self.lib.artist_id["Celeste Quartet"])
        self.assertTrue(run.out.startswith(
            f"Celeste Quartet ({self.lib.artist_id['Celeste Quartet']})\n"), run.out)
        table = self.table(run.out, "Album")
        self.assert_aligned(table, left=("Album", "ID"), right=("Year", "Songs", "Duration"))
        self.assertEqual(sorted(self.cells(table, "Album")), ["Quiet Hours", "Two Sides"])

    def test_album_lists_tracks_in_track_order_not_file_order(self):
        for name, album in self.lib.albums.items():
            with self.subTest(album=name):
                body = self.json_of("album", self.lib.album_id[name])
                self.assertEqual(body["name"], name)
                self.assertEqual(body["artist"], album["artist"])
                self.assertEqual(body["songCount"], album["songCount"])
                self.assertEqual(body["durationSeconds"], album["duration"])
                self.assertEqual(body["year"], album["year"])
                want = [(t["title"], t["disc"], t["track"], t["duration"], t["size"], t["path"],
                         self.lib.song_id[t["title"]]) for t in self.lib.in_track_order(name)]
                got = [(s["title"], s["discNumber"], s["track"], s["durationSeconds"],
                        s["sizeBytes"], s["path"], s["id"]) for s in body["songs"]]
                self.assertEqual(got, want)
        # Night Pieces' files sort differently from its track numbers.
        night = self.lib.in_track_order("Night Pieces")
        self.assertNotEqual([t["path"] for t in night], sorted(t["path"] for t in night))

    def test_album_human_output_aligned_with_non_ascii_title_and_cover_id(self):
        run = self.ok("album", self.lib.album_id["Night Pieces"])
        self.assertIn("Basso Continuo, 2020, Classical, 3 songs, 0:04", run.out)
        self.assertIn(f"cover {self.lib.night_pieces_cover}", run.out)
        table = self.table(run.out, "#")
        self.assert_aligned(table, left=("Title", "Artist", "ID"),
                            right=("#", "Duration", "Size"))
        self.assertEqual(self.cells(table, "Title"),
                         ["Overture in Blue", "Café Nocturne", "Lanterns"])
        self.assertEqual(self.cells(table, "ID"),
                         [self.lib.song_id[t] for t in ("Overture in Blue", "Café Nocturne",
                                                        "Lanterns")])
        two_sides = self.table(self.ok("album", self.lib.album_id["Two Sides"]).out, "#")
        self.assertEqual(self.cells(two_sides, "Title"),
                         ["Side A Opening", "Side A Closing", "Side B Opening", "Side B Closing"])

    def test_song_shows_every_field_of_the_non_ascii_title(self):
        track = self.lib.tracks["Café Nocturne"]
        song_id = self.lib.song_id["Café Nocturne"]
        body = self.json_of("song", song_id)
        self.assertEqual(body["id"], song_id)
        self.assertEqual(body["title"], "Café Nocturne")
        self.assertEqual(body["artist"], track["artist"])
        self.assertEqual(body["album"], track["album"])
        self.assertEqual(body["albumId"], self.lib.album_id[track["album"]])
        self.assertEqual(body["artistId"], self.lib.artist_id[track["artist"]])
        self.assertEqual((body["track"], body["discNumber"]), (track["track"], track["disc"]))
        self.assertEqual(body["year"], track["year"])
        self.assertEqual(body["genre"], track["genre"])
        self.assertEqual(body["durationSeconds"], track["duration"])
        self.assertEqual(body["sizeBytes"], track["size"])
        self.assertEqual(body["suffix"], track["suffix"])
        self.assertEqual(body["contentType"], track["contentType"])
        self.assertEqual(body["bitRate"], track["bitRate"])
        self.assertEqual(body["path"], track["path"])
        run = self.ok("song", song_id)
        fields = dict(re.match(r"^([A-Za-z ]+):\s+(.*)$", line).groups()
                      for line in run.out.splitlines())
        self.assertEqual(fields["Title"], "Café Nocturne")
        self.assertEqual(fields["Artist"], "Basso Continuo")
        self.assertEqual(fields["Album"], "Night Pieces")
        self.assertEqual(fields["ID"], song_id)
        self.assertEqual(fields["Path"], track["path"])
        values = [line.index(value) for line, value in zip(run.out.splitlines(), fields.values())]
        self.assertEqual(len(set(values)), 1, f"values not aligned: {run.out!r}")

    def test_search_finds_by_title_artist_and_reports_no_hits(self):
        body = self.json_of("search", "Café")
        self.assertEqual([s["title"] for s in body["songs"]], ["Café Nocturne"])
        self.assertEqual(body["songs"][0]["id"], self.lib.song_id["Café Nocturne"])
        self.assertEqual((body["artists"], body["albums"]), ([], []))
        body = self.json_of("search", "Celeste")
        self.assertEqual([a["name"] for a in body["artists"]], ["Celeste Quartet"])
        self.assertEqual(body["artists"][0]["id"], self.lib.artist_id["Celeste Quartet"])
        body = self.json_of("search", "Side")
        self.assertEqual(sorted(s["title"] for s in body["songs"]),
                         sorted(t for t in self.lib.tracks if t.startswith("Side")))
        body = self.json_of("search", "zzqqxxnothing")
        self.assertEqual((body["artists"], body["albums"], body["songs"]), ([], [], []))
        run = self.ok("search", "zzqqxxnothing")
        self.assertIn("zzqqxxnothing", run.out)
        self.assertEqual(len(run.out.splitlines()), 1, run.out)
        run = self.ok("search", "Café")
        table = self.table(run.out, "Title")
        self.assert_aligned(table, left=("Title", "Artist", "Album", "ID"), right=("Duration",))
        self.assertEqual(self.cells(table, "Title"), ["Café Nocturne"])

    def test_unknown_album_id_is_one_line_exit_66(self):
        run = sunsonic("album", UNKNOWN_UUID)
        self.assert_failure(run, 66, "not found")
        run = sunsonic("song", UNKNOWN_UUID)
        self.assert_failure(run, 66, "not found")

    def test_wrong_password_is_one_line_exit_77(self):
        run = sunsonic("artists", env={"SUBSONIC_PASSWORD": WRONG_PASSWORD})
        self.assert_failure(run, 77)
        self.assertIn("password", run.err.lower())

    def test_every_command_uses_only_endpoints_supysonic_supports(self):
        """--verbose logs each exchange; none may be refused (supysonic answers its unsupported
        endpoints with HTTP 404 "Unknown method" or error 0 "Not supported")."""
        song = self.lib.song_id["Updraft"]
        commands = [["ping"], ["artists"], ["artist", self.lib.artist_id["Aurora Tones"]],
                    ["album", self.lib.album_id["Second Wind"]], ["song", song],
                    ["search", "Up"], ["albums"], ["random", "--size", "2"], ["starred"],
                    ["playlists"], ["lyrics", "Aurora Tones", "Updraft"],
                    ["cover", self.lib.night_pieces_cover, "-o", self.work + "/c.png"],
                    ["download", song, "-o", self.work + "/d.mp3"]]
        endpoints = set()
        for command in commands:
            with self.subTest(command=command[0]):
                run = self.ok(*command, "--verbose")
                lines = run.err.splitlines()
                self.assertTrue(lines, "no exchange logged")
                for line in lines:
                    match = EXCHANGE.match(line)
                    self.assertIsNotNone(match, f"unexpected stderr line {line!r}")
                    self.assertEqual(match.group(3), "200", line)
                    endpoints.add(match.group(2))
                self.assertNotIn("Not supported", run.out)
        self.assertTrue({"/rest/getArtists", "/rest/getAlbum", "/rest/download",
                         "/rest/getCoverArt", "/rest/getLyrics"} <= endpoints, endpoints)


class AlbumLists(MusicTestCase):
    ALL = ("newest", "random", "frequent", "alphabetical")

    def test_every_list_type_holds_every_album(self):
        for kind in self.ALL:
            with self.subTest(type=kind):
                body = self.json_of("albums", "--type", kind, "--size", "50")
                self.assertEqual(sorted(self.album_names(body)), sorted(self.lib.albums))
                for album in body["albums"]:
                    name = album["name"]
                    self.assertEqual(album["id"], self.lib.album_id[name])
                    self.assertEqual(album["songCount"], self.lib.albums[name]["songCount"])

    def test_default_is_newest_first(self):
        body = self.json_of("albums", "--size", "50")
        created = [album["created"] for album in body["albums"]]
        self.assertEqual(len(created), len(self.lib.albums))
        self.assertEqual(created, sorted(created, reverse=True))

    def test_alphabetical_is_sorted_and_human_output_aligned(self):
        body = self.json_of("albums", "--type", "alphabetical")
        self.assertEqual(self.album_names(body), sorted(self.lib.albums))
        run = self.ok("albums", "--type", "alphabetical")
        table = self.table(run.out, "Album")
        self.assert_aligned(table, left=("Album", "Artist", "ID"), right=("Year", "Songs"))
        self.assertEqual(self.cells(table, "Album"), sorted(self.lib.albums))
        self.assertEqual(self.cells(table, "Artist"),
                         [self.lib.albums[name]["artist"] for name in sorted(self.lib.albums)])

    def test_pages_are_disjoint_and_together_complete(self):
        # Orders without ties (names and years are unique here; creation times are whole
        # seconds and tie, so `newest` pages need not be stable on supysonic).
        years = ["--from", "2000", "--to", "2030"]
        for kind, extra in (("alphabetical", []), ("by-year", years)):
            with self.subTest(type=kind):
                whole = self.album_names(self.json_of("albums", "--type", kind, *extra,
                                                      "--size", "50"))
                self.assertEqual(sorted(whole), sorted(self.lib.albums))
                pages = [self.album_names(self.json_of("albums", "--type", kind, *extra,
                                                       "--size", "2", "--offset", str(offset)))
                         for offset in (0, 2, 4, 6)]
                self.assertEqual([len(page) for page in pages], [2, 2, 1, 0])
                joined = [name for page in pages for name in page]
                self.assertEqual(len(set(joined)), len(joined), pages)
                self.assertEqual(joined, whole)
        run = self.ok("albums", "--type", "alphabetical", "--offset", "99")
        self.assertIn("No albums", run.out)

    def test_by_year_range_both_ways(self):
        want = sorted((a["year"], name) for name, a in self.lib.albums.items()
                      if 2019 <= a["year"] <= 2021)
        self.assertEqual(len(want), 3)
        body = self.json_of("albums", "--type", "by-year", "--from", "2019", "--to", "2021")
        self.assertEqual([(a["year"], a["name"]) for a in body["albums"]], want)
        body = self.json_of("albums", "--type", "by-year", "--from", "2021", "--to", "2019")
        self.assertEqual([(a["year"], a["name"]) for a in body["albums"]], want[::-1])
        body = self.json_of("albums", "--type", "by-year", "--from", "1990", "--to", "1999")
        self.assertEqual(body["albums"], [])

    def test_by_genre_is_case_sensitive(self):
        jazz = sorted(name for name, a in self.lib.albums.items() if a["genre"] == "Jazz")
        body = self.json_of("albums", "--type", "by-genre", "--genre", "Jazz")
        self.assertEqual(sorted(self.album_names(body)), jazz)
        body = self.json_of("albums", "--type", "by-genre", "--genre", "jazz")
        self.assertEqual(body["albums"], [])

    def test_random_songs_are_from_the_library(self):
        body = self.json_of("random", "--size", "4")
        self.assertEqual(len(body["songs"]), 4)
        self.assertEqual(len({s["id"] for s in body["songs"]}), 4)
        for song in body["songs"]:
            self.assertEqual(self.lib.title_of[song["id"]], song["title"])
            self.assertEqual(song["path"], self.lib.tracks[song["title"]]["path"])
        body = self.json_of("random", "--size", "50")
        self.assertEqual(sorted(s["title"] for s in body["songs"]), sorted(self.lib.tracks))
        run = self.ok("random", "--size", "3")
        table = self.table(run.out, "Title")
        self.assert_aligned(table, left=("Title", "Artist", "Album", "ID"), right=("Duration",))
        self.assertEqual(len(table), 4)

    def test_plays_show_in_recent_and_frequent(self):
        """supysonic counts a play only on `stream` (its scrobble just forwards to Last.fm and
        ListenBrainz), so the plays here are streams; `sunsonic scrobble` is tested below."""
        before = self.json_of("albums", "--type", "recent")
        self.assertEqual(before["albums"], [])
        self.assertIn("No albums", self.ok("albums", "--type", "recent").out)
        quiet = self.lib.tracks["Half Past"]
        with open(quiet["file"], "rb") as fh:
            self.assertEqual(stream_song(self.lib.song_id["Half Past"]), fh.read())
        stream_song(self.lib.song_id["Half Past"])
        time.sleep(1.1)  # supysonic stores play times in whole seconds
        stream_song(self.lib.song_id["Lanterns"])  # Night Pieces, played after Quiet Hours
        recent = self.album_names(self.json_of("albums", "--type", "recent"))
        self.assertEqual(recent, ["Night Pieces", "Quiet Hours"])
        frequent = self.album_names(self.json_of("albums", "--type", "frequent", "--size", "50"))
        # supysonic orders by the average play count of an album's songs: Quiet Hours 2/2,
        # Night Pieces 1/3, the others 0
        self.assertEqual(frequent[:2], ["Quiet Hours", "Night Pieces"])
        self.assertEqual(sorted(frequent), sorted(self.lib.albums))


class AlbumListTypesAndRandomFilters(MusicTestCase):
    """`albums --type` takes every type of getAlbumList2 (the two added here, checked against
    supysonic's own answer); `random` narrows by genre and years as supysonic does."""

    def test_highest_and_alphabetical_by_artist_are_the_servers_lists(self):
        served = SERVER.api("getAlbumList2", type="alphabeticalByArtist", size=50)["albumList2"]
        body = self.json_of("albums", "--type", "alphabetical-by-artist", "--size", "50")
        self.assertEqual(body["type"], "alphabeticalByArtist")
        self.assertEqual(self.album_names(body), [a["name"] for a in served.get("album", [])])
        # supysonic 0.7.9 has `highest` in getAlbumList only, and answers getAlbumList2 with its
        # error 0: sunsonic asks for it and says the server's words.
        run = sunsonic("albums", "--type", "highest")
        self.assert_failure(run, 69, "Unknown search type")
        by_artist = self.json_of("albums", "--type", "alphabetical-by-artist", "--size", "50")
        artists = [album["artist"] for album in by_artist["albums"]]
        self.assertEqual(artists, sorted(artists, key=str.lower))
        self.assertEqual(sorted(self.album_names(by_artist)), sorted(self.lib.albums))

    def test_random_songs_of_a_genre_and_years(self):
        classical = self.json_of("random", "--genre", "Classical", "--size", "50")["songs"]
        self.assertEqual(sorted(s["title"] for s in classical),
                         ["Café Nocturne", "Lanterns", "Overture in Blue"])
        years = {name: album["year"] for name, album in self.lib.albums.items()}
        low, high = sorted(years.values())[0], sorted(years.values())[1]
        ranged = self.json_of("random", "--from", str(low), "--to", str(high), "--size", "50")
        self.assertTrue(ranged["songs"])
        self.assertEqual({s["album"] for s in ranged["songs"]},
                         {name for name, year in years.items() if low <= year <= high})
        run = sunsonic("random", "--from", str(high + 1), "--to", str(low))
        self.assert_failure(run, 64, "is after --to")


class MusicFolders(MusicTestCase):
    """`music-folders` lists supysonic's folders as its getMusicFolders does; `--folder NAME|ID`
    narrows every listing that takes one to it, and supysonic accepts the id sent."""

    def test_the_folders_are_the_servers(self):
        served = SERVER.api("getMusicFolders")["musicFolders"]["musicFolder"]
        listed = self.json_of("music-folders")["musicFolders"]
        self.assertEqual(listed, [{"id": str(f["id"]), "name": f["name"]} for f in served])
        self.assertEqual([f["name"] for f in listed], ["music"])
        table = self.table(self.ok("music-folders").out, "Music folder")
        self.assert_aligned(table, left=("Music folder", "ID"))
        self.assertEqual(self.cells(table, "Music folder"), ["music"])

    def test_every_listing_narrowed_by_name_or_id_holds_the_whole_library(self):
        folder_id = self.json_of("music-folders")["musicFolders"][0]["id"]
        listings = [("albums", "--type", "alphabetical", "--size", "50"),
                    ("songs", "--genre", "Classical"), ("starred",), ("folders",)]
        for listing in listings:
            whole = self.json_of(*listing)
            for given in ("music", "MUSIC", folder_id):
                with self.subTest(listing=listing[0], folder=given):
                    self.assertEqual(self.json_of(*listing, "--folder", given), whole)
        # supysonic 0.7.9 lists an artist once per track when getArtists or search3 is given a
        # musicFolderId (its query joins the tracks without DISTINCT): the same artists, repeated.
        def ids(items):
            return sorted({item["id"] for item in items})
        for listing, keys in ((("artists",), ("artists",)), (("search", "a"), ("artists", "songs"))):
            whole = self.json_of(*listing)
            narrowed = self.json_of(*listing, "--folder", "music")
            for key in keys:
                with self.subTest(listing=listing[0], key=key):
                    self.assertTrue(whole[key])
                    self.assertEqual(ids(narrowed[key]), ids(whole[key]))
        random = self.json_of("random", "--size", "3", "--folder", "music")["songs"]
        self.assertEqual(len(random), 3)

    def test_an_unknown_folder_names_the_folders_there_are(self):
        run = sunsonic("artists", "--folder", "podcasts")
        self.assert_failure(run, 64, '--folder "podcasts": no music folder has that name or id',
                            "music (")
        # A command that lists nothing never asks for the folders (a name would be searched
        # for, and the search narrowed: an id is read as it is).
        album = self.lib.album_id["Night Pieces"]
        run = sunsonic("album", album, "--folder", "podcasts", "--json")
        self.assertEqual(run.code, 0, run.err)


class Annotations(MusicTestCase):
    def test_star_and_unstar_read_back(self):
        song = self.lib.song_id["Café Nocturne"]
        album = self.lib.album_id["Second Wind"]
        artist = self.lib.artist_id["Celeste Quartet"]
        self.assertEqual(self.json_of("starred"), {"artists": [], "albums": [], "songs": []})
        self.assertIn("Nothing is starred", self.ok("starred").out)
        self.addCleanup(SERVER.api, "unstar", id=song, albumId=album, artistId=artist)

        self.assertIn(song, self.ok("star", song).out)
        self.assertIn(album, self.ok("star", album, "--album").out)
        self.assertIn(artist, self.ok("star", artist, "--artist").out)
        # supysonic refuses a second star with error 0; what was asked holds, so it exits 0.
        self.assertIn(f"starred song {song}", self.ok("star", song).out)
        body = self.json_of("starred")
        self.assertEqual([s["id"] for s in body["songs"]], [song])
        self.assertEqual([a["id"] for a in body["albums"]], [album])
        self.assertEqual([a["id"] for a in body["artists"]], [artist])
        self.assertRegex(body["songs"][0]["starred"], r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
        self.assertIsNotNone(self.json_of("song", song)["starred"])
        self.assertEqual(self.album_names(self.json_of("albums", "--type", "starred")),
                         ["Second Wind"])
        run = self.ok("starred")
        for header, name in (("Name", "Celeste Quartet"), ("Album", "Second Wind"),
                             ("Title", "Café Nocturne")):
            table = self.table(run.out, header)
            self.assertEqual(self.cells(table, header), [name])
            self.assert_aligned(table, left=(header, "ID"))

        self.ok("unstar", song)
        self.ok("unstar", album, "--album")
        self.ok("unstar", artist, "--artist")
        self.ok("unstar", song)
        self.assertEqual(self.json_of("starred"), {"artists": [], "albums": [], "songs": []})
        self.assertIsNone(self.json_of("song", song)["starred"])
        self.assertEqual(self.json_of("albums", "--type", "starred")["albums"], [])

    def test_rate_reads_back_and_zero_removes(self):
        song = self.lib.song_id["Gust"]
        self.addCleanup(SERVER.api, "setRating", id=song, rating=0)
        self.assertIsNone(self.json_of("song", song)["userRating"])
        self.ok("rate", song, "4")
        body = self.json_of("song", song)
        self.assertEqual(body["userRating"], 4)
        self.assertEqual(body["averageRating"], 4)
        self.assertRegex(self.ok("song", song).out, r"(?m)^Rating:\s+4/5$")
        run = sunsonic("rate", song, "6")
        self.assert_failure(run, 64, "6")
        self.assertEqual(self.json_of("song", song)["userRating"], 4)
        self.ok("rate", song, "0")
        self.assertIsNone(self.json_of("song", song)["userRating"])

    def test_scrobble_is_accepted_and_unknown_ids_refused(self):
        song = self.lib.song_id["Still Air"]
        run = self.ok("scrobble", song, "--verbose")
        self.assertIn(song, run.out)
        self.assertEqual([line for line in run.err.splitlines() if " 200 " not in line], [])
        self.assertIn("/rest/scrobble", run.err)
        self.assert_failure(sunsonic("scrobble", UNKNOWN_UUID), 66, "not found")


class Playlists(MusicTestCase):
    def playlist_entries(self, playlist_id: str) -> list[str]:
        body = self.json_of("playlist", playlist_id)
        self.assertEqual([e["index"] for e in body["entries"]],
                         list(range(1, len(body["entries"]) + 1)))
        self.assertEqual(body["songCount"], len(body["entries"]))
        return [self.lib.title_of[e["id"]] for e in body["entries"]]

    @staticmethod
    def delete_if_present(playlist_id: str) -> None:
        listed = SERVER.api("getPlaylists").get("playlists", {}).get("playlist", [])
        if any(p["id"] == playlist_id for p in listed):
            SERVER.api("deletePlaylist", id=playlist_id)

    def test_create_add_remove_rename_delete_read_back(self):
        ids = self.lib.song_id
        self.assertEqual(self.json_of("playlists"), {"playlists": []})
        self.assertIn("No playlists", self.ok("playlists").out)

        created = self.json_of("playlist", "create", "Café Trip", "--song", ids["Lanterns"],
                               "--song", ids["Dawn Signal"])
        playlist = created["id"]
        self.addCleanup(self.delete_if_present, playlist)
        self.assertEqual(created["name"], "Café Trip")
        self.assertEqual(self.playlist_entries(playlist), ["Lanterns", "Dawn Signal"])
        run = self.ok("playlist", playlist)
        table = self.table(run.out, "Index")
        self.assert_aligned(table, left=("Title", "Artist", "ID"), right=("Index", "Duration"))
        self.assertEqual(self.cells(table, "Title"), ["Lanterns", "Dawn Signal"])
        self.assertTrue(run.out.startswith(f"Café Trip ({playlist})\n"), run.out)

        listed = self.json_of("playlists")["playlists"]
        self.assertEqual([(p["id"], p["name"], p["songCount"], p["owner"]) for p in listed],
                         [(playlist, "Café Trip", 2, SERVER.user)])
        self.assertEqual(listed[0]["durationSeconds"],
                         self.lib.tracks["Lanterns"]["duration"]
                         + self.lib.tracks["Dawn Signal"]["duration"])
        table = self.table(self.ok("playlists").out, "Name")
        self.assert_aligned(table, left=("Name", "Owner", "ID"), right=("Songs", "Duration"))
        self.assertEqual(self.cells(table, "Name"), ["Café Trip"])

        run = sunsonic("playlist", "add", playlist, ids["Gust"], UNKNOWN_UUID)
        self.assert_failure(run, 66, "not found")
        self.assertEqual(self.playlist_entries(playlist), ["Lanterns", "Dawn Signal"])
        self.ok("playlist", "add", playlist, ids["Café Nocturne"], ids["Lanterns"])
        self.assertEqual(self.playlist_entries(playlist),
                         ["Lanterns", "Dawn Signal", "Café Nocturne", "Lanterns"])

        self.ok("playlist", "remove", playlist, "1", "3")  # by position: the first Lanterns
        self.assertEqual(self.playlist_entries(playlist), ["Dawn Signal", "Lanterns"])
        run = sunsonic("playlist", "remove", playlist, "3")
        self.assert_failure(run, 64, "3")
        self.assertEqual(self.playlist_entries(playlist), ["Dawn Signal", "Lanterns"])

        self.ok("playlist", "rename", playlist, "Evening Mix")
        self.assertEqual(self.json_of("playlist", playlist)["name"], "Evening Mix")
        self.assertEqual([p["name"] for p in self.json_of("playlists")["playlists"]],
                         ["Evening Mix"])

        run = self.ok("playlist", "delete", playlist)
        self.assertIn(playlist, run.out)
        self.assertEqual(self.json_of("playlists"), {"playlists": []})
        self.assert_failure(sunsonic("playlist", playlist), 66, "not found")

    def test_create_with_an_unknown_song_fails_and_leaves_no_playlist(self):
        self.addCleanup(lambda: [SERVER.api("deletePlaylist", id=p["id"]) for p in
                                 SERVER.api("getPlaylists").get("playlists", {})
                                 .get("playlist", [])])
        run = sunsonic("playlist", "create", "Broken", "--song", self.lib.song_id["Gust"],
                       "--song", UNKNOWN_UUID)
        self.assert_failure(run, 66, "not found")
        self.assertEqual(self.json_of("playlists"), {"playlists": []})


class Media(MusicTestCase):
    def test_download_saves_the_exact_file_quietly_and_never_overwrites(self):
        track = self.lib.tracks["Café Nocturne"]
        with open(track["file"], "rb") as fh:
            original = fh.read()
        target = os.path.join(self.work, "song.mp3")
        run = self.ok("download", self.lib.song_id["Café Nocturne"], "-o", target)
        self.assertEqual(run.err, "", "no progress bar when stderr is not a terminal")
        self.assertIn("song.mp3", run.out)
        with open(target, "rb") as fh:
            self.assertEqual(fh.read(), original)

        with open(target, "wb") as fh:
            fh.write(b"mine")
        run = sunsonic("download", self.lib.song_id["Café Nocturne"], "-o", target)
        self.assert_failure(run, 73, "already exists")
        with open(target, "rb") as fh:
            self.assertEqual(fh.read(), b"mine")
        self.ok("download", self.lib.song_id["Café Nocturne"], "-o", target, "--force")
        with open(target, "rb") as fh:
            self.assertEqual(fh.read(), original)

        self.ok("download", self.lib.song_id["Café Nocturne"], cwd=self.work)
        default = os.path.join(self.work, "Basso Continuo - Café Nocturne.mp3")
        with open(default, "rb") as fh:
            self.assertEqual(fh.read(), original)

        before = set(os.listdir(self.work))
        run = sunsonic("download", UNKNOWN_UUID, "-o", os.path.join(self.work, "none.mp3"))
        self.assert_failure(run, 66, "not found")
        self.assertEqual(set(os.listdir(self.work)), before)

    # supysonic answers `download` of an album or folder id with a ZIP of the folder; `download`
    # saves a song's file, so it reads the song first and refuses anything else.
    def test_download_of_an_album_id_is_refused(self):
        target = os.path.join(self.work, "album.mp3")
        run = sunsonic("download", self.lib.album_id["Night Pieces"], "-o", target)
        self.assertFalse(os.path.exists(target), "the album's ZIP was saved as a song")
        self.assert_failure(run, 66)  # the server: no such song

    def test_cover_is_the_albums_cover_file_or_a_png_of_the_size_asked(self):
        cover = self.lib.manifest["covers"][0]
        self.assertEqual(cover["album"], "Night Pieces")
        with open(cover["file"], "rb") as fh:
            original = fh.read()
        target = os.path.join(self.work, "cover.png")
        run = self.ok("cover", self.lib.night_pieces_cover, "-o", target)
        self.assertEqual(run.err, "")
        with open(target, "rb") as fh:
            self.assertEqual(fh.read(), original)
        self.assertEqual(png_size(original), (cover["width"], cover["height"]))

        small = os.path.join(self.work, "small.png")
        self.ok("cover", self.lib.night_pieces_cover, "--size", "8", "-o", small)
        with open(small, "rb") as fh:
            self.assertEqual(png_size(fh.read()), (8, 8))

        self.assert_failure(sunsonic("cover", self.lib.night_pieces_cover, "-o", target), 73,
                            "already exists")
        self.assert_failure(sunsonic("cover", "999999", "-o", self.work + "/none.png"), 66,
                            "not found")
        self.assertFalse(os.path.exists(self.work + "/none.png"))

    def test_the_cover_of_an_album_without_art_is_not_found_not_unsupported(self):
        """supysonic answers error 70 (with HTTP 200) for an album without art and for an id
        it does not know: "not found", exit 66, never "does not support getCoverArt"."""
        bare = next(album["name"] for album in self.lib.albums.values() if not album["cover"])
        for cover in (self.lib.album_id[bare], UNKNOWN_UUID):
            with self.subTest(cover=cover):
                target = os.path.join(self.work, "none.png")
                run = sunsonic("cover", cover, "-o", target)
                self.assert_failure(run, 66, "not found")
                self.assertNotIn("does not support", run.err)
                self.assertFalse(os.path.exists(target))

    def test_lyrics_from_the_tag_and_from_the_sidecar_file(self):
        for entry in self.lib.manifest["lyrics"]:
            with self.subTest(title=entry["title"], source=entry["source"]):
                run = self.ok("lyrics", entry["artist"], entry["title"])
                self.assertEqual(run.err, "")
                self.assertIn(entry["title"], run.out.splitlines()[0])
                self.assertIn(entry["text"].strip(), run.out)
                body = self.json_of("lyrics", entry["artist"], entry["title"])
                self.assertEqual(body["text"].strip(), entry["text"].strip())
                self.assertEqual(body["found"], True)
        # supysonic matches case-insensitive substrings of the artist and the title
        updraft = next(e for e in self.lib.manifest["lyrics"] if e["title"] == "Updraft")
        self.assertEqual(updraft["source"], "tag")
        body = self.json_of("lyrics", "aurora", "updraft")
        self.assertEqual(body["text"].strip(), updraft["text"].strip())

    def test_lyrics_not_found(self):
        run = self.ok("lyrics", "Nobody", "Nothing At All")
        self.assertEqual(run.err, "")
        self.assertIn("No lyrics found", run.out)
        self.assertIn("Nothing At All", run.out)
        body = self.json_of("lyrics", "Nobody", "Nothing At All")
        self.assertEqual((body["found"], body["text"]), (False, None))


class Preview(MusicTestCase):
    def test_every_command_works_without_a_server(self):
        """--preview answers from the built-in library; SUBSONIC_URL points at a closed port,
        so any request to a server would fail."""
        env = {"SUBSONIC_URL": "http://127.0.0.1:9", "SUBSONIC_USER": "nobody"}
        commands = [
            ["ping"], ["artists"], ["artist", "artist-1"], ["album", "album-1"],
            ["song", "song-1"], ["search", "light"], ["random", "--size", "3"], ["starred"],
            ["star", "song-3"], ["unstar", "song-3"], ["rate", "song-1", "4"],
            ["scrobble", "song-1"], ["playlists"], ["playlist", "playlist-1"],
            ["playlist", "create", "Road Trip", "--song", "song-1"],
            ["playlist", "add", "playlist-1", "song-2"], ["playlist", "remove", "playlist-1", "1"],
            ["playlist", "rename", "playlist-1", "Evening Mix"],
            ["playlist", "delete", "playlist-1"],
            ["download", "song-1", "-o", "preview.mp3"],
            ["cover", "cover-album-1", "-o", "preview.png"],
            ["lyrics", "Aurora Vale", "First Light"], ["artists", "--json"],
        ] + [["albums", "--type", kind] for kind in
             ("newest", "random", "frequent", "recent", "starred", "alphabetical")] + [
            ["albums", "--type", "by-year", "--from", "2000", "--to", "2030"],
            ["albums", "--type", "by-genre", "--genre", "Jazz"]]
        for command in commands:
            with self.subTest(command=" ".join(command)):
                run = sunsonic(*command, "--preview", server=False, env=env, cwd=self.work)
                self.assertEqual(run.code, 0, run.err)
                self.assertNotEqual(run.out.strip(), "")
        self.assertGreater(os.path.getsize(os.path.join(self.work, "preview.mp3")), 0)
        with open(os.path.join(self.work, "preview.png"), "rb") as fh:
            self.assertEqual(fh.read(8), PNG_SIGNATURE)


if __name__ == "__main__":
    unittest.main()

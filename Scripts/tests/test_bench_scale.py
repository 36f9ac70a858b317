"""Tests for Scripts/bench-scale: its usage errors, the generated library and its server's shapes
(in this process, a tiny library), the report on made-up runs, and a short run of the bench
(--quick, one item, one round) on the release build when there is one ($SUNSONIC_RELEASE_BIN,
.build/install/release/sunsonic), else the binary of the end-to-end tests. Installs py-sonic and
py-opensonic into <repo>/.build/venv the first time. Scripts/bench-results/scale.* hold the
last full run."""

from __future__ import annotations

import hashlib
import json
import time
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))

import scale_library  # noqa: E402
import script_module  # noqa: E402
from scale_library import KIND_ALBUM, KIND_ARTIST, KIND_SONG, Library, ScaleServer  # noqa: E402
from sunsonic_e2e import ROOT, sunsonic_binary  # noqa: E402

from tests.bench_cli import assert_usage_errors, help_text  # noqa: E402

SCRIPT = str(Path(__file__).resolve().parents[1] / "bench-scale")
ENVELOPE = {"status", "version", "type", "serverVersion", "openSubsonic"}


def load_bench():
    return script_module.load(SCRIPT, "bench_scale")


def call(server: ScaleServer, endpoint: str, auth: str = "token", post: bool = False,
         **params) -> tuple[int, dict]:
    """(HTTP status, the subsonic-response) of one request, signed as `auth` says."""
    query = {"u": scale_library.USER, "v": "1.16.1", "c": "test", "f": "json"}
    if auth == "token":
        salt = "c19b2d"
        query |= {"s": salt, "t": hashlib.md5((scale_library.PASSWORD + salt).encode())
                  .hexdigest()}
    elif auth == "enc":
        query["p"] = "enc:" + scale_library.PASSWORD.encode().hex().upper()
    elif auth == "plain":
        query["p"] = scale_library.PASSWORD
    elif auth == "wrong":
        query["p"] = "not-the-password"
    elif auth == "none":
        query.pop("u")
    query |= {k: str(v) for k, v in params.items()}
    encoded = urllib.parse.urlencode(query)
    url = f"{server.url}/rest/{endpoint}.view"
    request = (urllib.request.Request(url, data=encoded.encode()) if post
               else urllib.request.Request(f"{url}?{encoded}"))
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            status, body = answer.status, answer.read()
            content_type = answer.headers["Content-Type"]
    except urllib.error.HTTPError as error:
        status, body, content_type = error.code, error.read(), error.headers["Content-Type"]
    assert content_type == "application/json", content_type
    return status, json.loads(body)["subsonic-response"]


def release_binary() -> str:
    given = os.environ.get("SUNSONIC_RELEASE_BIN")
    if given:
        return given
    release = os.path.join(ROOT, ".build", "install", "release", "sunsonic")
    return release if os.access(release, os.X_OK) else sunsonic_binary()


def leftovers() -> set[str]:
    return {name for name in os.listdir(tempfile.gettempdir()) if name.startswith("bench-scale-")}


class UsageTests(unittest.TestCase):
    def test_out_of_range_options_are_usage_errors(self):
        assert_usage_errors(self, SCRIPT, (["--rounds", "0"], ["--rounds", "51"], ["--items", "artists,bogus"],
                     ["--items", ""], ["--binary", "/nonexistent/sunsonic"], ["--bogus"],
                     ["--artists", "10", "--albums", "5"]))

    def test_help_describes_the_measurement(self):
        text = help_text(self, SCRIPT)
        for words in ("py-sonic", "py-opensonic", "os.wait4", "ru_maxrss", "0.5x", "10 MiB",
                      "--quick", "SUNSONIC_RELEASE_BIN"):
            self.assertIn(words, text)


class LibraryTests(unittest.TestCase):
    def test_the_index_shares_every_album_and_song_and_is_the_same_for_a_seed(self):
        library = Library(30, 100, 1000)
        self.assertEqual(sum(len(library.albums_of(k)) for k in range(30)), 100)
        self.assertEqual(sum(len(library.songs_of(a)) for a in range(100)), 1000)
        self.assertTrue(all(library.albums_of(k) for k in range(30)))
        self.assertEqual(library.artist_of(library.albums_of(7)[0]), 7)
        self.assertEqual(library.album_of(library.songs_of(42)[-1]), 42)
        again = Library(30, 100, 1000)
        self.assertEqual([library.song_title(n) for n in range(50)],
                         [again.song_title(n) for n in range(50)])
        self.assertEqual(library.song_object(9), again.song_object(9))
        self.assertNotEqual(Library(30, 100, 1000, seed=1).artist_name(0) +
                            Library(30, 100, 1000, seed=1).artist_name(1),
                            library.artist_name(0) + library.artist_name(1))
        for kind, count in ((KIND_ARTIST, 30), (KIND_ALBUM, 100), (KIND_SONG, 1000)):
            for number in (0, count - 1):
                self.assertEqual(library.parse_id(library.item_id(kind, number), kind), number)
        self.assertIsNone(library.parse_id(library.item_id(KIND_ALBUM, 3), KIND_SONG))
        self.assertIsNone(library.parse_id("not-an-id", KIND_SONG))

    def test_names_mix_ascii_accents_cjk_and_emoji(self):
        library = Library(30, 100, 3000)
        names = [library.song_title(n) for n in range(3000)] + \
            [library.artist_name(n) for n in range(30)]
        self.assertGreater(sum(name.isascii() for name in names), len(names) // 2)
        self.assertTrue(any(set(name) & set("éüøłñçåö") for name in names))
        self.assertTrue(any(any("\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7a3"
                                for c in name) for name in names))
        self.assertTrue(any(any(ord(c) >= 0x1F300 for c in name) for name in names))
        self.assertTrue(any("\ufe0f" in name for name in names))  # a variation selector
        self.assertTrue(any("\u200d" in name for name in names))  # a ZWJ sequence

    def test_search_folds_case_and_accents_and_an_artist_to_look_up_is_unique(self):
        library = Library(30, 100, 3000)
        found = library.search("songs", "LOVE", 500, 0)
        self.assertTrue(found)
        self.assertTrue(all("love" in scale_library.fold(library.song_title(n)) for n in found))
        self.assertEqual(library.search("songs", "love", 2, 1), found[1:3])
        cafe = library.search("songs", "cafe", 5, 0)
        self.assertTrue(cafe and all("Café" in library.song_title(n) for n in cafe))
        number, name = library.unique_artist(5)
        self.assertEqual(library.artist_name(number), name)
        self.assertIn(" ", name)
        self.assertEqual(sum(scale_library.fold(library.artist_name(k)) ==
                             scale_library.fold(name) for k in range(30)), 1)


class ServerTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.library = Library(30, 100, 1000)
        cls.server = ScaleServer(cls.library).start()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def ok(self, endpoint: str, **params) -> dict:
        status, answer = call(self.server, endpoint, **params)
        self.assertEqual(status, 200)
        self.assertEqual(answer["status"], "ok", answer)
        self.assertTrue(ENVELOPE <= set(answer), answer.keys())
        self.assertIs(answer["openSubsonic"], True)
        return answer

    def test_every_way_of_signing_in_and_the_errors(self):
        for auth in ("token", "enc", "plain"):
            for post in (False, True):
                with self.subTest(auth=auth, post=post):
                    status, answer = call(self.server, "ping", auth=auth, post=post)
                    self.assertEqual((status, answer["status"]), (200, "ok"))
        status, answer = call(self.server, "ping", auth="wrong")
        self.assertEqual((status, answer["error"]["code"]), (200, 40))
        self.assertTrue(ENVELOPE <= set(answer))
        status, answer = call(self.server, "ping", auth="none")
        self.assertEqual((status, answer["error"]["code"]), (200, 10))
        status, answer = call(self.server, "getOpenSubsonicExtensions", auth="none")
        self.assertEqual(answer["status"], "ok")
        self.assertIn({"name": "formPost", "versions": [1]}, answer["openSubsonicExtensions"])
        status, answer = call(self.server, "getArtist", id="nope")
        self.assertEqual((status, answer["error"]["code"]), (200, 70))
        status, answer = call(self.server, "getVideos")
        self.assertEqual((status, answer["error"]["code"]), (404, 0))
        self.assertIn("valid", self.ok("getLicense")["license"])

    def test_artists_artist_album_and_song(self):
        indexes = self.ok("getArtists")["artists"]
        self.assertIn("ignoredArticles", indexes)
        artists = [a for index in indexes["index"] for a in index["artist"]]
        self.assertEqual(len(artists), 30)
        self.assertTrue(all({"id", "name", "albumCount", "coverArt"} <= set(a) for a in artists))
        first = artists[0]
        artist = self.ok("getArtist", id=first["id"])["artist"]
        self.assertEqual(len(artist["album"]), first["albumCount"])
        for album in artist["album"]:  # what py-opensonic requires of an AlbumID3
            self.assertTrue({"id", "name", "songCount", "duration", "created"} <= set(album))
        album = self.ok("getAlbum", id=artist["album"][0]["id"])["album"]
        self.assertEqual(len(album["song"]), album["songCount"])
        self.assertEqual(sum(s["duration"] for s in album["song"]), album["duration"])
        for song in album["song"]:  # what py-opensonic requires of a Child
            self.assertTrue({"id", "isDir", "title"} <= set(song))
            self.assertEqual((song["albumId"], song["artistId"]), (album["id"], first["id"]))
        song = self.ok("getSong", id=album["song"][0]["id"])["song"]
        self.assertEqual(song, album["song"][0])

    def test_lists_sizes_offsets_and_search(self):
        newest = self.ok("getAlbumList2", type="newest", size=600)["albumList2"]["album"]
        self.assertEqual(len(newest), 100)  # all there are; sizes are capped at 500
        page = self.ok("getAlbumList2", type="newest", size=10, offset=5)["albumList2"]["album"]
        self.assertEqual([a["id"] for a in page], [a["id"] for a in newest[5:15]])
        self.assertGreater(newest[0]["created"], newest[-1]["created"])
        for kind in ("random", "alphabeticalByName", "frequent", "recent", "starred"):
            self.ok("getAlbumList2", type=kind, size=5)
        songs = self.ok("getRandomSongs", size=50)["randomSongs"]["song"]
        self.assertEqual(len(songs), 50)
        self.assertEqual(songs, self.ok("getRandomSongs", size=50)["randomSongs"]["song"])
        result = self.ok("search3", query="love", artistCount=0, albumCount=3,
                         songCount=500)["searchResult3"]
        self.assertNotIn("artist", result)  # empty lists are left out
        self.assertLessEqual(len(result["album"]), 3)
        self.assertTrue(all("love" in s["title"].lower() for s in result["song"]))

    def test_answers_are_kept_by_request_and_built_anew_without_the_cache(self):
        before = self.server.request_count
        self.ok("getRandomSongs", size=7)
        self.ok("getRandomSongs", size=7)
        # The server records a request after writing its answer: wait (bounded) for both.
        for _ in range(200):
            if len(self.server.requests_since(before)) >= 2:
                break
            time.sleep(0.01)
        records = self.server.requests_since(before)
        # One built, one from the cache; the records' order is the order the server's threads
        # got to record them, which need not be the requests' (seen once in CI: True, False).
        self.assertEqual(sorted(r["cached"] for r in records), [False, True])
        for record in records:
            self.assertNotIn("t", record["params"])  # no credential is recorded
            self.assertNotIn("s", record["params"])
        key = ScaleServer.answer_key("getRandomSongs", {"size": "7", "c": "x", "t": "y"})
        self.assertIn(key, self.server.build_milliseconds)
        self.assertEqual(ScaleServer.answer_key("search3", {"query": "a", "songOffset": "0"}),
                         ("search3", (("query", "a"),)))
        uncached = ScaleServer(self.library, cache=False)
        try:
            self.assertEqual(uncached.cached_answer("getArtists", {})[1], False)
            self.assertEqual(uncached.cached_answer("getArtists", {})[1], False)
        finally:
            uncached.httpd.server_close()


class ReportTests(unittest.TestCase):
    def runs(self, wall: float, peak_mib: float, count: int = 3) -> list[dict]:
        return [{"wallMilliseconds": wall * (1 + k / 10), "cpuMilliseconds": wall / 2,
                 "userMilliseconds": wall / 3, "systemMilliseconds": wall / 6,
                 "peakKiB": int(peak_mib * 1024), "requests": 1, "stdoutBytes": 10}
                for k in range(count)]

    def test_ratios_targets_and_tables(self):
        bench = load_bench()
        raw = {
            "artist": {"name": "Ayşe Taylor", "id": "x", "albums": 3}, "query": "love",
            "runs": {
                "artists/text": {"sunsonic": self.runs(40, 30), "py-sonic": self.runs(100, 25),
                                 "py-opensonic": self.runs(800, 40)},
                "artists/json": {"sunsonic": self.runs(60, 36), "py-sonic": self.runs(100, 25),
                                 "py-opensonic": self.runs(800, 40)},
            },
            "endpoints": {"artists/text": {t: ["getArtists (POST, token)"]
                                           for t in ("sunsonic", "py-sonic", "py-opensonic")},
                          "artists/json": {t: ["getArtists (POST, token)"]
                                           for t in ("sunsonic", "py-sonic", "py-opensonic")}},
            "order": [["sunsonic", "py-sonic", "py-opensonic"]] * 3,
            "stateFile": False, "launcherFloorKiB": 6000,
            "server": [{"endpoint": "getArtists", "params": {}, "bytes": 2_600_000,
                        "buildMilliseconds": 400.0, "fetchMilliseconds": 3.2}],
        }
        facts = {"date": "2026-11-27T00:00:00Z", "binary": "/x/release/sunsonic",
                 "build": "release", "rounds": 3, "minutes": 1.0,
                 "machine": {"cpus": 2, "machine": "x86_64", "system": "Linux", "python": "3",
                             "sunsonic": "sunsonic 0.9.0"},
                 "library": {"artists": 10, "albums": 40, "songs": 400},
                 "loadAverage": {"start": 1.0, "end": 1.5}}
        document, markdown = bench.report(raw, facts)
        text, json_row = document["rows"]
        self.assertEqual(text["medians"]["sunsonic"],
                         {"wallMilliseconds": 44.0, "cpuMilliseconds": 20.0, "peakMiB": 30.0,
                          "requests": 1})
        self.assertEqual(text["ratios"]["py-sonic"], {"wall": 0.4, "cpu": 0.4, "memory": 1.2})
        self.assertEqual(text["ratios"]["py-opensonic"]["wall"], 0.05)
        self.assertTrue(text["wallMet"] and text["memoryMet"])
        self.assertEqual(text["memoryOverPySonicMiB"], 5.0)
        self.assertFalse(json_row["wallMet"])  # 0.6x
        self.assertFalse(json_row["memoryMet"])  # +11 MiB
        self.assertFalse(document["met"])
        self.assertEqual(document["missed"], ["artists (json): wall 0.60x, memory +11.0 MiB"])
        self.assertIn("| artists | text | **0.40x** | 0.40x | 1.20x | 0.05x |", markdown)
        self.assertIn("| met | met (+5.0 MiB) |", markdown)
        self.assertIn("| **missed** | **missed** (+11.0 MiB) |", markdown)
        self.assertIn("| artists | `getArtists` | `getArtists` | `getArtists` |", markdown)
        self.assertIn("| `getArtists` | 2,600,000 | 400.0 ms | 3.2 ms |", markdown)
        self.assertIn("**missed**: artists (json)", markdown)
        json.dumps(document)  # all of it serialisable


class ShortRunTests(unittest.TestCase):
    def test_a_quick_run_of_one_item(self):
        before = leftovers()
        folder = tempfile.mkdtemp(prefix="test-bench-scale-")
        try:
            json_path = os.path.join(folder, "scale.json")
            markdown_path = os.path.join(folder, "scale.md")
            run = subprocess.run(
                [sys.executable, SCRIPT, "--quick", "--items", "artist", "--binary",
                 release_binary(), "--json", json_path, "--markdown", markdown_path],
                capture_output=True, text=True, timeout=1200, stdin=subprocess.DEVNULL)
            self.assertIn(run.returncode, (0, 1), run.stderr[-3000:])
            with open(json_path, encoding="utf-8") as fh:
                document = json.load(fh)
            with open(markdown_path, encoding="utf-8") as fh:
                self.assertEqual(fh.read(), run.stdout)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        self.assertEqual(run.returncode, 0 if document["met"] else 1)
        self.assertEqual([(r["item"], r["format"]) for r in document["rows"]],
                         [("artist", "text"), ("artist", "json")])
        self.assertEqual(document["library"], {"artists": 200, "albums": 800, "songs": 8000})
        for row in document["rows"]:
            for tool in ("sunsonic", "py-sonic", "py-opensonic"):
                figures = row["medians"][tool]
                self.assertGreater(figures["wallMilliseconds"], 0)
                self.assertGreaterEqual(figures["wallMilliseconds"], figures["cpuMilliseconds"]
                                        * 0.5)
                self.assertGreater(figures["peakMiB"], document["launcherFloorKiB"] / 1024)
                self.assertEqual(figures["requests"], 2)
            for peer in ("py-sonic", "py-opensonic"):
                self.assertEqual(set(row["ratios"][peer]), {"wall", "cpu", "memory"})
        for tools in document["endpoints"].values():
            for tool, calls in tools.items():
                self.assertEqual([c.split(" ")[0] for c in calls], ["getArtists", "getArtist"],
                                 tool)
        self.assertEqual({e["endpoint"] for e in document["server"]},
                         {"ping", "getArtists", "getArtist"})
        self.assertIn("| item | format | sunsonic: wall, CPU, peak |", run.stdout)
        self.assertEqual(leftovers() - before, set(), "a temporary folder is left behind")


if __name__ == "__main__":
    unittest.main()

"""End-to-end test of Scripts/subsonic-server against a real supysonic 0.7.9.

Starts an isolated instance (SUBSONIC_SERVER_DIR in a temporary folder), talks to
it over 127.0.0.1 with password auth, compares it with the generated manifest,
then stops it. Nothing is skipped: if supysonic cannot be installed or started,
the class fails with the script's own error line.
"""

from __future__ import annotations

import binascii
import json
import os
import shutil
import stat
import subprocess
import tempfile
import time
import unittest
import urllib.parse
import urllib.request

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(REPO_ROOT, "Scripts", "subsonic-server")
START_TIMEOUT = 900  # a cold start installs apt packages and a virtual environment
KEYS = ("SUBSONIC_URL", "SUBSONIC_USER", "SUBSONIC_PASSWORD_FILE", "SUBSONIC_LIBRARY")


def run_script(command: str, state_dir: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, SUBSONIC_SERVER_DIR=state_dir)
    return subprocess.run(
        [SCRIPT, command], capture_output=True, text=True, timeout=timeout, env=env,
        stdin=subprocess.DEVNULL,
    )


def parse_lines(stdout: str) -> dict:
    return dict(line.split("=", 1) for line in stdout.splitlines() if "=" in line)


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as fh:
            data = fh.read()
        return data[data.rindex(")") + 2] not in "ZX"
    except OSError:
        return False


class SubsonicServerTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.state_dir = tempfile.mkdtemp(prefix="subsonic-test-")
        try:
            cls._start_instance()
        except BaseException:
            # tearDownClass does not run when setUpClass fails: clean up here.
            cls.tearDownClass()
            raise

    @classmethod
    def _start_instance(cls):
        try:
            cls.start = run_script("start", cls.state_dir, timeout=START_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"Scripts/subsonic-server start did not finish within {START_TIMEOUT} s")
        if cls.start.returncode != 0:
            raise AssertionError(
                "Scripts/subsonic-server start failed (exit "
                f"{cls.start.returncode}); supysonic could not be installed or started: "
                f"{cls.start.stderr.strip() or '(no stderr)'}"
            )
        cls.info = parse_lines(cls.start.stdout)
        with open(cls.info["SUBSONIC_PASSWORD_FILE"], encoding="utf-8") as fh:
            cls.password = fh.read().strip()
        with open(cls.info["SUBSONIC_LIBRARY"], encoding="utf-8") as fh:
            cls.manifest = json.load(fh)
        with open(os.path.join(cls.state_dir, "server.pid"), encoding="utf-8") as fh:
            cls.pid = int(fh.read().strip())
        cls.opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    @classmethod
    def tearDownClass(cls):
        try:
            run_script("stop", cls.state_dir)
        finally:
            shutil.rmtree(cls.state_dir, ignore_errors=True)

    # --- helpers ---------------------------------------------------------------

    def request(self, endpoint: str, **params):
        query = {
            "u": self.info["SUBSONIC_USER"],
            "p": "enc:" + binascii.hexlify(self.password.encode("utf-8")).decode("ascii"),
            "v": "1.16.1",
            "c": "test",
            "f": "json",
        }
        query.update(params)
        url = f"{self.info['SUBSONIC_URL']}/rest/{endpoint}?{urllib.parse.urlencode(query)}"
        with self.opener.open(url, timeout=10) as resp:
            return resp.headers.get("Content-Type", ""), resp.read()

    def api(self, endpoint: str, **params) -> dict:
        content_type, body = self.request(endpoint, **params)
        self.assertTrue(content_type.startswith("application/json"), content_type)
        response = json.loads(body)["subsonic-response"]
        self.assertEqual(response["status"], "ok", response)
        return response

    def manifest_tracks(self) -> list[dict]:
        return [t for a in self.manifest["artists"] for al in a["albums"] for t in al["tracks"]]

    # --- tests (numbered: stop runs last) ----------------------------------------

    def test_1_output_lines(self):
        lines = self.start.stdout.splitlines()
        self.assertEqual([line.split("=", 1)[0] for line in lines], list(KEYS))
        self.assertRegex(self.info["SUBSONIC_URL"], r"^http://127\.0\.0\.1:\d+$")
        self.assertEqual(self.info["SUBSONIC_USER"], "sunsonic")
        self.assertEqual(self.info["SUBSONIC_PASSWORD_FILE"], os.path.join(self.state_dir, "password"))
        self.assertEqual(self.info["SUBSONIC_LIBRARY"], os.path.join(self.state_dir, "library.json"))

    def test_2_password_file_private_and_never_printed(self):
        mode = stat.S_IMODE(os.stat(self.info["SUBSONIC_PASSWORD_FILE"]).st_mode)
        self.assertEqual(mode, 0o600)
        self.assertGreaterEqual(len(self.password), 16)
        for line in self.start.stdout.splitlines():
            self.assertNotIn(self.password, line)
        self.assertNotIn(self.password, self.start.stderr)
        status = run_script("status", self.state_dir)
        self.assertEqual(status.returncode, 0, status.stderr)
        self.assertNotIn(self.password, status.stdout + status.stderr)
        with open(os.path.join(self.state_dir, "server.log"), encoding="utf-8", errors="replace") as fh:
            self.assertNotIn(self.password, fh.read())
        with open(os.path.join(self.state_dir, "supysonic.conf"), encoding="utf-8") as fh:
            self.assertNotIn(self.password, fh.read())

    def test_3_ping_and_wrong_password(self):
        response = self.api("ping")
        self.assertEqual(response["version"], "1.12.0")
        _, body = self.request("ping", p="enc:" + binascii.hexlify(b"not-the-password").decode())
        error = json.loads(body)["subsonic-response"]
        self.assertEqual(error["status"], "failed")
        self.assertEqual(error["error"]["code"], 40)

    def test_4_get_artists_matches_manifest(self):
        response = self.api("getArtists")
        served = sorted(
            (artist["name"], artist["albumCount"])
            for index in response["artists"]["index"]
            for artist in index["artist"]
        )
        expected = sorted((a["name"], a["albumCount"]) for a in self.manifest["artists"])
        self.assertEqual(served, expected)
        self.assertEqual(len(served), 3)

    def test_5_every_song_matches_manifest(self):
        response = self.api("search3", query="", songCount=500, albumCount=500, artistCount=500)
        songs = {s["path"]: s for s in response["searchResult3"]["song"]}
        tracks = self.manifest_tracks()
        self.assertEqual(sorted(songs), sorted(t["path"] for t in tracks))
        for track in tracks:
            song = songs[track["path"]]
            for key, field in (("title", "title"), ("artist", "artist"), ("album", "album"),
                               ("track", "track"), ("disc", "discNumber"), ("year", "year"),
                               ("genre", "genre"), ("duration", "duration"), ("size", "size"),
                               ("suffix", "suffix"), ("contentType", "contentType"),
                               ("bitRate", "bitRate")):
                self.assertEqual(song[field], track[key], f"{track['path']}: {field}")
        self.assertIn("Café Nocturne", [t["title"] for t in tracks])
        self.assertGreaterEqual(len(self.manifest["genres"]), 2)

    def test_6_album_sorted_by_track_number_with_cover(self):
        album = next(al for a in self.manifest["artists"] for al in a["albums"] if al["cover"])
        files = [os.path.basename(t["path"]) for t in album["tracks"]]
        self.assertNotEqual(sorted(files), files, "file names must not sort like track numbers")
        found = self.api("search3", query=album["name"], albumCount=5)["searchResult3"]["album"]
        served_album = next(a for a in found if a["name"] == album["name"])
        got = self.api("getAlbum", id=served_album["id"])["album"]
        self.assertEqual([s["title"] for s in got["song"]], [t["title"] for t in album["tracks"]])
        self.assertEqual(got["duration"], album["duration"])
        content_type, body = self.request("getCoverArt", id=got["coverArt"])
        self.assertEqual(content_type, album["cover"]["contentType"])
        with open(album["cover"]["file"], "rb") as fh:
            self.assertEqual(body, fh.read())

    def test_7_download_bytes_equal_file(self):
        track = next(t for t in self.manifest_tracks() if t["title"] == "Café Nocturne")
        song = self.api("search3", query="Café", songCount=5)["searchResult3"]["song"][0]
        self.assertEqual(song["path"], track["path"])
        content_type, body = self.request("download", id=song["id"])
        self.assertEqual(content_type, "audio/mpeg")
        with open(track["file"], "rb") as fh:
            on_disk = fh.read()
        self.assertEqual(len(body), track["size"])
        self.assertEqual(body, on_disk)

    def test_8_lyrics_from_manifest(self):
        self.assertGreaterEqual(len(self.manifest["lyrics"]), 1)
        for entry in self.manifest["lyrics"]:
            lyrics = self.api("getLyrics", artist=entry["artist"], title=entry["title"])["lyrics"]
            self.assertEqual(lyrics["value"], entry["text"], entry["title"])

    def test_9_start_is_idempotent_then_stop_ends_the_process(self):
        again = run_script("start", self.state_dir)
        self.assertEqual(again.returncode, 0, again.stderr)
        self.assertEqual(again.stdout, self.start.stdout)
        with open(os.path.join(self.state_dir, "server.pid"), encoding="utf-8") as fh:
            self.assertEqual(int(fh.read().strip()), self.pid)
        self.assertTrue(pid_alive(self.pid))

        stop = run_script("stop", self.state_dir)
        self.assertEqual(stop.returncode, 0, stop.stderr)
        deadline = time.monotonic() + 10
        while pid_alive(self.pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        self.assertFalse(pid_alive(self.pid), f"pid {self.pid} still alive after stop")
        self.assertFalse(os.path.exists(os.path.join(self.state_dir, "server.pid")))
        # Refused, or reset: beside another end-to-end worker, the freed port may already be
        # another test's (a fault proxy that resets), which is not this server either.
        with self.assertRaises(OSError):  # URLError and ConnectionResetError both are
            self.opener.open(f"{self.info['SUBSONIC_URL']}/rest/ping", timeout=3)

        status = run_script("status", self.state_dir)
        self.assertEqual(status.returncode, 3)
        self.assertEqual(status.stdout.strip(), "not running")
        second_stop = run_script("stop", self.state_dir)
        self.assertEqual(second_stop.returncode, 0, second_stop.stderr)


if __name__ == "__main__":
    unittest.main()

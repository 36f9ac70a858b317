"""End to end: `play --resume` and `play --bookmark` begin where the server says, with real
players (mpv with `--ao=null`, ffplay with SDL_AUDIODRIVER=dummy).

- The play queue with a position, from a canned server built from the specification's
  `getPlayQueue` example (supysonic lacks the endpoint, maneki answers it empty): mpv seeks to
  the saved position, so the queue saved when sunsonic is interrupted 1.5 s later holds a
  position past it; ffplay (a pipe) gets `stream` with `timeOffset` in seconds where the server
  lists `transcodeOffset`, else plays from the start and says so once on stderr.
- On a terminal, the status line shows mpv at the saved position at once, and space (pause)
  saves the queue with the position while it plays on; q saves it again at the end.
- Bookmarks against maneki, which keeps them: `bookmark SONG --at` then `play --bookmark SONG`
  (mpv at a quarter speed, so that the song lasts) is past the bookmark when interrupted; a
  song without a bookmark is one line, exit 66, naming it.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from canned_server import Answer, CannedServer, envelope  # noqa: E402
from e2e_fixtures import Maneki, Running, base_environment  # noqa: E402
from play_e2e import RecordingProxy, install_players  # noqa: E402
from sunsonic_e2e import run_sunsonic, wait_for  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.test_e2e_play import Terminal  # noqa: E402
from tests.test_e2e_play_lyrics import silence  # noqa: E402

SONG = {"id": "s1", "title": "Long Quiet", "artist": "Fake Band", "album": "Rests",
        "duration": 20, "suffix": "wav", "contentType": "audio/wav", "isDir": False}
SAVED_MS = 12_000
MPV = "mpv --ao=null"


class ResumeAtThePosition(unittest.TestCase):
    """A canned server that keeps a play queue: SONG, 12 s in."""

    @classmethod
    def setUpClass(cls) -> None:
        install_players()
        cls.asked: list[tuple[str, dict]] = []
        cls.extensions: list[str] = []
        cls.audio = silence(SONG["duration"])
        cls.server = CannedServer(cls.answer).start()
        cls.home = tempfile.mkdtemp(prefix="e2e-resume-")
        cls.env = {**base_environment(cls.home), "SUBSONIC_URL": cls.server.url,
                   "SUBSONIC_USER": "e2e-user", "SUBSONIC_PASSWORD": "e2e-resume-password",
                   "SDL_AUDIODRIVER": "dummy"}

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.stop()
        shutil.rmtree(cls.home, ignore_errors=True)

    @classmethod
    def answer(cls, endpoint: str, query: dict) -> Answer:
        cls.asked.append((endpoint, query))
        if endpoint == "stream":
            return 200, {"Content-Type": "audio/wav"}, cls.audio
        payload = {
            "getPlayQueue": {"playQueue": {"current": "s1", "position": SAVED_MS,
                                           "username": "e2e-user", "entry": [SONG]}},
            "getSong": {"song": SONG},
            "getOpenSubsonicExtensions": {"openSubsonicExtensions": [
                {"name": name, "versions": [1]} for name in cls.extensions]},
        }.get(endpoint, {})
        return 200, {"Content-Type": "application/json"}, envelope(payload, open_subsonic=True)

    def setUp(self) -> None:
        type(self).asked.clear()
        type(self).extensions = []

    def calls(self, endpoint: str) -> list[dict]:
        return [query for name, query in self.asked if name == endpoint]

    def start(self, *args: str) -> Running:
        running = Running(["play", "--resume", *args], env=self.env, cwd=self.home)
        self.addCleanup(running.stop)
        return running

    def test_mpv_continues_at_the_saved_position(self):
        running = self.start("--player", MPV)
        self.assertTrue(running.wait_until(lambda: self.calls("stream"), 15), "no stream asked")
        time.sleep(1.5)
        run, _ = running.interrupt()
        self.assertEqual(run.code, 130, run.err[:500])
        self.assertEqual(self.calls("stream")[0].get("timeOffset"), None)
        saved = self.calls("savePlayQueue")
        self.assertEqual(len(saved), 1, self.asked)
        position = int(saved[0]["position"][0])
        # mpv's own position, saved: past the saved one, short of the end.
        self.assertGreaterEqual(position, SAVED_MS)
        self.assertLess(position, SONG["duration"] * 1000)
        self.assertNotIn("from the start", run.err)

    def test_the_status_line_shows_the_position_and_a_pause_saves_the_queue_with_it(self):
        with Terminal(self, ["play", "--resume", "--player", MPV], self.env) as terminal:
            # Within 4 s: from the start, 0:12 would take 12 s.
            self.assertTrue(terminal.wait_for("Playing 1/1 Long Quiet", 15), terminal.shown())
            self.assertTrue(terminal.wait_for("0:12 / 0:20", 4), terminal.shown())
            terminal.press(b" ")
            self.assertTrue(terminal.wait_for("Paused 1/1 Long Quiet", 5), terminal.shown())
            self.assertTrue(wait_for(lambda: self.calls("savePlayQueue"), 5), self.asked)
            paused = int(self.calls("savePlayQueue")[0]["position"][0])
            self.assertGreaterEqual(paused, SAVED_MS)
            self.assertIsNone(terminal.process.poll(), "the pause ended the play")
            terminal.press(b"q")
            self.assertEqual(terminal.exit_code(10), 0, terminal.shown())
        saves = self.calls("savePlayQueue")
        self.assertEqual(len(saves), 2, self.asked)  # the pause, the end
        self.assertGreaterEqual(int(saves[-1]["position"][0]), paused)

    def test_ffplay_gets_the_stream_from_the_offset_where_the_server_lists_transcode_offset(self):
        if not shutil.which("ffplay"):
            raise unittest.SkipTest("ffplay is not installed")  # Scripts/test installs it
        type(self).extensions = ["transcodeOffset"]
        running = self.start("--player", "ffplay", "--format", "mp3")
        self.assertTrue(running.wait_until(lambda: self.calls("stream"), 15), "no stream asked")
        run, _ = running.interrupt()
        self.assertEqual(run.code, 130, run.err[:500])
        stream = self.calls("stream")[0]
        self.assertEqual(stream.get("timeOffset"), ["12"])
        self.assertEqual(stream.get("format"), ["mp3"])
        self.assertNotIn("from the start", run.err)

    def test_ffplay_without_the_extension_plays_from_the_start_and_says_so_once(self):
        if not shutil.which("ffplay"):
            raise unittest.SkipTest("ffplay is not installed")
        running = self.start("--player", "ffplay")
        said = "playing from the start: the player cannot seek to 0:12 (mpv can)"
        self.assertTrue(running.wait_until(lambda: self.calls("stream"), 15), "no stream asked")
        time.sleep(1.0)
        run, _ = running.interrupt()
        self.assertEqual(run.code, 130, run.err[:500])
        self.assertEqual(self.calls("stream")[0].get("timeOffset"), None)
        self.assertEqual(run.err.count(said), 1, run.err[:500])
        self.assertTrue(run.err.startswith("sunsonic: " + said), run.err[:500])


class Bookmarks(unittest.TestCase):
    """maneki keeps bookmarks: play one from its position."""

    @classmethod
    def setUpClass(cls) -> None:
        install_players()
        cls.home = tempfile.mkdtemp(prefix="e2e-resume-maneki-")
        try:
            cls.server = Maneki.start()
        except BaseException:
            shutil.rmtree(cls.home, ignore_errors=True)
            raise

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.stop()
        shutil.rmtree(cls.home, ignore_errors=True)

    def env(self, url: str | None = None) -> dict[str, str]:
        return {**base_environment(self.home), **self.server.env(url)}

    @staticmethod
    def calls(proxy: RecordingProxy, endpoint: str) -> list:
        """The requests of `endpoint`, whichever way they signed in."""
        return proxy.calls(endpoint, accepted_only=False)

    def ok(self, *args: str) -> str:
        run = run_sunsonic(list(args), env=self.env(), cwd=self.home, timeout=30)
        self.assertEqual(run.code, 0, f"sunsonic {' '.join(args)}: {run.err[:500]!r}")
        return run.out

    def test_play_bookmark_begins_at_the_bookmark(self):
        song = self.server.song("Solar Arc")  # 2 s
        self.ok("bookmark", song.id, "--at", "1.5")
        self.addCleanup(self.ok, "bookmark", "--delete", song.id)
        proxy = RecordingProxy(self.server.url).start()
        self.addCleanup(proxy.stop)
        # At a quarter speed the half second left lasts 2 s: time to interrupt it.
        running = Running(["play", "--bookmark", "Solar Arc", "--player", MPV + " --speed=0.25"],
                          env=self.env(proxy.base_url), cwd=self.home)
        self.addCleanup(running.stop)
        self.assertTrue(running.wait_until(lambda: self.calls(proxy, "stream"), 15),
                        proxy.summary())
        time.sleep(1.0)
        run, _ = running.interrupt()
        self.assertIn(run.code, (0, 130), run.err[:500])
        self.assertIn("Playing 1/1 Solar Arc", run.out)
        self.assertTrue(wait_for(lambda: self.calls(proxy, "savePlayQueue"), 5), proxy.summary())
        saved = self.calls(proxy, "savePlayQueue")
        self.assertEqual(saved[-1].param("current"), song.id)
        self.assertGreaterEqual(int(saved[-1].param("position")), 1500, proxy.summary())
        self.assertNotIn(self.server.password, run.out + run.err)

    def test_a_song_without_a_bookmark_is_not_found_naming_it(self):
        song = self.server.song("Gust")
        run = run_sunsonic(["play", "--bookmark", song.id, "--player", MPV], env=self.env(),
                           cwd=self.home, timeout=30)
        self.assertEqual(run.code, 66, run.err[:500])
        self.assertEqual(run.err, f"sunsonic: no bookmark on “Gust” ({song.id}): nothing to"
                                  " resume\n")
        self.assertEqual(run.out, "")


if __name__ == "__main__":
    unittest.main()

"""End to end: `sunsonic play --lyrics` on a pseudo-terminal (standard input, output and error
all on it, 80x24), the current line of the song's synced lyrics under the status line,
following the position.

- Against a canned server built from the OpenSubsonic specification's shapes (it lists
  `songLyrics`; `getLyricsBySongId` answers `structuredLyrics` with `offset` and `line` items
  of `start` and `value`; supysonic lacks the endpoint), the song's audio an 8 s WAV of
  silence played by mpv with `--ao=null`: each line shows in turn, `offset` later, a server's
  escape sequence shown escaped; `q` quits with exit 0.
- The preview (`--preview play song-1 --lyrics`): its first line 5 s in.
- Off a terminal `--lyrics` changes nothing: the same lines, no lyrics asked, `--json` as ever.
- `--preview ui` in tmux: `L` over the album playing shows its lyrics, the marked line moving
  from the first (0:05) to the second (0:09); `q` closes them, then quits.
"""

from __future__ import annotations

import fcntl
import json
import pty
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from canned_server import Answer, CannedServer, envelope  # noqa: E402
from e2e_fixtures import base_environment  # noqa: E402
from sunsonic_e2e import run_sunsonic, sunsonic_binary  # noqa: E402
from tmux_terminal import TmuxTerminal  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.test_e2e_play import Terminal as PlayTerminal  # noqa: E402

ESC = "\x1b"
SONG = {"id": "s1", "title": "Tick", "artist": "Fake Band", "album": "Clocks", "duration": 8,
        "suffix": "wav", "contentType": "audio/wav", "isDir": False}
# The specification's getLyricsBySongId shape; offset -500: each line shows half a second later.
LYRICS = {"lyricsList": {"structuredLyrics": [
    {"displayArtist": "Fake Band", "displayTitle": "Tick", "lang": "eng", "synced": False,
     "line": [{"value": "A plain set, not followed"}]},
    {"displayArtist": "Fake Band", "displayTitle": "Tick", "lang": "eng", "synced": True,
     "offset": -500,
     "line": [{"start": 500, "value": "First line of the clock"},
              {"start": 2500, "value": f"Second {ESC}[2J line"},
              {"start": 4500, "value": "Third line, nearly done"}]}]}}


def silence(seconds: int, rate: int = 8000) -> bytes:
    """A WAV file of `seconds` of silence, 8-bit mono."""
    data = b"\x80" * (rate * seconds)
    return (b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVEfmt "
            + struct.pack("<IHHIIHH", 16, 1, 1, rate, rate, 1, 8)
            + b"data" + struct.pack("<I", len(data)) + data)


class PlayLyrics(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        if shutil.which("mpv") is None:
            raise unittest.SkipTest("mpv is not installed")  # Scripts/test installs it
        cls.asked: list[str] = []
        cls.audio = silence(8)
        cls.server = CannedServer(cls.answer).start()
        cls.home = tempfile.mkdtemp(prefix="e2e-play-lyrics-")
        cls.env = {**base_environment(cls.home), "SUBSONIC_URL": cls.server.url,
                   "SUBSONIC_USER": "e2e-user", "SUBSONIC_PASSWORD": "e2e-lyrics-password"}

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.stop()
        shutil.rmtree(cls.home, ignore_errors=True)

    @classmethod
    def answer(cls, endpoint: str, query: dict) -> Answer:
        cls.asked.append(endpoint)
        json_type = {"Content-Type": "application/json"}
        if endpoint == "stream":
            return 200, {"Content-Type": "audio/wav"}, cls.audio
        payload = {"getSong": {"song": SONG}, "getLyricsBySongId": LYRICS,
                   "getOpenSubsonicExtensions": {"openSubsonicExtensions": [
                       {"name": "songLyrics", "versions": [1]}]}}.get(endpoint, {})
        return 200, json_type, envelope(payload, open_subsonic=True)

    def setUp(self) -> None:
        type(self).asked.clear()

    def test_each_synced_line_shows_in_turn_under_the_status_line_escaped(self):
        with Terminal(self, ["play", "s1", "--lyrics", "--player", "mpv --ao=null"],
                      self.env) as terminal:
            self.assertTrue(terminal.wait_for("Playing 1/1 Tick", 15), terminal.shown())
            self.assertTrue(terminal.wait_for("♪ First line of the clock", 6), terminal.shown())
            self.assertTrue(terminal.wait_for("♪ Second \\u001B[2J line", 6), terminal.shown())
            self.assertTrue(terminal.wait_for("♪ Third line, nearly done", 6), terminal.shown())
            terminal.press(b"q")
            self.assertEqual(terminal.exit_code(10), 0, terminal.shown())
        output = terminal.output()
        self.assertNotIn(f"{ESC}[2J", output, "the server's escape sequence reached the terminal")
        self.assertNotIn("A plain set", output)
        # The status line and the lyrics under it: a new line, then back up to the status line.
        self.assertRegex(output, r"\x1b\[K\r?\n\r♪ First line of the clock\x1b\[K\x1b\[A\r")
        self.assertEqual(self.asked.count("getLyricsBySongId"), 1, self.asked)

    def test_the_preview_shows_its_first_line_five_seconds_in(self):
        with Terminal(self, ["--preview", "play", "song-1", "--lyrics"],
                      {"HOME": self.home}) as terminal:
            self.assertTrue(terminal.wait_for("Playing 1/1 First Light", 5), terminal.shown())
            self.assertTrue(terminal.wait_for("♪ Grey turns to gold along the ridge", 9),
                            terminal.shown())
            terminal.press(b"q")
            self.assertEqual(terminal.exit_code(10), 0, terminal.shown())

    def test_off_a_terminal_lyrics_change_nothing_and_ask_nothing(self):
        args = ["play", "s1", "--player", "mpv --ao=null"]
        plain = run_sunsonic(args, env=self.env, timeout=60, cwd=self.home)
        with_lyrics = run_sunsonic(args + ["--lyrics"], env=self.env, timeout=60, cwd=self.home)
        self.assertEqual(with_lyrics.code, 0, with_lyrics.err)
        self.assertEqual((with_lyrics.out, with_lyrics.err), (plain.out, plain.err))
        as_json = run_sunsonic(args + ["--lyrics", "--json"], env=self.env, timeout=60,
                               cwd=self.home)
        self.assertEqual(as_json.code, 0, as_json.err)
        self.assertEqual(json.loads(as_json.out)["queue"], ["s1"])
        self.assertNotIn("getLyricsBySongId", self.asked)
        self.assertNotIn("♪", plain.out + with_lyrics.out + with_lyrics.err + as_json.err)


class UILyrics(unittest.TestCase):
    def test_l_shows_the_lyrics_of_the_song_playing_following_it(self):
        with TmuxTerminal([sunsonic_binary(), "--preview", "ui"], 80, 24,
                          env={"HOME": "/nonexistent"}) as term:
            term.wait_for_text("Aurora Vale")
            term.send_keys("Enter")
            term.wait_for_text("Dawn Chorus")
            term.send_text("p")  # plays the album selected, First Light first
            term.wait_for_text("First Light — Aurora Vale")
            term.send_text("L")
            term.wait_for_text("Lyrics · First Light · Aurora Vale")
            term.wait_for_text("▸ Grey turns to gold along the ridge", 10)
            term.wait_for_text("▸ The birds begin before the sun", 10)
            term.send_text("q")
            term.wait_until(lambda text: "Lyrics ·" not in text, what="the lyrics closed")
            term.send_text("q")
            self.assertEqual(term.wait_for_exit(), 0, term.text())


class Terminal(PlayTerminal):
    """`play`'s pseudo-terminal (80x24, TERM=xterm) with standard output on it too, as
    `--lyrics` needs."""

    def __enter__(self) -> "Terminal":
        self.master, self.slave = pty.openpty()
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self._out = tempfile.TemporaryFile()  # unused: standard output is the terminal
        self.process = subprocess.Popen([sunsonic_binary(), *self.args], env=self.env,
                                        stdin=self.slave, stdout=self.slave, stderr=self.slave,
                                        start_new_session=True)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        return self


def setUpModule():
    sunsonic_binary()  # fail early, with how to build it


if __name__ == "__main__":
    unittest.main()

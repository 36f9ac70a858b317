"""End to end: `sunsonic ui` in a real terminal (tmux), on the built-in preview library.

Open, browse from the artists to an album's songs and back, show the podcasts tab, play an
album on the preview's player in real time (the position moves, space pauses, m mutes or says it
cannot; the help lists the keys), resize (and below 40x10 the "too
small" line), quit with `q`, Ctrl-C, SIGTERM and SIGHUP: after every exit the terminal's settings
equal those before (`stty -g`), the main screen is back, the cursor shown and mouse reporting off.
Without a terminal, or with TERM=dumb: one line and exit 64.
"""

from __future__ import annotations

import signal
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from sunsonic_e2e import run_sunsonic, sunsonic_binary  # noqa: E402
from tmux_terminal import TmuxTerminal  # noqa: E402

OPENED = "Aurora Vale"  # the preview library's first artist


class UITerminal(unittest.TestCase):
    def open(self, *args: str, width: int = 80, height: int = 24, **env: str) -> TmuxTerminal:
        term = TmuxTerminal([sunsonic_binary(), "--preview", "ui", *args], width, height,
                            env={"HOME": "/nonexistent", **env})
        self.addCleanup(term.__exit__, None, None, None)
        term.__enter__()
        term.wait_for_text(OPENED)
        return term

    def assert_restored(self, term: TmuxTerminal, status: int, expected: int) -> None:
        self.assertEqual(status, expected, term.text())
        self.assertEqual(term.settings_after, term.settings_before)
        self.assertEqual(term.flag("alternate_on"), "0")
        self.assertEqual(term.flag("cursor_flag"), "1")
        self.assertEqual(term.flag("mouse_any_flag"), "0")

    def test_browses_from_the_artists_to_an_albums_songs_and_back(self):
        term = self.open()
        self.assertEqual(term.flag("alternate_on"), "1")
        term.send_keys("Enter")
        term.wait_for_text("Dawn Chorus")
        term.send_keys("Enter")
        screen = term.wait_for_text("Morning Haze")
        for song in ("First Light", "Birdsong", "Blue Hour"):
            self.assertIn(song, screen)
        term.send_keys("Left")
        term.wait_until(lambda text: "Dawn Chorus" in text and "Birdsong" not in text,
                        what="back to the albums")
        term.send_keys("BTab")  # the last tab: the radio stations
        term.wait_for_text("Night Owl FM")
        term.send_keys("BTab")  # the podcasts
        term.wait_for_text("Field Notes")
        term.send_text("q")
        self.assert_restored(term, term.wait_for_exit(), 0)

    def test_the_preview_plays_in_real_time_and_space_pauses(self):
        term = self.open()
        term.send_keys("Enter")
        term.wait_for_text("Dawn Chorus")
        term.send_text("p")  # plays the album selected
        term.wait_for_text("First Light — Aurora Vale")
        term.wait_for_text("0:01 / 3:07")
        term.wait_for_text("0:02 / 3:07")  # the position moves a second per second
        term.send_text(" ")
        term.wait_for_text("❚❚")
        # m mutes, or says the player cannot, at the right of the bar; ? lists the keys.
        term.send_text("m")
        term.wait_until(lambda text: text.rstrip().endswith(
            ("muted", "The player cannot mute (mpv can)")), what="muted, or cannot mute")
        term.send_text("?")
        term.wait_until(lambda text: all(does in text for does in (
            "back, forward 10 s", "back, forward 1 min", "volume down, up", "mute, unmute")),
            what="the seek, volume and mute keys in the help")
        term.send_text("q")  # closes the help
        term.send_text("q")
        self.assert_restored(term, term.wait_for_exit(), 0)

    def test_follows_resizes_and_says_when_too_small(self):
        term = self.open()
        term.resize(30, 8)
        term.wait_for_text("too small")
        term.resize(100, 30)
        term.wait_until(lambda text: OPENED in text and "too small" not in text,
                        what="redrawn at 100x30")
        term.send_text("q")
        self.assert_restored(term, term.wait_for_exit(), 0)

    def test_every_way_out_restores_the_terminal(self):
        for name, leave, expected in (
                ("Ctrl-C", lambda term: term.send_keys("C-c"), 130),
                ("SIGTERM", lambda term: term.signal_program(signal.SIGTERM), 143),
                ("SIGHUP", lambda term: term.signal_program(signal.SIGHUP), 129)):
            with self.subTest(name):
                term = self.open("--mouse")
                self.assertEqual(term.flag("mouse_any_flag"), "1")
                leave(term)
                self.assert_restored(term, term.wait_for_exit(), expected)

    def test_no_terminal_or_a_dumb_one_is_one_line_and_exit_64(self):
        for env in ({}, {"TERM": "dumb"}):
            with self.subTest(env=env):
                run = run_sunsonic(["--preview", "ui"], env=env)
                self.assertEqual(run.code, 64, run.err)
                self.assertEqual(run.out, "")
                self.assertEqual(len(run.err.splitlines()), 1, run.err)
                self.assertIn("sunsonic artists", run.err)


if __name__ == "__main__":
    unittest.main()

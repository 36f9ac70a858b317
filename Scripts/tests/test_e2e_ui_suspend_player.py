"""End to end: Ctrl-Z in `sunsonic ui` pauses the song's mpv, and `fg` plays it on (issues 28, 29).

mpv runs in a process group of its own, so the terminal's SIGTSTP stops `sunsonic` but not the
player: without a pause, the song would go on sounding while the program is stopped. An
interactive shell (dash, else bash) in tmux runs `sunsonic ui` against supysonic with mpv (null
audio, at a tenth of its speed, so that a 2 s song outlasts the test). mpv's own control socket
(its path read from mpv's command line) answers for it:
- before Ctrl-Z: `pause` is false, and mpv has the song loaded (a position);
- while `sunsonic` is stopped: `pause` is true, mpv itself is not stopped (it answers), and its
  position stands still (within 0.03 s over a second, where playing would move it 0.1 s);
- after `fg`: `pause` is false again and the position moves;
- `q` quits with 0 and mpv is gone within 3 s.

Every wait is bounded; the tmux server, mpv and supysonic are stopped by the test.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
import tempfile
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from e2e_fixtures import Supysonic, base_environment  # noqa: E402
from play_e2e import (children_of, install_players, mpv_controlled_by,  # noqa: E402
                      mpv_property, mpv_property_now, process_state, wait_gone)
from sunsonic_e2e import sunsonic_binary, wait_for  # noqa: E402
from tmux_terminal import TmuxTerminal  # noqa: E402

# mpv named with options: one mpv for the queue, over its control socket; slowed tenfold.
SLOW_MPV = "mpv --ao=null --no-video --speed=0.1"
PROMPT = "PROMPT$ "


class UISuspendPausesThePlayer(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        install_players()
        cls.server = Supysonic.start()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def setUp(self):
        self.shell = shutil.which("dash") or shutil.which("bash")
        self.assertIsNotNone(self.shell, "no dash or bash")
        self.folder = tempfile.mkdtemp(prefix="e2e-ui-suspend-player-")
        self.addCleanup(shutil.rmtree, self.folder, True)

    def mpv_of(self, program: int) -> tuple[int, str]:
        """The mpv that `program` (sunsonic) started, and its control socket's path."""
        self.assertTrue(wait_for(lambda: mpv_controlled_by(program) is not None, 10),
                        "no mpv with a control socket under sunsonic")
        return mpv_controlled_by(program)

    def test_ctrl_z_pauses_the_player_and_fg_plays_it_on(self):
        args = [self.shell, "-i"] if self.shell.endswith("dash") else \
            [self.shell, "--norc", "--noprofile", "-i"]
        env = {**base_environment(self.folder), **self.server.env(self.server.url),
               "LANG": "C.UTF-8", "PS1": PROMPT}
        term = TmuxTerminal(args, 100, 30, env=env)
        self.addCleanup(term.__exit__, None, None, None)
        term.__enter__()
        term.wait_for_text(PROMPT.strip())

        def run(line: str) -> None:
            term.send_text(line)
            term.send_keys("Enter")

        run(f"{shlex.quote(sunsonic_binary())} ui --player {shlex.quote(SLOW_MPV)}")
        term.wait_for_text("Aurora Tones")
        shell = term.program_pid()
        term.send_keys("Enter")
        term.wait_for_text("First Light")
        term.send_keys("Enter")
        term.wait_for_text("Solar Arc")
        term.send_keys("Down", "Down", "Enter")
        term.wait_until(lambda text: "▶ Solar Arc" in text, what="Solar Arc playing")
        programs = children_of(shell)
        self.assertEqual(len(programs), 1, f"the shell's children: {programs}")
        mpv, control = self.mpv_of(programs[0])
        self.addCleanup(lambda: process_state(mpv) in (None, "Z") or os.kill(mpv, 9))
        self.assertTrue(wait_for(lambda: mpv_property(control, "pause") is False, 3),
                        "mpv is paused before Ctrl-Z")
        # "▶" shows once mpv was handed the song; its position exists once mpv has loaded it.
        self.assertTrue(wait_for(lambda: mpv_property_now(control, "time-pos") is not None, 5),
                        "mpv does not play the song")

        term.send_keys("C-z")
        term.wait_until(lambda text: "Stopped" in text and text.rstrip().endswith(PROMPT.strip()),
                        what="the shell's prompt after Ctrl-Z")
        self.assertEqual(process_state(programs[0]), "T", "sunsonic is not stopped")
        self.assertTrue(wait_for(lambda: mpv_property(control, "pause") is True, 3),
                        "mpv plays on while sunsonic is stopped")
        self.assertNotEqual(process_state(mpv), "T", "mpv was stopped, not paused")
        # mpv may finish the audio block under way after `pause` reads true; let it settle. At a
        # tenth of the speed, playing would move the position 0.1 s in the second waited.
        time.sleep(0.3)
        stood = mpv_property(control, "time-pos")
        time.sleep(1.0)
        self.assertAlmostEqual(mpv_property(control, "time-pos"), stood, delta=0.03,
                               msg="the position moved")

        run("fg")
        term.wait_for_text("Solar Arc")
        self.assertTrue(wait_for(lambda: mpv_property(control, "pause") is False, 3),
                        "mpv still paused after fg")
        resumed = mpv_property(control, "time-pos")
        self.assertTrue(wait_for(lambda: mpv_property(control, "time-pos") > resumed, 3),
                        "the position does not move after fg")

        term.send_text("q")
        term.wait_until(lambda text: text.rstrip().endswith(PROMPT.strip()),
                        what="the prompt after q")
        self.assertEqual(wait_gone([mpv], 3), {}, "mpv is still there after q")
        run("exit")
        self.assertEqual(term.wait_for_exit(), 0)
        self.assertEqual(term.settings_after, term.settings_before)


if __name__ == "__main__":
    unittest.main()

"""Scripts/demo --preview: the README's first command, on the preview library (no server, fast).

Uses the built binary (SUNSONIC_BIN, else App/.build/debug/sunsonic) through SUNSONIC_BIN, so the
demo builds nothing here.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from sunsonic_e2e import ROOT, sunsonic_binary  # noqa: E402

DEMO = os.path.join(ROOT, "Scripts", "demo")


def run_demo(*args: str, binary: str | None = None, tmpdir: str) -> subprocess.CompletedProcess:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/root"),
        "LANG": "C.UTF-8",
        "TZ": "UTC",
        "TMPDIR": tmpdir,
        "SUNSONIC_BIN": binary or sunsonic_binary(),
    }
    return subprocess.run([DEMO, *args], capture_output=True, text=True, env=env, timeout=120,
                          stdin=subprocess.DEVNULL)


class DemoPreview(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.result = run_demo("--preview", tmpdir=cls.tmp.name)
        cls.lines = cls.result.stdout.splitlines()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def after(self, command: str, count: int = 1) -> list[str]:
        """The `count` lines printed right after the echoed command `$ command`."""
        self.assertIn(f"$ {command}", self.lines, self.result.stdout)
        start = self.lines.index(f"$ {command}") + 1
        return self.lines[start:start + count]

    def test_exits_zero_with_nothing_on_stderr(self):
        self.assertEqual(self.result.returncode, 0, self.result.stderr)
        self.assertEqual(self.result.stderr, "")
        self.assertRegex(self.lines[-1], r"^demo: every step passed: the tour took \d+ s")

    def test_echoes_each_command_before_its_output(self):
        self.assertEqual(self.after("sunsonic ping --preview"),
                         ["ok: preview 1.0.0, Subsonic API 1.16.1, OpenSubsonic"])
        artists = self.after("sunsonic artists --preview", 5)
        self.assertEqual(artists[0].split(), ["Name", "Albums", "ID"])
        self.assertEqual(artists[1].split(), ["Aurora", "Vale", "2", "artist-1"])
        # By name: no id is looked up or copied anywhere.
        self.assertEqual(self.after('sunsonic album "Dawn Chorus" --preview'),
                         ["Dawn Chorus (album-1)"])
        self.assertNotIn("python3", self.result.stdout)
        self.assertEqual(self.after("sunsonic search light --preview"),
                         ['1 artist, 1 album, 2 songs for "light"'])
        commands = [line for line in self.lines if line.startswith("$ sunsonic ")]
        self.assertEqual(len(commands), 11, commands)
        self.assertTrue(all(re.search(r" --preview(   # .*)?$", line) for line in commands),
                        commands)

    def test_playlist_uses_tracks_one_and_three(self):
        created = self.after(
            'sunsonic playlist create "Demo mix" --song "First Light" --song "Morning Haze"'
            ' --preview', 6)
        self.assertEqual(created[0], "Demo mix (playlist-2)")
        self.assertEqual(created[4].split()[:3], ["1", "First", "Light"])
        self.assertEqual(created[5].split()[:3], ["2", "Morning", "Haze"])

    def test_download_reports_the_size_and_leaves_no_file(self):
        command = next(line for line in self.lines if line.startswith("$ sunsonic download "))
        match = re.fullmatch(r'\$ sunsonic download Birdsong -o (.+/Birdsong\.mp3) --preview',
                             command)
        self.assertIsNotNone(match, command)
        path = match.group(1)
        self.assertTrue(path.startswith(self.tmp.name + "/sunsonic-demo."), path)
        self.assertEqual(self.after(command[2:], 2),
                         [f"saved {path} (10.2 kB)", "-> the file on disk: 10240 bytes"])
        self.assertIn(f'$ rm {path}', self.lines)
        self.assertFalse(os.path.exists(path))
        self.assertEqual(os.listdir(self.tmp.name), [], "the demo left files in TMPDIR")

    def test_plays_the_first_song_on_the_preview_player(self):
        self.assertEqual(self.after('sunsonic play "First Light" --preview'),
                         ["Playing 1/1 First Light — Aurora Vale (3:07)"])

    def test_sun_for_four_places_without_network(self):
        suns = [line for line in self.lines if line.startswith("$ sunsonic sun ")]
        self.assertEqual(suns, [
            "$ sunsonic sun --lat 43.6532 --lng -79.3832 --date today --tz America/Toronto"
            " --preview   # Toronto, today",
            "$ sunsonic sun --lat 69.6492 --lng 18.9553 --date 2026-06-21 --tz Europe/Oslo"
            " --preview   # Tromsø, midsummer",
            "$ sunsonic sun --lat 69.6492 --lng 18.9553 --date 2026-12-21 --tz Europe/Oslo"
            " --preview   # Tromsø, midwinter",
            "$ sunsonic sun --lat -36.8485 --lng 174.7633 --date today --tz Pacific/Auckland"
            " --preview   # Auckland, today",
        ])
        summer = self.after(suns[1][2:], 11)
        self.assertEqual(summer[0], "Solar day at 69.6492,18.9553 on 2026-06-21, times in Europe/Oslo")
        self.assertIn("Day length         24 h (sun up all day)", summer)
        winter = self.after(suns[2][2:], 11)
        self.assertIn("Sunrise            none: the sun stays down all day (polar night)", winter)
        self.assertNotIn("the public API", self.result.stdout)
        self.assertNotIn("SUNTIMES_API_URL", self.result.stdout)


class DemoFailures(unittest.TestCase):
    def test_unknown_argument_is_one_line_and_64(self):
        with tempfile.TemporaryDirectory() as tmp:
            run = run_demo("--bogus", binary="/nonexistent", tmpdir=tmp)
        self.assertEqual(run.returncode, 64)
        self.assertEqual(run.stdout, "")
        self.assertEqual(run.stderr,
                         "demo: unknown argument '--bogus' (usage: Scripts/demo [--preview])\n")

    def test_a_failing_step_stops_the_demo_with_one_line_and_its_exit_code(self):
        with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as bin_dir:
            fake = os.path.join(bin_dir, "sunsonic")
            with open(fake, "w", encoding="utf-8") as fh:
                fh.write('#!/bin/sh\n'
                         'if [ "$1" = artists ]; then echo "sunsonic: the server is down" >&2; '
                         'exit 69; fi\n'
                         f'exec "{sunsonic_binary()}" "$@"\n')
            os.chmod(fake, 0o755)
            run = run_demo("--preview", binary=fake, tmpdir=tmp)
            left = os.listdir(tmp)
        self.assertEqual(run.returncode, 69, run.stderr)
        self.assertEqual(run.stderr, "demo: sunsonic artists --preview failed (exit 69): "
                                     "the server is down\n")
        self.assertIn("ok: preview 1.0.0", run.stdout)  # ping ran first
        self.assertNotIn("$ sunsonic album", run.stdout)  # nothing after the failure
        self.assertEqual(left, [], "the demo left files in TMPDIR")


if __name__ == "__main__":
    unittest.main()

"""Tests for Scripts/bench-ui: its usage errors, its screen model on made-up bytes, the report
on made-up rounds, and one --quick run of the bench (a library of 200 artists, one round) on the
release build when one is at hand, else the binary of the end-to-end tests ($SUNSONIC_BIN or
App/.build/debug/sunsonic). Builds no Swift. Scripts/bench-results/ui.* hold the last full run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))

import script_module  # noqa: E402
from sunsonic_e2e import sunsonic_binary  # noqa: E402

from tests.bench_cli import assert_usage_errors, help_text  # noqa: E402

SCRIPT = str(Path(__file__).resolve().parents[1] / "bench-ui")


def load_bench():
    return script_module.load(SCRIPT, "bench_ui")


def leftovers() -> set[str]:
    return {name for name in os.listdir(tempfile.gettempdir()) if name.startswith("bench-ui-")}


class UsageTests(unittest.TestCase):
    def test_out_of_range_options_are_usage_errors(self):
        assert_usage_errors(self, SCRIPT, (
            ["--rounds", "0"], ["--rounds", "21"], ["--presses", "0"], ["--held", "0"],
            ["--held", "100001"], ["--browse", "0"], ["--bogus"], ["--rounds", "two"],
            ["--binary", "/nonexistent/sunsonic"], ["--artists", "10", "--albums", "5"],
            ["--quick", "--browse", "900"]))

    def test_help_describes_the_measurement(self):
        text = help_text(self, SCRIPT)
        for words in ("TIOCSWINSZ", "xterm-256color", "Ctrl-L", "VmHWM", "schedstat",
                      "100 ms", "100 bytes", "2 ms", "40 MB", "150 MB", "--quick",
                      "SUNSONIC_RELEASE_BIN", "subreaper"):
            self.assertIn(words, text)


class ScreenTests(unittest.TestCase):
    def setUp(self):
        self.bench = load_bench()

    def test_moves_text_and_reverse_video(self):
        screen = self.bench.Screen(20, 5)
        screen.feed(b"\x1b[?1049h\x1b[H title\x1b[3H\x1b[7m Row \x1b[0m\r\n next")
        self.assertTrue(screen.alternate)
        self.assertEqual(screen.row(0).rstrip(), " title")
        self.assertEqual(screen.selected_rows(), [])  # under 10 cells in reverse
        screen.feed(b"\x1b[3H\x1b[7m" + b" Row two" + b" " * 12 + b"\x1b[0m")
        self.assertEqual(screen.selected_rows(), [2])
        self.assertTrue(self.bench.shows_selected(screen, "Row two"))
        self.assertEqual(screen.row(3).rstrip(), " next")
        screen.feed(b"\x1b[2;5Hab\x1b[2Dc\x1b[Cd\x1b[3Ge\x1b[Af")
        self.assertEqual(screen.row(1).rstrip(), "  e cbd")  # CUB, CUF, CHA
        self.assertEqual(screen.row(0).rstrip(), " tifle")  # CUU
        # The bar leaving row 3: ECH over part of it, EL to its end, the cursor kept by both.
        screen.feed(b"\x1b[3H Row\x1b[4Xx\x1b[12Gy\x1b[K")
        self.assertEqual(screen.row(2), " Rowx  " + "    " + "y" + " " * 8)
        self.assertEqual(screen.selected_rows(), [])

    def test_sequences_and_characters_split_across_reads(self):
        screen = self.bench.Screen(20, 3)
        for part in (b"\x1b[", b"2;3H\xe5\xb1", b"\xb1x\x1b", b"[7mZ"):
            screen.feed(part)
        self.assertEqual(screen.row(1), "  山" + "x" + "Z" + " " * 14)
        self.assertTrue(screen.reverse[1][5])

    def test_wide_characters_take_two_cells_and_joiners_none(self):
        bench = self.bench
        self.assertEqual([bench.cell_width(c) for c in "a山한😀\u200d\ufe0f\u0301"],
                         [1, 2, 2, 2, 0, 0, 0])
        screen = bench.Screen(10, 2)
        screen.feed("山a❤\ufe0f".encode())
        self.assertEqual(screen.row(0), "山a❤\ufe0f" + " " * 5)  # its second cell is empty
        self.assertEqual(screen.x, 5)  # a text symbol with U+FE0F takes two columns
        screen = bench.Screen(12, 1)
        screen.feed("🇯🇵b👨\u200d👩c".encode())
        self.assertEqual((screen.row(0), screen.x), ("🇯🇵b👨\u200d👩c" + " " * 6, 6))


class ReportTests(unittest.TestCase):
    def setUp(self):
        self.bench = load_bench()

    def round(self, down: int, answer_ms: float, peak_kib: int, status: int = 0) -> dict:
        return {
            "firstFrameMs": 300.0, "firstFrameAfterAnswerMs": answer_ms,
            "down": {"bytes": [down, down + 2, down - 2], "cpuMs": [1.0, 1.5, 0.5],
                     "keyToLastByteMs": [3.0, 4.0, 5.0]},
            "downScrolling": {"bytes": [800, 820], "cpuMs": [2.0, 2.0],
                              "keyToLastByteMs": [6.0, 6.0]},
            "redraw": {"bytes": [5000, 5000, 5000], "cpuMs": [4.0, 4.0, 4.0],
                       "keyToLastByteMs": [9.0, 9.0, 9.0]},
            "held": {"presses": 1000, "backlogMs": 20.0, "sendMs": 5.0, "bytes": 2000,
                     "cpuMs": 100.0, "lastRowSelected": True},
            "peakArtistsKiB": peak_kib, "peakOneAlbumKiB": peak_kib + 100,
            "peakBrowsedKiB": peak_kib + 1000,
            "exit": {"status": status, "childrenLeft": 0, "leftAlternateScreen": True},
        }

    def document(self, rounds: list[dict]) -> dict:
        return {"setup": {"library": [200, 800, 8000], "columns": 120, "rows": 40,
                          "binary": "x/sunsonic", "build": "release", "rounds": len(rounds),
                          "presses": 3, "held": 1000, "browse": 20},
                "machine": "a made-up machine", **self.bench.summarize(rounds)}

    def test_medians_ratios_and_every_target_met(self):
        document = self.document([self.round(80, 30.0, 30_000), self.round(90, 50.0, 32_000),
                                  self.round(70, 40.0, 31_000)])
        summary = document["summary"]
        self.assertEqual(summary["downBytes"], 80)
        self.assertEqual(summary["firstFrameAfterAnswerMs"], 40.0)
        self.assertAlmostEqual(summary["downOverRedrawBytes"], 80 / 5000)
        self.assertAlmostEqual(summary["heldCpuPerKeyMs"], 0.1)
        self.assertAlmostEqual(summary["peakOneAlbumMB"], 31_100 * 1024 / 1e6)
        self.assertTrue(document["met"], document["verdicts"])
        markdown = self.bench.render_markdown(document)
        self.assertIn("| bytes per Down, within the view | 80 B | 80, 90, 70 | <= 100 B | met |",
                      markdown)
        self.assertIn("every target met", markdown)
        self.assertNotIn("missed", markdown)

    def test_a_missed_target_and_a_failed_exit_are_named(self):
        document = self.document([self.round(255, 150.0, 45_000, status=1)])
        verdicts = document["verdicts"]
        self.assertEqual((verdicts["downBytes"], verdicts["firstFrameAfterAnswerMs"],
                          verdicts["peakOneAlbumMB"], verdicts["peakBrowsedMB"],
                          verdicts["exit"]), (False, False, False, True, False))
        self.assertFalse(document["met"])
        markdown = self.bench.render_markdown(document)
        self.assertIn("<= 40 MB | **missed** |", markdown)
        self.assertIn("a target missed", markdown)

    def test_a_round_that_lacks_a_figure_leaves_it_unmeasured(self):
        partial = self.round(80, 30.0, 30_000)
        del partial["held"]
        document = self.document([partial])
        self.assertIsNone(document["summary"]["heldBacklogMs"])
        self.assertIsNone(document["verdicts"]["heldBacklogMs"])
        self.assertFalse(document["verdicts"]["heldLastRowSelected"])


class QuickRunTests(unittest.TestCase):
    def test_a_quick_run_measures_every_figure_and_leaves_nothing(self):
        release = os.environ.get("SUNSONIC_RELEASE_BIN")
        env = dict(os.environ)
        if not release:
            env["SUNSONIC_BIN"] = sunsonic_binary()
        before = leftovers()
        with tempfile.TemporaryDirectory() as folder:
            out_json, out_md = os.path.join(folder, "ui.json"), os.path.join(folder, "ui.md")
            run = subprocess.run([sys.executable, SCRIPT, "--quick", "--json", out_json,
                                  "--markdown", out_md], capture_output=True, text=True,
                                 timeout=180, env=env)
            self.assertIn(run.returncode, (0, 1), run.stderr)
            document = json.loads(Path(out_json).read_text())
            self.assertEqual(Path(out_md).read_text(), run.stdout)
        self.assertEqual(leftovers(), before)
        (only,) = document["rounds"]
        self.assertEqual(only["lastAnswer"], "getArtists")
        self.assertIn("getArtists", only["startRequests"])
        self.assertEqual(only["albumsBrowsed"], 20)
        self.assertEqual(only["exit"], {"status": 0, "childrenBeforeQ": 0, "childrenLeft": 0,
                                        "leftAlternateScreen": True})
        self.assertTrue(only["held"]["lastRowSelected"])
        self.assertEqual(only["held"]["bytesOfDownAtTheEnd"], 0)  # at the end: nothing to draw
        summary = document["summary"]
        self.assertGreater(summary["redrawBytes"], summary["downScrollingBytes"])
        self.assertGreater(summary["downScrollingBytes"], summary["downBytes"])
        self.assertLess(summary["downOverRedrawBytes"], 1)
        for key in ("firstFrameMs", "firstFrameAfterAnswerMs", "downCpuMs", "heldBacklogMs",
                    "peakArtistsMB", "peakOneAlbumMB", "peakBrowsedMB"):
            self.assertIsNotNone(summary[key], key)
        self.assertLessEqual(summary["peakArtistsMB"], summary["peakBrowsedMB"])


if __name__ == "__main__":
    unittest.main()

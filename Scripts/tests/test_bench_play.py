"""Tests for Scripts/bench-play: its usage errors, its report, and a short run of it (2 runs of
each, one round of the gap between songs, on the binary the end-to-end tests use: $SUNSONIC_BIN
or the debug build) against supysonic, with mpv. Scripts/bench-results/play.* hold the last full
run."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))

import script_module  # noqa: E402
from sunsonic_e2e import sunsonic_binary  # noqa: E402

from tests.bench_cli import assert_usage_errors, help_text  # noqa: E402

SCRIPT = str(Path(__file__).resolve().parents[1] / "bench-play")


def load_bench():
    return script_module.load(SCRIPT, "bench_play")


def traced_play(first_byte: float) -> dict:
    return {"firstByteMilliseconds": first_byte, "requests": [
        {"endpoint": "getSong", "milliseconds": 10.0},
        {"endpoint": "getOpenSubsonicExtensions", "milliseconds": 11.0},
        {"endpoint": "stream", "milliseconds": 20.0},
        {"endpoint": "scrobble", "milliseconds": first_byte + 1},
        {"endpoint": "savePlayQueue", "milliseconds": first_byte + 5},
    ]}


def leftovers() -> set[str]:
    """The bench's temporary folders (the recorder, its results, the state folder)."""
    return {name for name in os.listdir(tempfile.gettempdir()) if name.startswith("bench-play-")}


class BenchPlayTests(unittest.TestCase):
    def test_out_of_range_options_are_usage_errors(self):
        assert_usage_errors(self, SCRIPT, (["--runs", "0"], ["--runs", "101"], ["--binary", "/nonexistent/sunsonic"],
                     ["--bogus"], ["--gap-runs", "0"], ["--gap-runs", "21"],
                     ["--gap-binary", "/nonexistent/sunsonic"]))

    def test_help_describes_the_measurement(self):
        text = help_text(self, SCRIPT)
        self.assertIn("first byte", text)
        self.assertIn("CLOCK_MONOTONIC", text)
        self.assertIn("150 ms", text)

    def test_report_takes_medians_the_paired_ratio_and_the_requests_before_the_first_byte(self):
        bench = load_bench()
        raw = {
            "play": [{"firstByteMilliseconds": ms, "playerStartMilliseconds": start,
                      "exitMilliseconds": ms + 10, "bytes": 100}
                     for ms, start in ((30.0, 5.0), (20.0, 6.0), (40.0, 7.0))],
            "baseline": [{"milliseconds": ms} for ms in (15.0, 10.0, 10.0)],
            "firstInRound": ["baseline", "play", "baseline"],
            "trace": {"play": [traced_play(25.0), traced_play(24.0), traced_play(28.0)],
                      "baseline": [{"milliseconds": 14.0, "requests": [
                          {"endpoint": "getSong", "milliseconds": 9.0}]}]},
            "song": {"id": "s", "title": "Dawn Signal", "path": "a.mp3", "bytes": 100},
        }
        facts = {"cpus": 2, "machine": "x86_64", "system": "Linux", "python": "3",
                 "sunsonic": "sunsonic 0.9.0"}
        document, markdown = bench.report(raw, argparse.Namespace(runs=3, build="release"),
                                          "/x/sunsonic", facts, (1.0, 1.5))
        self.assertEqual(document["firstByteMilliseconds"],
                         {"median": 30.0, "p90": 40.0, "min": 20.0, "max": 40.0})
        self.assertEqual(document["baselineMilliseconds"]["median"], 10.0)
        self.assertEqual(document["playerStartMilliseconds"]["median"], 6.0)
        self.assertEqual(document["ratio"], 2.0)  # runs: 2x, 2x, 4x
        self.assertTrue(document["met"])
        self.assertEqual(document["requestsBeforeFirstByte"], 3)
        self.assertEqual(document["baselineRequests"], 1)
        self.assertEqual(document["tracedPhasesMilliseconds"],
                         {"startToFirstRequest": 10.0, "firstRequestToStream": 10.0,
                          "streamToFirstByte": 5.0})
        self.assertIn("| `sunsonic play ID`: spawn to the player's first byte | 30.0 ms"
                      " | 40.0 ms | 20.0 ms | 40.0 ms |", markdown)
        self.assertIn("| **2.00x** |", markdown)
        self.assertIn("at most 150 ms to the first byte: **met** (30.0 ms)", markdown)
        self.assertIn("`stream` +20 ms; after it: `scrobble`, `savePlayQueue`", markdown)

    def test_a_slow_first_byte_misses_the_target(self):
        bench = load_bench()
        self.assertEqual(bench.nearest_rank([float(v) for v in range(1, 21)], 0.9), 18.0)
        self.assertEqual(bench.nearest_rank([5.0], 0.9), 5.0)
        raw = {"play": [{"firstByteMilliseconds": 151.0, "playerStartMilliseconds": 100.0,
                         "exitMilliseconds": 160.0, "bytes": 1}],
               "baseline": [{"milliseconds": 50.0}], "firstInRound": ["baseline"],
               "trace": {"play": [traced_play(151.0)],
                         "baseline": [{"milliseconds": 50.0, "requests": []}]},
               "song": {"id": "s", "title": "t", "path": "p", "bytes": 1}}
        facts = {"cpus": 2, "machine": "x86_64", "sunsonic": ""}
        document, markdown = bench.report(raw, argparse.Namespace(runs=1, build="debug"),
                                          "/x", facts, (0.0, 0.0))
        self.assertFalse(document["met"])
        self.assertIn("**missed** (151.0 ms)", markdown)

    def test_the_gap_per_joint_takes_out_what_one_song_costs(self):
        bench = load_bench()
        gaps = {"album": {"id": "al", "title": "Two Sides", "seconds": 4.0},
                "songs": [{"id": f"s{n}", "title": f"S{n}", "seconds": s}
                          for n, s in ((1, 1.0), (2, 1.5), (3, 1.5))],
                "players": {"pipe": "mpv-pipe -", "session": "mpv"},
                "runs": {"pipe": [{"albumMilliseconds": 5000.0, "songMilliseconds": 1400.0},
                                  {"albumMilliseconds": 5200.0, "songMilliseconds": 1400.0},
                                  {"albumMilliseconds": 4900.0, "songMilliseconds": 1300.0}],
                         "session": [{"albumMilliseconds": 4210.0, "songMilliseconds": 1200.0},
                                     {"albumMilliseconds": 4200.0, "songMilliseconds": 1200.0},
                                     {"albumMilliseconds": 4190.0, "songMilliseconds": 1150.0}]},
                "playerAloneMilliseconds": [1250.0, 1300.0, 1270.0],
                "firstInRound": ["pipe", "session", "pipe"],
                "binary": "/y/debug/sunsonic", "build": "debug"}
        raw = {"play": [{"firstByteMilliseconds": 30.0, "playerStartMilliseconds": 5.0,
                         "exitMilliseconds": 40.0, "bytes": 1}],
               "baseline": [{"milliseconds": 15.0}], "firstInRound": ["baseline"],
               "trace": {"play": [traced_play(25.0)],
                         "baseline": [{"milliseconds": 14.0, "requests": []}]},
               "song": {"id": "s", "title": "t", "path": "p", "bytes": 1}, "gaps": gaps}
        facts = {"cpus": 2, "machine": "x86_64", "sunsonic": ""}
        document, markdown = bench.report(raw, argparse.Namespace(runs=1, build="release"),
                                          "/x/release/sunsonic", facts, (0.0, 0.0))
        figures = document["gaps"]
        self.assertIn("(sunsonic: the debug build at /y/debug/sunsonic, not the one above):",
                      markdown)
        # pipe: ((5000 - 4000) - (1400 - 1000)) / 2 = 300; 400; 300 (median 300)
        self.assertEqual(figures["pipe"]["perJointMilliseconds"],
                         {"median": 300.0, "p90": 400.0, "min": 300.0, "max": 400.0})
        # session: (210 - 200) / 2 = 5; 0; (190 - 150) / 2 = 20 (median 5)
        self.assertEqual(figures["session"]["perJointMilliseconds"]["median"], 5.0)
        self.assertEqual(figures["savedPerJointMilliseconds"], 295.0)
        # the plain reading: (5000 - 4000 - 30) / 2
        self.assertEqual(figures["pipe"]["withoutControlMilliseconds"]["median"], 485.0)
        self.assertEqual(figures["playerAloneOverSongMilliseconds"]["median"], 270.0)
        self.assertEqual(figures["joints"], 2)
        self.assertIn("| **added per joint**: (album − its audio) − (first song − its audio),"
                      " / joints | 300.0 ms | 5.0 ms | 300.0 to 400.0 | 0.0 to 20.0 |", markdown)
        self.assertIn("Saved per joint by the session: **295.0 ms**.", markdown)
        del raw["gaps"]  # a run without the gap measurement reports none
        document, markdown = bench.report(raw, argparse.Namespace(runs=1, build="debug"),
                                          "/x", facts, (0.0, 0.0))
        self.assertNotIn("gaps", document)
        self.assertNotIn("## The gap between songs", markdown)

    def test_a_short_run_against_supysonic(self):
        before = leftovers()
        folder = tempfile.mkdtemp(prefix="test-bench-play-")
        try:
            json_path = os.path.join(folder, "play.json")
            markdown_path = os.path.join(folder, "play.md")
            run = subprocess.run(
                [sys.executable, SCRIPT, "--runs", "2", "--gap-runs", "1",
                 "--binary", sunsonic_binary(),
                 "--json", json_path, "--markdown", markdown_path],
                capture_output=True, text=True, timeout=1200, stdin=subprocess.DEVNULL)
            self.assertEqual(run.returncode, 0, run.stderr[-3000:])
            with open(json_path, encoding="utf-8") as fh:
                document = json.load(fh)
            with open(markdown_path, encoding="utf-8") as fh:
                self.assertEqual(fh.read(), run.stdout)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        for line in ("| `sunsonic play ID`: spawn to the player's first byte |",
                     "| baseline `sunsonic song ID`: spawn to exit |",
                     "median of the runs' ratios", "Target: a median of at most 150 ms",
                     "Requests before the first byte:"):
            self.assertIn(line, run.stdout)
        self.assertEqual(len(document["raw"]["play"]), 2)
        self.assertEqual(len(document["raw"]["baseline"]), 2)
        first, baseline = document["firstByteMilliseconds"], document["baselineMilliseconds"]
        self.assertGreater(first["min"], 0)
        self.assertLess(first["max"], 10_000)  # generous: a debug build on a busy machine
        self.assertGreater(baseline["min"], 0)
        self.assertLess(baseline["max"], 10_000)
        self.assertLess(document["playerStartMilliseconds"]["median"], first["median"])
        self.assertGreater(document["ratio"], 0)
        self.assertEqual(document["met"], first["median"] <= 150)
        for played in document["raw"]["play"]:  # the song whole, as stored
            self.assertEqual(played["bytes"], document["song"]["bytes"])
            self.assertGreaterEqual(played["exitMilliseconds"], played["firstByteMilliseconds"])
        bench = load_bench()
        for traced in document["raw"]["trace"]["play"]:
            endpoints = [r["endpoint"] for r in bench.before_first_byte(traced)]
            self.assertIn("stream", endpoints)
        self.assertGreaterEqual(document["requestsBeforeFirstByte"], 2)  # the song, its audio
        self.assertEqual(document["baselineRequests"], 1)
        self.assertEqual(leftovers() - before, set(), "the recorder's folder is left behind")
        self.assertIn("| **added per joint**: (album − its audio) − (first song − its audio),",
                      run.stdout)
        gaps = document["gaps"]
        self.assertEqual((gaps["album"]["title"], len(gaps["songs"]), gaps["joints"]),
                         ("Two Sides", 4, 3))
        for song in gaps["songs"]:  # 1 to 2 s tones, with the encoder's padding
            self.assertTrue(0.9 < song["seconds"] < 2.2, song)
        for design in ("pipe", "session"):
            # the album cannot end before its audio has played, less what a song's end may cut
            self.assertGreater(gaps[design]["albumMilliseconds"]["min"],
                               gaps["album"]["seconds"] * 1000 - 1000)
            self.assertLess(abs(gaps[design]["perJointMilliseconds"]["median"]), 5_000)
        # a new mpv per song costs more than a song appended to the running one
        self.assertLess(gaps["session"]["perJointMilliseconds"]["median"],
                        gaps["pipe"]["perJointMilliseconds"]["median"])


if __name__ == "__main__":
    unittest.main()

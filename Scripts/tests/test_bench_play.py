"""Tests for Scripts/bench-play: its usage errors, its report, and a short run of it (2 runs of
each, on the binary the end-to-end tests use: $SUNSONIC_BIN or the debug build) against
supysonic. Scripts/bench-results/play.* hold the last full run (release build)."""

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
                     ["--bogus"]))

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

    def test_a_short_run_against_supysonic(self):
        before = leftovers()
        folder = tempfile.mkdtemp(prefix="test-bench-play-")
        try:
            json_path = os.path.join(folder, "play.json")
            markdown_path = os.path.join(folder, "play.md")
            run = subprocess.run(
                [sys.executable, SCRIPT, "--runs", "2", "--binary", sunsonic_binary(),
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


if __name__ == "__main__":
    unittest.main()

"""Tests of Scripts/bench-decode's pure parts: the options and the report. No build."""

import argparse
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

import script_module  # noqa: E402

from tests.bench_cli import assert_usage_errors, help_text  # noqa: E402

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench-decode")


def load_bench():
    return script_module.load(SCRIPT, "bench_decode")


def sample(parser, wall, peak_mib, outcome="parsed", values=100):
    return {"case": "songs", "parser": parser, "bytes": 16 << 20, "values": values,
            "outcome": outcome, "wallSeconds": wall, "cpuSeconds": wall,
            "peakBeforeKiB": 40 * 1024, "peakAfterKiB": (40 + peak_mib) * 1024}


class BenchDecodeTests(unittest.TestCase):
    def test_out_of_range_options_are_usage_errors(self):
        assert_usage_errors(self, SCRIPT, (["--pairs", "0"], ["--parses", "50"], ["--bogus"]))

    def test_help_describes_the_measurement(self):
        text = help_text(self, SCRIPT)
        self.assertIn("JSONSerialization", text)
        self.assertIn("peak resident set size", text)

    def test_report_takes_the_median_of_the_pairs_ratios(self):
        bench = load_bench()
        bench.machine = lambda: {"cpus": 2, "machine": "x86_64", "system": "Linux",
                                 "swift": "Swift version 6.3", "python": "3"}
        raw = {
            "songs": [
                {"parser": sample("parser", [0.5, 0.25], 60),
                 "serialization": sample("serialization", [1.0], 120)},
                {"parser": sample("parser", [0.5], 60),
                 "serialization": sample("serialization", [1.5], 90)},
                {"parser": sample("parser", [1.0], 80),
                 "serialization": sample("serialization", [1.0], 80)},
            ],
            "empty-objects": [
                {"parser": sample("parser", [0.1], 75, outcome="refused: tooLarge(limit: 1)",
                                  values=0),
                 "serialization": sample("serialization", [0.8], 1000)},
            ],
        }
        document, markdown = bench.report(raw, argparse.Namespace(pairs=3, parses=2))
        songs = document["cases"]["songs"]
        self.assertEqual(songs["speedOverBaseline"], 3.0)  # pairs: 4x, 3x, 1x
        self.assertEqual(songs["memoryOverBaseline"], 0.67)  # pairs: 0.5, 0.67, 1
        self.assertEqual(songs["parserMiBPerSecond"], 32.0)
        self.assertEqual(songs["parserPeakMiB"], 60.0)
        self.assertEqual(songs["parserPeakOverBody"], 3.8)
        self.assertIn("| **3.00x** |", markdown)
        self.assertIn("refused: tree over 128 MiB", markdown)
        self.assertEqual(document["cases"]["empty-objects"]["memoryOverBaseline"], 0.07)


if __name__ == "__main__":
    unittest.main()

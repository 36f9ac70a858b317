"""Tests for Scripts/bench-requests: its usage errors and its report (the run itself needs
supysonic and takes seconds; Scripts/bench-results/requests.* hold the last one)."""

from __future__ import annotations

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))

import script_module  # noqa: E402

from tests.bench_cli import assert_usage_errors, help_text  # noqa: E402

SCRIPT = str(Path(__file__).resolve().parents[1] / "bench-requests")


def load_bench():
    return script_module.load(SCRIPT, "bench_requests")


class BenchRequestsTests(unittest.TestCase):
    def test_out_of_range_options_are_usage_errors(self):
        assert_usage_errors(self, SCRIPT, (["--rounds", "0"], ["--rounds", "51"], ["--bogus"]))

    def test_report_takes_medians_and_the_ratio_within_the_run(self):
        bench = load_bench()
        raw = {"ping": {
            "before": [{"requests": 2, "seconds": s} for s in (0.030, 0.020, 0.040)],
            "after": [{"requests": 1, "seconds": s} for s in (0.010, 0.015, 0.100)],
        }}
        summary, markdown = bench.report(raw, 3)
        row = summary["commands"][0]
        self.assertEqual((row["beforeRequests"], row["afterRequests"]), (2, 1))
        self.assertEqual((row["beforeMilliseconds"], row["afterMilliseconds"]), (30.0, 15.0))
        self.assertEqual(row["ratio"], 0.5)
        self.assertIn("| `ping` | 2 | 1 | 30.0 | 15.0 | **0.5x** |", markdown)


if __name__ == "__main__":
    unittest.main()

"""Tests of Scripts/bench-solar's pure parts: the options and the report. No build, no server."""

import argparse
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

import script_module  # noqa: E402

from tests.bench_cli import assert_usage_errors, help_text  # noqa: E402

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench-solar")


def load_bench():
    return script_module.load(SCRIPT, "bench_solar")


class BenchSolarTests(unittest.TestCase):
    def test_out_of_range_options_are_usage_errors(self):
        assert_usage_errors(self, SCRIPT, (["--rounds", "0"], ["--requests", "5000"], ["--bogus"]))

    def test_help_describes_the_measurement(self):
        text = help_text(self, SCRIPT)
        self.assertIn("microseconds per day", text)

    def test_report_takes_medians_and_the_ratio(self):
        bench = load_bench()
        bench.machine = lambda: {"cpus": 2, "machine": "x86_64", "system": "Linux",
                                 "swift": "Swift version 6.3", "python": "3"}
        raw = {
            "daysPerRound": 365, "requestsPerRound": 10,
            "computedDayWallMicroseconds": [30.0, 20.0, 25.0],
            "computedDayCPUMicroseconds": [31.0, 21.0, 26.0],
            "apiRequestWallMicroseconds": [1000.0, 900.0, 1100.0],
            "apiRequestCPUMicroseconds": [300.0, 200.0, 400.0],
        }
        document, markdown = bench.report(raw, argparse.Namespace(rounds=3))
        self.assertEqual(document["computedDayMicroseconds"], 25.0)
        self.assertEqual(document["apiRoundTripMicroseconds"], 1000.0)
        self.assertEqual(document["roundTripOverComputedDay"], 40.0)
        self.assertEqual(document["computedYearMilliseconds"], 9.125)
        self.assertIn("| one solar day computed (`SuntimesClient.computed()`) | 25.0 µs | 26.0 µs |",
                      markdown)
        self.assertIn("**40 computed days**", markdown)


if __name__ == "__main__":
    unittest.main()

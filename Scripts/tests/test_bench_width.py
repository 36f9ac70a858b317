"""Tests of Scripts/bench-width's pure parts: the options, the report and the build lock. No
build."""

import argparse
import fcntl
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

import script_module  # noqa: E402

from tests.bench_cli import assert_usage_errors, help_text  # noqa: E402

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench-width")


def load_bench():
    bench = script_module.load(SCRIPT, "bench_width")
    bench.machine = lambda: {"cpus": 2, "machine": "x86_64", "system": "Linux",
                             "swift": "Swift version 6.3", "python": "3"}
    return bench


def sample(side, wall, sweeps=None, total=4321, operation="columns"):
    return {"case": "mixed", "operation": operation, "side": side, "bytes": 1_000_000,
            "cells": 40_000, "characters": 990_000, "total": total, "newTotal": total,
            "referenceTotal": total, "wallSeconds": wall, "cpuSeconds": wall,
            "sweeps": sweeps or [1] * len(wall)}


class BenchWidthTests(unittest.TestCase):
    def test_out_of_range_options_are_usage_errors(self):
        assert_usage_errors(self, SCRIPT, (["--pairs", "0"], ["--passes", "50"], ["--bogus"]))

    def test_help_describes_the_measurement(self):
        text = help_text(self, SCRIPT)
        self.assertIn("ReferenceDisplayWidth", text)
        self.assertIn("prefix(_:fitting: 20)", text)
        self.assertIn("/tmp/swift-build.lock", text)

    def test_the_baseline_is_read_from_the_package_tests(self):
        bench = load_bench()
        self.assertTrue(os.path.isfile(bench.REFERENCE), bench.REFERENCE)
        with open(bench.REFERENCE, encoding="utf-8") as file:
            self.assertIn("enum ReferenceDisplayWidth", file.read())
        self.assertIn("/Packages/TerminalText", bench.MANIFEST.format(root="/clone"))

    def test_report_takes_the_median_of_the_pairs_ratios(self):
        bench = load_bench()
        raw = {
            "mixed": {
                "columns": [
                    # The best pass counts, sweeps times the bytes: 4 MB in 0.1 s against 1 MB.
                    {"new": sample("new", [0.2, 0.1], sweeps=[4, 4]),
                     "reference": sample("reference", [1.0])},
                    {"new": sample("new", [0.5]), "reference": sample("reference", [1.5])},
                    {"new": sample("new", [1.0]), "reference": sample("reference", [1.0])},
                ],
                "prefix": [
                    {"new": sample("new", [0.25], operation="prefix", total=99),
                     "reference": sample("reference", [0.5], operation="prefix", total=99)},
                ],
            },
        }
        document, markdown = bench.report(raw, argparse.Namespace(pairs=3, passes=2),
                                          load=(1.5, 2.0))
        mixed = document["cases"]["mixed"]
        self.assertEqual(mixed["columns"]["speedOverReference"], 3.0)  # pairs: 40x, 3x, 1x
        self.assertEqual(mixed["columns"]["pairRatios"], [40.0, 3.0, 1.0])
        self.assertEqual(mixed["columns"]["newMBPerSecond"], 2.0)  # 40, 2, 1 MB/s
        self.assertEqual(mixed["prefix"]["speedOverReference"], 2.0)
        self.assertEqual(mixed["prefix"]["total"], 99)
        self.assertEqual(mixed["cells"], 40_000)
        self.assertIn("| **3.00x** |", markdown)
        self.assertIn("| `prefix(_:fitting: 20)` | 4.0 MB/s | 2.0 MB/s | **2.00x** |", markdown)
        self.assertIn("load average (1 min) 1.50 at the start, 2.00 at the end", markdown)

    def test_a_pair_that_disagrees_fails_the_report(self):
        bench = load_bench()
        for new, reference in ((sample("new", [1.0], total=10), sample("reference", [1.0])),
                               (sample("new", [1.0]) | {"cells": 3}, sample("reference", [1.0]))):
            raw = {"emoji": {"columns": [{"new": new, "reference": reference}]}}
            with self.subTest(new=new["total"], cells=new["cells"]):
                with self.assertRaises(bench.BenchError):
                    bench.report(raw, argparse.Namespace(pairs=1, passes=1))

    def test_a_held_build_lock_is_waited_for_within_a_bound(self):
        bench = load_bench()
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "swift-build.lock")
            with open(path, "a") as other:  # another build holds it
                fcntl.flock(other, fcntl.LOCK_EX)
                with self.assertRaises(bench.BenchError):
                    bench.hold_build_lock(path, timeout=0.2)
            held = bench.hold_build_lock(path, timeout=5)  # released: taken at once
            held.close()


if __name__ == "__main__":
    unittest.main()

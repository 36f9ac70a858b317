"""Tests of Scripts/bench-isolation's pure parts: pairing, ratios, targets, the table, and the
no-split manifest edit (Scripts/lib/bench_ratios.py, Scripts/lib/bench_packages.py). No build."""

import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "lib"))

import bench_packages  # noqa: E402
import bench_ratios as ratios  # noqa: E402

MANIFEST = """\
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "PlaylistsFeature",
  products: [
    .library(name: "PlaylistsFeature", targets: ["PlaylistsFeature"])
  ],
  dependencies: [
    .package(path: "../SubsonicClient"),
    .package(path: "../DependencyRegistry"),
  ],
  targets: [
    .target(
      name: "PlaylistsFeature",
      dependencies: [
        .product(name: "SubsonicClient", package: "SubsonicClient"),
      ]
    ),
    .testTarget(
      name: "PlaylistsFeatureTests",
      dependencies: [
        "PlaylistsFeature",
      ]
    ),
  ]
)
"""

MACHINE = {"cpu": "Test CPU", "cores": 2, "load_start": [0.5, 0.4, 0.3],
           "load_end": [1.8, 1.0, 0.5], "swift": "Swift version 6.3", "commit": "abc1234",
           "dirty": True, "rounds": 3, "minutes": 24.25}


class PairingTests(unittest.TestCase):
    def test_rounds_rotate_which_measurement_comes_first(self):
        self.assertEqual(ratios.rotated(["a", "b", "c"], 0), ["a", "b", "c"])
        self.assertEqual(ratios.rotated(["a", "b", "c"], 1), ["b", "c", "a"])
        self.assertEqual(ratios.rotated(["a", "b", "c"], 4), ["b", "c", "a"])
        self.assertEqual(ratios.rotated([], 2), [])

    def test_the_side_that_runs_first_alternates(self):
        self.assertEqual(ratios.pair_order(0), ("reference", "measured"))
        self.assertEqual(ratios.pair_order(1), ("measured", "reference"))
        self.assertEqual(ratios.pair_order(2), ("reference", "measured"))


class RatioTests(unittest.TestCase):
    def test_the_ratio_is_the_median_of_the_paired_ratios_not_of_the_medians(self):
        measured, reference = [6.0, 9.0, 4.0], [1.0, 3.0, 2.0]
        self.assertEqual(ratios.paired_ratios(measured, reference), [6.0, 3.0, 2.0])
        self.assertEqual(ratios.median_ratio(measured, reference), 3.0)  # medians: 6 / 2

    def test_an_even_number_of_pairs_takes_the_mean_of_the_middle_two(self):
        self.assertEqual(ratios.median_ratio([2.0, 4.0], [1.0, 1.0]), 3.0)

    def test_no_pairs_is_no_ratio_and_unpaired_series_are_an_error(self):
        self.assertIsNone(ratios.median_ratio([], []))
        with self.assertRaises(ValueError):
            ratios.paired_ratios([1.0], [1.0, 2.0])

    def test_targets_bound_on_their_side(self):
        self.assertTrue(ratios.COLD.met(6.0))
        self.assertFalse(ratios.COLD.met(6.01))
        self.assertTrue(ratios.DEPENDENCIES.met(10.0))
        self.assertFalse(ratios.DEPENDENCIES.met(9.99))
        self.assertTrue(ratios.GROWTH.met(1.049))
        self.assertFalse(ratios.GROWTH.met(1.05))

    def test_a_row_without_a_target_or_without_runs_has_no_verdict(self):
        self.assertIsNone(ratios.Result("k", "m", [2.0], [1.0]).met)
        self.assertIsNone(ratios.Result("k", "m", [], [], ratios.COLD).met)
        self.assertEqual(ratios.summary([ratios.Result("a", "m", [7.0], [1.0], ratios.COLD),
                                         ratios.Result("b", "m", [5.0], [1.0], ratios.COLD),
                                         ratios.Result("c", "m", [5.0], [1.0])]), (1, 1))


class TableTests(unittest.TestCase):
    def test_the_table_has_one_row_per_measurement_then_the_machine_line(self):
        results = [
            ratios.Result("cold:A", "A: cold / the floor's", [5.0, 6.0, 7.0], [1.0, 1.0, 1.0],
                          ratios.COLD),
            ratios.Result("growth", "growth", [1.02], [1.0], ratios.GROWTH, percent=True),
            ratios.Result("no-split:A", "A: no split / split", [3.0], [2.0]),
            ratios.Result("incremental:A", "A: incremental", [], [], ratios.INCREMENTAL),
        ]
        text = ratios.render_markdown(results, ratios.render_machine_line(MACHINE), ["Note."])
        lines = text.splitlines()
        self.assertEqual(lines[0], "| measurement | ratio | target | met? |")
        self.assertEqual(lines[2], "| A: cold / the floor's | 6.00x | <= 6x | met |")
        self.assertEqual(lines[3], "| growth | 1.020x (+2.0 %) | < 1.05x | met |")
        self.assertEqual(lines[4], "| A: no split / split | 1.50x | - | - |")
        self.assertEqual(lines[5], "| A: incremental | not measured | <= 1.6x | - |")
        self.assertEqual(lines[7], "Machine: Test CPU, 2 cores; load average (1 min) 0.50 at "
                         "the start, 1.80 at the end; Swift version 6.3; commit abc1234 with "
                         "uncommitted changes; 3 round(s), 24.2 min.")
        self.assertEqual(lines[-1], "Note.")

    def test_the_json_row_keeps_every_run_ratio(self):
        row = ratios.Result("cold:A", "A", [5.0, 8.0], [1.0, 2.0], ratios.COLD).as_json()
        self.assertEqual(row["run_ratios"], [5.0, 4.0])
        self.assertEqual(row["ratio"], 4.5)
        self.assertEqual((row["target"], row["met"]), ("<= 6x", True))


class NoSplitTests(unittest.TestCase):
    def test_the_live_package_joins_the_package_and_the_feature_target_only(self):
        edited = bench_packages.no_split_manifest(MANIFEST, "PlaylistsFeature",
                                                  ["SubsonicClientLive"])
        self.assertIn('  dependencies: [\n    .package(path: "../SubsonicClientLive"),\n'
                      '    .package(path: "../SubsonicClient"),', edited)
        self.assertIn('      dependencies: [\n        .product(name: "SubsonicClientLive", '
                      'package: "SubsonicClientLive"),\n        .product(name: '
                      '"SubsonicClient"', edited)
        self.assertEqual(edited.count("SubsonicClientLive"), 3)

    def test_a_feature_without_a_live_package_or_its_target_is_an_error(self):
        with self.assertRaises(bench_packages.BenchError):
            bench_packages.no_split_manifest(MANIFEST, "PlaylistsFeature", [])
        with self.assertRaises(bench_packages.BenchError):
            bench_packages.no_split_manifest(MANIFEST, "OtherFeature", ["SubsonicClientLive"])

    def test_live_packages_come_from_the_interfaces_that_have_one(self):
        tmp = tempfile.mkdtemp(prefix="bench-isolation-test-")
        self.addCleanup(shutil.rmtree, tmp, True)
        for name in ("PlaylistsFeature", "SubsonicClient", "SubsonicClientLive",
                     "DependencyRegistry"):
            os.makedirs(os.path.join(tmp, name))
            with open(os.path.join(tmp, name, "Package.swift"), "w", encoding="utf-8") as f:
                f.write(MANIFEST if name == "PlaylistsFeature" else "")
        self.assertEqual(bench_packages.live_packages(tmp, "PlaylistsFeature"),
                         ["SubsonicClientLive"])


if __name__ == "__main__":
    unittest.main()

"""Tests for Scripts/lib/timed_unittest.py: modules marked as building Swift run in their own
lane beside the others, and one summary counts both lanes as unittest would."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

RUNNER = Path(__file__).resolve().parent.parent / "lib" / "timed_unittest.py"

sys.path.insert(0, str(RUNNER.parent))
import timed_unittest  # noqa: E402

BUILDER = """
import unittest

BUILDS_SWIFT = True


class Builds(unittest.TestCase):
    def test_builds(self):
        self.assertTrue(True)
"""

FAILING = """
import unittest


class Mixed(unittest.TestCase):
    def test_passes(self):
        pass

    def test_fails(self):
        self.assertEqual(1, 2)

    @unittest.skip("not here")
    def test_skipped(self):
        pass
"""

PASSING = """
import unittest


class Passes(unittest.TestCase):
    def test_passes(self):
        pass
"""


class TimedUnittestTests(unittest.TestCase):
    def make_tree(self, modules: dict[str, str]) -> str:
        top = tempfile.mkdtemp(prefix="timed-unittest-")
        self.addCleanup(lambda: subprocess.run(["rm", "-rf", top], check=False))
        tests = Path(top, "tests")
        tests.mkdir()
        (tests / "__init__.py").write_text("")
        for name, source in modules.items():
            (tests / f"{name}.py").write_text(textwrap.dedent(source))
        return top

    def run_runner(self, top: str, *options: str, **env: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, str(RUNNER), os.path.join(top, "tests"), top, "test_*.py", *options],
            capture_output=True, text=True, timeout=60, env={**os.environ, **env})

    def test_marked_modules_are_the_build_lane(self):
        top = self.make_tree({"test_a": BUILDER, "test_b": PASSING, "helper": BUILDER})
        builders, others = timed_unittest.module_names(os.path.join(top, "tests"), top,
                                                       "test_*.py")
        self.assertEqual(builders, ["tests.test_a"])
        self.assertEqual(others, ["tests.test_b"])

    def test_one_summary_counts_both_lanes(self):
        top = self.make_tree({"test_a": BUILDER, "test_b": FAILING})
        run = self.run_runner(top)
        self.assertEqual(run.returncode, 1, run.stderr)
        self.assertIn("== lane: builds", run.stderr)
        self.assertIn("== lane: others", run.stderr)
        closing = run.stderr[run.stderr.rindex("\nRan "):]
        self.assertRegex(closing, r"^\nRan 4 tests in [0-9.]+s\n"
                                  r"FAILED \(failures=1, errors=0, skipped=1\)\n"
                                  r"slowest modules:\n")
        self.assertIn("tests.test_a", closing)
        self.assertIn("tests.test_b", closing)

    def test_passing_lanes_exit_0_and_one_lane_on_request(self):
        top = self.make_tree({"test_a": BUILDER, "test_b": PASSING})
        for env, lanes in (({}, 3), ({"SUNSONIC_TEST_WORKERS": "1"}, 2),
                           ({"SUNSONIC_TEST_LANES": "1"}, 1)):
            with self.subTest(env=env):
                run = self.run_runner(top, **env)
                self.assertEqual(run.returncode, 0, run.stderr)
                self.assertEqual(run.stderr.count("== lane: "), lanes)
                self.assertIn("\nRan 2 tests in ", run.stderr)
                self.assertIn("\nOK (failures=0, errors=0, skipped=0)\n", run.stderr)

    def test_workers_share_the_other_modules_each_run_once(self):
        top = self.make_tree({f"test_{n}": PASSING for n in "bcdefg"})
        run = self.run_runner(top, "--only", "others", SUNSONIC_TEST_WORKERS="3")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stderr.count("== lane: others-"), 3)
        self.assertIn("\nRan 6 tests in ", run.stderr)
        closing = run.stderr[run.stderr.rindex("slowest modules:"):]
        for n in "bcdefg":
            self.assertEqual(closing.count(f"tests.test_{n}\n"), 1, closing)

    def test_a_module_marked_to_run_alone_starts_after_the_workers_end(self):
        # Each module writes when it starts and ends; the one marked alone must start last.
        log = tempfile.mktemp(prefix="timed-unittest-order-")
        self.addCleanup(lambda: os.path.exists(log) and os.remove(log))
        timed = textwrap.dedent(f"""
            import time, unittest
            class Timed(unittest.TestCase):
                def test_logs(self):
                    with open({log!r}, "a") as f:
                        f.write(__name__ + " start\\n")
                    time.sleep(0.3)
                    with open({log!r}, "a") as f:
                        f.write(__name__ + " end\\n")
            """)
        top = self.make_tree({"test_a": "RUNS_ALONE = True\n" + timed, "test_b": timed,
                              "test_c": timed})
        run = self.run_runner(top, "--only", "others")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("== lane: alone", run.stderr)
        with open(log, encoding="utf-8") as f:
            lines = f.read().splitlines()
        self.assertEqual(lines[-2:], ["tests.test_a start", "tests.test_a end"], lines)
        self.assertEqual(len(lines), 6, lines)

    def test_the_workers_and_the_module_that_runs_alone_can_run_apart(self):
        top = self.make_tree({"test_a": "RUNS_ALONE = True\n" + PASSING, "test_b": PASSING,
                              "test_c": BUILDER})
        for only, lanes, ran in (("alone", ["alone"], 1), ("workers", ["others-1", "others-2"], 1)):
            with self.subTest(only=only):
                run = self.run_runner(top, "--only", only)
                self.assertEqual(run.returncode, 0, run.stderr)
                self.assertEqual(sorted(re.findall(r"== lane: (\S+)", run.stderr)), lanes)
                self.assertIn(f"\nRan {ran} tests in ", run.stderr)

    def test_only_runs_the_named_lane(self):
        top = self.make_tree({"test_a": BUILDER, "test_b": FAILING})
        run = self.run_runner(top, "--only", "builds")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stderr.count("== lane: "), 1)
        self.assertIn("\nRan 1 tests in ", run.stderr)
        self.assertEqual(self.run_runner(top, "--only", "all").returncode, 2)

    def test_a_lane_that_cannot_import_counts_as_an_error(self):
        top = self.make_tree({"test_a": BUILDER + "\nimport no_such_module_here\n",
                              "test_b": PASSING})
        run = self.run_runner(top)
        self.assertEqual(run.returncode, 1, run.stderr)
        self.assertRegex(run.stderr, r"FAILED \(failures=0, errors=1, skipped=0\)")


if __name__ == "__main__":
    unittest.main()

"""What every benchmark's command line is tested for: options out of range are usage errors
(exit 2, nothing on standard output), and `--help` describes the measurement."""

from __future__ import annotations

import subprocess
import sys
import unittest


def assert_usage_errors(test: unittest.TestCase, script: str, arg_lists) -> None:
    """Each of `arg_lists` makes `script` exit 2 with nothing on standard output."""
    for args in arg_lists:
        with test.subTest(args=args):
            run = subprocess.run([sys.executable, script, *args], capture_output=True, text=True,
                                 timeout=60)
            test.assertEqual(run.returncode, 2, run.stderr)
            test.assertEqual(run.stdout, "")


def help_text(test: unittest.TestCase, script: str) -> str:
    """`script --help`'s standard output, after checking that it exits 0."""
    run = subprocess.run([sys.executable, script, "--help"], capture_output=True, text=True,
                         timeout=60)
    test.assertEqual(run.returncode, 0, run.stderr)
    return run.stdout

"""`python3 -m unittest discover` with the time each test module took: Scripts/test runs the
scripts' and end-to-end tests through it, so that the slowest modules are named at the end of the
log (where a fresh clone's time goes).

    python3 Scripts/lib/timed_unittest.py START_DIR TOP_DIR PATTERN

Prints unittest's usual report, then `slowest modules:` and up to 12 lines `SECONDS MODULE`.
Exit 0 when every test passed, 1 otherwise, as unittest.
"""

from __future__ import annotations

import collections
import sys
import time
import unittest


class TimedResult(unittest.TextTestResult):
    """Adds the time since the previous test ended to the module of the test that just ended,
    so that a class's or module's set-up (a server started once) counts for its module."""

    seconds: collections.Counter = collections.Counter()
    last = time.monotonic()

    def stopTest(self, test):  # noqa: N802 (unittest's name)
        super().stopTest(test)
        now = time.monotonic()
        TimedResult.seconds[type(test).__module__] += now - TimedResult.last
        TimedResult.last = now


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[3].strip(), file=sys.stderr)
        return 2
    start, top, pattern = argv
    suite = unittest.defaultTestLoader.discover(start, pattern=pattern, top_level_dir=top)
    TimedResult.last = time.monotonic()
    result = unittest.TextTestRunner(resultclass=TimedResult, verbosity=1).run(suite)
    print("slowest modules:", file=sys.stderr)
    for module, seconds in TimedResult.seconds.most_common(12):
        print(f"  {seconds:6.1f} {module}", file=sys.stderr)
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

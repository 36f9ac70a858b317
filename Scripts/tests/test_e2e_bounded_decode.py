"""End to end: answers that are costly to decode (issue 18, "Bounded work").

A local server answers every request with a body of the transport's body limit (16 MiB) made of
tiny JSON elements (`[{},{},...]`, bare or inside a valid Subsonic envelope, `[{"a":0},...]`) or
of numbers that are slow to read. The built `sunsonic` must:
- end with its usual one line (exit 69) within 3 s when run with `--timeout 2`, refused for its
  size or, on a slower machine, for the time, and with a peak resident set size under
  PEAK_BOUND_MIB (12 times the body limit: the parser holds its tree to 128 MiB by estimate, and
  the process adds the body and its own start-up memory);
- refuse the small objects for their size, given all the time a debug build needs (the one
  end-to-end check of the size bound; JSONParserTests pins it for every shape);
- give the parse only what the transport left of the time budget: a body that takes 1.5 s to
  arrive and about 1 s to read, with `--timeout 2`, ends as a timeout within 3 s;
- end within 1 s of a SIGINT sent while it reads the body, with exit 130.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import tempfile
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from canned_server import CannedServer  # noqa: E402
from e2e_fixtures import CLIAssertions, Running, base_environment, run_measured  # noqa: E402

# Its bounds are processor time of a debug build: no other end-to-end test beside it
# (Scripts/lib/timed_unittest.py).
RUNS_ALONE = True

BODY_LIMIT = 16 << 20  # HTTPRequest.defaultMaximumBodySize
PEAK_BOUND_MIB = 12 * BODY_LIMIT // 2**20  # 192 MiB
WITHIN = 3.0  # seconds, for a run with --timeout 2
SIGINT_WITHIN = 1.0


def repeated(element: bytes, before: bytes = b"", after: bytes = b"") -> bytes:
    """`before` + `[element,element,...]` + `after`, as long as fits in the body limit."""
    room = BODY_LIMIT - len(before) - len(after) - 2
    count = (room + 1) // (len(element) + 1)
    return before + b"[" + b",".join([element] * count) + b"]" + after


def envelope(key: bytes) -> tuple[bytes, bytes]:
    """The parts of a valid envelope around a list: `{"subsonic-response":{..."KEY":` and `}}`."""
    return (b'{"subsonic-response":{"status":"ok","version":"1.16.1","' + key + b'":{"index":',
            b"}}}")


TINY = repeated(b"{}")
TINY_IN_ENVELOPE = repeated(b"{}", *envelope(b"artists"))
SMALL_OBJECTS = repeated(b'{"a":0}')
NUMBERS_IN_ENVELOPE = repeated(b"-1.2345678901234567e-300", *envelope(b"artists"))


def body_server(body: bytes, spread: float = 0.0) -> CannedServer:
    """A server that answers every request with `body` (application/json)."""
    return CannedServer(lambda endpoint, query: (200, {"Content-Type": "application/json"}, body),
                        spread=spread)


class BoundedDecode(CLIAssertions, unittest.TestCase):
    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="e2e-decode-home-")
        self.addCleanup(shutil.rmtree, self.home, True)

    def music_env(self, url: str) -> dict[str, str]:
        return {**base_environment(self.home), "SUBSONIC_URL": url, "SUBSONIC_USER": "me",
                "SUBSONIC_PASSWORD": "secret"}

    def assert_bounded(self, args, env, *fragments, within=WITHIN):
        run, peak_kib = run_measured(args, env=env, timeout=60)
        self.assert_failure(run, 69, *fragments, within=within)
        self.assertLess(peak_kib, PEAK_BOUND_MIB * 1024,
                        f"peak RSS {peak_kib / 1024:.0f} MiB over {PEAK_BOUND_MIB} MiB")
        return run

    def assert_ends_in_time(self, args, env):
        # Either bound may come first: a debug build here refuses these for their size in 1.2 to
        # 2.0 s, at the edge of the budget (JSONParserTests pins the size refusal itself).
        run = self.assert_bounded(args, env)
        reasons = ("JSON too large to hold", "within 2 s")
        self.assertTrue(any(reason in run.err for reason in reasons), run.err)

    def test_tiny_elements_end_quickly_in_bounded_memory(self):
        for name, body in (("bare", TINY), ("in an envelope", TINY_IN_ENVELOPE)):
            with self.subTest(body=name), body_server(body) as server:
                self.assert_ends_in_time(["artists", "--timeout", "2"], self.music_env(server.url))

    def test_small_objects_are_refused_for_size_in_bounded_memory(self):
        # getArtists keeps no member named `a`, so each `{"a":0}` is charged little and the debug
        # build reads most of them before the tree's estimate passes 128 MiB: 4.1 to 5.3 s on 2
        # cores (a fresh clone's CI ran out of a 5 s budget). The budget is far above that: the
        # answer must be refused for its size, never for the time.
        with body_server(SMALL_OBJECTS) as server:
            self.assert_bounded(["artists", "--timeout", "30"], self.music_env(server.url),
                                "JSON too large to hold", within=31.0)

    def test_tiny_elements_from_the_sun_api_end_quickly_in_bounded_memory(self):
        with body_server(TINY) as server:
            self.assert_ends_in_time(
                ["sun", "--lat", "1", "--lng", "1", "--timeout", "2", "--api-url",
                 server.url + "/json"], base_environment(self.home))

    def test_the_parse_gets_what_is_left_of_the_time_budget(self):
        with body_server(NUMBERS_IN_ENVELOPE, spread=1.5) as server:
            self.assert_bounded(["artists", "--timeout", "2"], self.music_env(server.url),
                                "within 2 s")

    def test_sigint_while_reading_the_body_ends_within_a_second(self):
        with body_server(NUMBERS_IN_ENVELOPE) as server:
            running = Running(["artists", "--timeout", "30"], env=self.music_env(server.url),
                              cwd=self.home)
            self.addCleanup(running.stop)
            self.assertTrue(running.wait_until(server.sent.is_set, 20), "the body was not sent")
            time.sleep(0.1)  # received, and being read
            if running.process.poll() is not None:
                self.skipTest("the body was read before the signal: nothing to interrupt")
            run, seconds = running.interrupt(number=signal.SIGINT)
        self.assert_failure(run, 130, "cancelled")
        self.assertLessEqual(seconds, SIGINT_WITHIN, f"exited {seconds:.2f} s after SIGINT")


if __name__ == "__main__":
    unittest.main()

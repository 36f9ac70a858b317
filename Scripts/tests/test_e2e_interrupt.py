"""End to end: Ctrl-C (SIGINT) while `sunsonic` waits on the network.

During a stalled request (sun, a music read, a write), during the wait between retries, and
during a dripping download: exit 130 within 2 s of the signal, one line on stderr, nothing on
stdout, and no file, partial file or temporary file left in the working folder or at `-o`.
"""

from __future__ import annotations

import contextlib
import os
import signal
import shutil
import sys
import tempfile
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

import sunrise_sunset_server as sss  # noqa: E402
from e2e_fixtures import (CLIAssertions, Running, Supysonic, TargetedFaultProxy,  # noqa: E402
                          base_environment, entries, password_authenticated)

WITHIN = 2.0  # seconds from SIGINT to the exit
TORONTO = ["--lat", "43.6532", "--lng", "-79.3832", "--date", "2026-06-21"]


class Interrupt(CLIAssertions, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Supysonic.start()
        try:
            cls.sun_server, _, cls.sun_base = sss.start_server(log=None)
            cls.song = cls.server.songs()[0]
        except BaseException:
            cls.server.stop()
            raise

    @classmethod
    def tearDownClass(cls):
        cls.sun_server.shutdown()
        cls.server.stop()

    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="e2e-interrupt-home-")
        self.folder = tempfile.mkdtemp(prefix="e2e-interrupt-cwd-")
        self.addCleanup(shutil.rmtree, self.home, True)
        self.addCleanup(shutil.rmtree, self.folder, True)

    @contextlib.contextmanager
    def proxy(self, upstream, fault, **params):
        proxy = TargetedFaultProxy(upstream=upstream, fault=fault, **params).start()
        try:
            yield proxy
        finally:
            proxy.stop()

    def interrupt_when(self, args, env, ready, limit=10.0, number=signal.SIGINT):
        """Starts `sunsonic ARGS` in the working folder, waits (at most `limit` s) for
        `ready()`, sends the signal `number`; answers the run and the seconds to the exit."""
        running = Running(args, env=env, cwd=self.folder)
        self.addCleanup(running.stop)
        self.assertTrue(running.wait_until(ready, limit),
                        f"not ready within {limit} s (exit {running.process.poll()})")
        time.sleep(0.2)  # well inside the wait, not at its start
        self.assertIsNone(running.process.poll(), "it ended before the interrupt")
        return running.interrupt(number=number)

    def assert_interrupted(self, run, seconds, code=130):
        self.assert_failure(run, code)
        self.assertLessEqual(seconds, WITHIN, f"exited {seconds:.2f} s after SIGINT")
        self.assertEqual(entries(self.folder), set(), "a file was left behind")

    def music_env(self, url):
        return {**base_environment(self.home), **self.server.env(url)}

    def test_sun_during_a_stalled_request(self):
        with self.proxy(self.sun_base, "stall") as proxy:
            run, seconds = self.interrupt_when(
                ["sun", *TORONTO, "--api-url", proxy.base_url + "/json"],
                base_environment(self.home), lambda: proxy.request_count >= 1)
        self.assert_interrupted(run, seconds)
        self.assertIn("cancelled", run.err)

    def test_sun_during_the_wait_before_a_retry(self):
        with self.proxy(self.sun_base, "status", status=503, retry_after="30") as proxy:
            run, seconds = self.interrupt_when(
                ["sun", *TORONTO, "--timeout", "60", "--api-url", proxy.base_url + "/json"],
                base_environment(self.home), lambda: proxy.request_count >= 1)
            self.assertEqual(proxy.request_count, 1)
        self.assert_interrupted(run, seconds)

    def test_music_read_during_a_stalled_request(self):
        with self.proxy(self.server.url, "stall") as proxy:
            run, seconds = self.interrupt_when(["artists"], self.music_env(proxy.base_url),
                                               lambda: proxy.request_count >= 1)
        self.assert_interrupted(run, seconds)
        self.assertIn("cancelled", run.err)

    def test_music_write_during_a_stalled_request(self):
        with self.proxy(self.server.url, "stall") as proxy:
            run, seconds = self.interrupt_when(["star", self.song.id],
                                               self.music_env(proxy.base_url),
                                               lambda: proxy.request_count >= 1)
        self.assert_interrupted(run, seconds)

    def test_dripping_download_leaves_no_partial_file(self):
        target = os.path.join(self.folder, "song.mp3")
        # One byte every 10 ms of the file itself (after supysonic refused the token):
        # 16 kB would take minutes; interrupt once the temporary file holds some bytes.
        with self.proxy(self.server.url, "drip", drip_interval=0.01,
                        when=password_authenticated, match_path="/rest/download") as proxy:

            def writing():
                names = entries(self.folder)
                return any(os.path.getsize(os.path.join(self.folder, n)) > 20
                           for n in names if os.path.exists(os.path.join(self.folder, n)))

            run, seconds = self.interrupt_when(
                ["download", self.song.id, "-o", target], self.music_env(proxy.base_url),
                writing)
            self.assertEqual(proxy.fault_count, 1)
        self.assert_interrupted(run, seconds)
        self.assertFalse(os.path.exists(target))

    def test_sigterm_and_sighup_end_a_dripping_download_as_ctrl_c_does(self):
        for number, code in ((signal.SIGTERM, 143), (signal.SIGHUP, 129)):
            with self.subTest(signal=number.name):
                target = os.path.join(self.folder, "song.mp3")
                with self.proxy(self.server.url, "drip", drip_interval=0.01,
                                when=password_authenticated,
                                match_path="/rest/download") as proxy:
                    run, seconds = self.interrupt_when(
                        ["download", self.song.id, "-o", target],
                        self.music_env(proxy.base_url), lambda: proxy.fault_count >= 1,
                        number=number)
                self.assert_interrupted(run, seconds, code)
                self.assertFalse(os.path.exists(target))

    def test_dripping_download_into_the_working_folder_leaves_nothing(self):
        # No -o: the default name in the working folder; the song is read first.
        with self.proxy(self.server.url, "drip", drip_interval=0.01,
                        when=password_authenticated, match_path="/rest/download") as proxy:
            run, seconds = self.interrupt_when(
                ["download", self.song.id], self.music_env(proxy.base_url),
                lambda: proxy.fault_count >= 1, limit=10)
        self.assert_interrupted(run, seconds)


if __name__ == "__main__":
    unittest.main()

"""End to end: `sunsonic play --station` against one real supysonic (its internet radio
stations) and a station of our own: a small HTTP server on 127.0.0.1 that streams an MP3 tone
(made with sox, as the e2e libraries are) over and over, without end, and records each request.

- The station is played by name through mpv (`--ao=null`): one `Playing station NAME` line, the
  stream's bytes reach the player; SIGINT ends it (130) with the player gone.
- The station's host gets one plain GET of the station's URL: no `u`, `t`, `s`, `p`, `apiKey`
  in its query, no Authorization header, no password anywhere in the request.
- On a pseudo-terminal: the status line with the station's name, `q` ends it cleanly (0) with
  the last line saying how long it played, and the terminal put back.
- A station whose host refuses, or answers a web page: 69 and one line naming the station's
  host as the cause; a name no station has: 66; `--shuffle` with `--station`: 64 before any
  request.
- In `sunsonic ui` (tmux, 80x24): Shift-Tab to the Radio tab lists the stations with their
  stream's host (127.0.0.1:PORT); Enter on the station plays it through mpv (`▶ NAME` and
  `live` in the now-playing bar, the stream's bytes at the player, no credentials sent); `q`
  quits with 0, the terminal put back and no player left.
"""

from __future__ import annotations

import http.server
import os
import shutil
import signal
import socketserver
import sys
import tempfile
import threading
import time
import unittest
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import subsonic_library  # noqa: E402
from e2e_fixtures import CLIAssertions, Running, Supysonic, base_environment  # noqa: E402
from play_e2e import CREDENTIALS, PlayerWrapper, install_players, wait_gone  # noqa: E402
from sunsonic_e2e import run_sunsonic, sunsonic_binary, wait_for  # noqa: E402
from test_e2e_play import Terminal  # noqa: E402
from tmux_terminal import TmuxTerminal  # noqa: E402

STATION = "E2E Tide FM"
PAGE_STATION = "E2E Web Page FM"
REFUSED_STATION = "E2E Gone FM"
GONE_WITHIN = 3.0


class StationServer:
    """A station on 127.0.0.1: `/live.mp3` streams `tone` again and again (one copy every half
    second, faster than it plays, for as long as the client reads); `/page` answers an HTML
    page. Every request's line and headers are kept."""

    def __init__(self, tone: bytes):
        self.tone = tone
        self.requests: list[tuple[str, dict[str, str]]] = []
        self.sent = 0
        self._lock = threading.Lock()
        station = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.0"

            def log_message(self, *args):
                pass

            def do_GET(self):
                with station._lock:
                    station.requests.append((self.path, dict(self.headers.items())))
                if self.path.startswith("/page"):
                    body = b"<html><body>Listen on our website</body></html>"
                    self.send_response(200)
                    self.send_header("Content-Type", "text/html; charset=utf-8")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "audio/mpeg")
                self.send_header("icy-name", STATION)
                self.end_headers()
                try:
                    while True:
                        self.wfile.write(station.tone)
                        self.wfile.flush()
                        with station._lock:
                            station.sent += len(station.tone)
                        time.sleep(0.5)
                except OSError:
                    return  # the listener went away

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
            allow_reuse_address = True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self) -> "StationServer":
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def bytes_sent(self) -> int:
        with self._lock:
            return self.sent


def free_port() -> int:
    """A loopback port nothing listens on (bound, then closed)."""
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class StationPlay(CLIAssertions, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        install_players()
        cls.folder = tempfile.mkdtemp(prefix="e2e-station-")
        tone = os.path.join(cls.folder, "tone.mp3")
        subsonic_library._sox_tone(tone, 2.0, 440)
        with open(tone, "rb") as fh:
            cls.station = StationServer(fh.read()).start()
        cls.server = Supysonic.start()
        try:
            for name, url in [(STATION, cls.station.url("/live.mp3?listener=e2e")),
                              (PAGE_STATION, cls.station.url("/page")),
                              (REFUSED_STATION, f"http://127.0.0.1:{free_port()}/gone.mp3")]:
                cls.server.api("createInternetRadioStation", name=name, streamUrl=url)
        except BaseException:
            cls.tearDownClass()
            raise

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.station.stop()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="e2e-station-home-")
        self.addCleanup(shutil.rmtree, self.home, True)
        self.player = PlayerWrapper(self.home)
        self.addCleanup(self.player.kill_leftovers)

    def env(self) -> dict[str, str]:
        return {**base_environment(self.home), **self.server.env()}

    def assert_no_credentials_reached_the_station(self, since: int) -> None:
        requests = self.station.requests[since:]
        self.assertTrue(requests, "the station got no request")
        secrets = [self.server.password, self.server.password.encode().hex(), self.server.user]
        for path, headers in requests:
            query = urllib.parse.parse_qs(urllib.parse.urlsplit(path).query)
            self.assertEqual([name for name in CREDENTIALS + ("u",) if name in query], [],
                             f"credentials in the station's request: {path}")
            self.assertNotIn("authorization", {name.lower() for name in headers})
            whole = path + repr(headers)
            for secret in secrets:
                self.assertNotIn(secret, whole, "a credential reached the station's host")

    def test_station_plays_through_mpv_until_interrupted_with_no_credentials_sent(self):
        since = len(self.station.requests)
        running = Running(["play", "--station", "tide fm", "--player", self.player.command()],
                          env=self.env(), cwd=self.home)
        self.addCleanup(running.stop)
        self.assertTrue(running.wait_until(lambda: self.station.bytes_sent() > 0
                                           and len(self.player.pids()) == 1, 15),
                        "the station was not played")
        sent = self.station.bytes_sent()
        # It goes on streaming: more copies of the tone are asked for while mpv plays.
        self.assertTrue(running.wait_until(lambda: self.station.bytes_sent() >= sent + 2 * len(
            self.station.tone), 10), "the stream did not go on")
        run, seconds = running.interrupt()
        self.assertEqual(run.code, 130, run.err)
        self.assertLess(seconds, GONE_WITHIN)
        self.assertEqual(run.out, f"Playing station {STATION}\n")
        self.assertEqual(wait_gone(self.player.pids(), GONE_WITHIN), {})
        self.assertEqual([path for path, _ in self.station.requests[since:]],
                         ["/live.mp3?listener=e2e"])
        self.assert_no_credentials_reached_the_station(since)
        self.assertNotIn(self.server.password, run.out + run.err)

    def test_terminal_status_line_and_q_ends_it(self):
        since = len(self.station.requests)
        with Terminal(self, ["play", "--station", STATION, "--player", self.player.command()],
                      self.env()) as terminal:
            self.assertTrue(terminal.wait_for(f"Playing station {STATION}  0:0", 15),
                            terminal.shown())
            terminal.press(b"q")
            code = terminal.exit_code(GONE_WITHIN)
            self.assertEqual(code, 0, terminal.shown())
            wait_for(lambda: terminal.output().endswith("\n"), 3)
            self.assertRegex(terminal.output(),
                             rf"Played station {STATION} for 0:\d\d\r?\n$", terminal.shown())
            self.assertEqual(terminal.stdout(), "")
        self.assertEqual(wait_gone(self.player.pids(), GONE_WITHIN), {})
        self.assert_no_credentials_reached_the_station(since)

    def test_the_ui_radio_tab_plays_the_station_and_q_leaves_nothing_running(self):
        since = len(self.station.requests)
        term = TmuxTerminal([sunsonic_binary(), "ui", "--player", self.player.command()], 80, 24,
                            env={"LANG": "C.UTF-8", **self.env()}, cwd=self.home)
        self.addCleanup(term.__exit__, None, None, None)
        term.__enter__()
        term.wait_for_text("? keys  q quit", 15)
        term.send_keys("BTab")  # the last tab
        term.wait_for_text(STATION, 15)
        screen = term.screen()
        self.assertIn(" Radio ", screen[0])
        row = next(index for index, line in enumerate(screen) if STATION in line)
        self.assertIn(f"127.0.0.1:{self.station.port}", screen[row])
        term.send_keys("Home", *(["Down"] * (row - 3)), "Enter")  # rows start below the headers
        term.wait_until(lambda text: f"▶ {STATION}" in text and "live" in text, 15,
                        what="the station playing in the now-playing bar")
        self.assertTrue(wait_for(lambda: self.station.bytes_sent() > 0
                                 and len(self.player.pids()) == 1, 15),
                        "the station's stream did not reach one player")
        pids = self.player.pids()
        term.send_text("q")
        self.assertEqual(term.wait_for_exit(10), 0, term.text())
        self.assertEqual(term.settings_after, term.settings_before)
        self.assertEqual(term.flag("alternate_on"), "0")
        self.assertEqual(wait_gone(pids, GONE_WITHIN), {}, "the station's player is left")
        self.assertEqual([path for path, _ in self.station.requests[since:]],
                         ["/live.mp3?listener=e2e"])
        self.assert_no_credentials_reached_the_station(since)

    def test_a_station_that_refuses_or_answers_a_page_is_unavailable(self):
        refused = run_sunsonic(["play", "--station", REFUSED_STATION, "--player",
                                self.player.command()], env=self.env(), timeout=30,
                               cwd=self.home)
        self.assert_failure(refused, 69, "the station is unreachable")
        page = run_sunsonic(["play", "--station", PAGE_STATION, "--player",
                             self.player.command()], env=self.env(), timeout=30, cwd=self.home)
        self.assert_failure(page, 69, "the station answered an HTML page, not audio")

    def test_no_such_station_and_bad_usage(self):
        missing = run_sunsonic(["play", "--station", "No Such FM", "--player",
                                self.player.command()], env=self.env(), timeout=30,
                               cwd=self.home)
        self.assert_failure(missing, 66, "no internet radio station named", "No Such FM")
        usage = run_sunsonic(["play", "--station", STATION, "--shuffle"], env=self.env(),
                             timeout=30, cwd=self.home)
        self.assert_failure(usage, 64, "--shuffle does not go with --station")
        self.assertEqual(self.player.pids(), [])


if __name__ == "__main__":
    unittest.main()

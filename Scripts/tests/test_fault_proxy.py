"""Tests for Scripts/lib/fault_proxy.py and Scripts/fault-proxy.

Upstreams: the in-process sunrise-sunset server (Scripts/lib/sunrise_sunset_server.py)
and a tiny in-test server (bytes, chunked and echo endpoints).
"""

from __future__ import annotations

import http.client
import io
import json
import logging
import resource
import signal
import socket
import subprocess
import sys
import threading
import time
import unittest
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

SCRIPTS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(SCRIPTS / "lib"))

import fault_proxy as fp  # noqa: E402
import sunrise_sunset_server as sss  # noqa: E402

MIB = 1 << 20
# A Subsonic-like query: u/t/s are credentials and must never be logged.
QUERY = "lat=43.6532&lng=-79.3832&date=2026-06-21&formatted=0&u=alice&t=SECRETTOKEN42&s=SALT99"
JSON_PATH = "/json?" + QUERY

OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never a system proxy


def pattern(n: int) -> bytes:
    return bytes(i % 251 for i in range(n))


class _Upstream(BaseHTTPRequestHandler):
    """GET /bytes/N (Content-Length), GET /chunked/N (chunked), ANY /echo (JSON)."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args):  # quiet
        pass

    def _answer(self, status, ctype, body, chunked=False):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("X-Upstream", "yes")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command == "HEAD":
            return
        if chunked:
            third = max(1, len(body) // 3)
            for start in range(0, len(body), third):
                piece = body[start:start + third]
                self.wfile.write(b"%x\r\n" % len(piece) + piece + b"\r\n")
            self.wfile.write(b"0\r\n\r\n")
        else:
            self.wfile.write(body)

    def _handle(self):
        path = urlsplit(self.path).path
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if path.startswith("/bytes/"):
            self._answer(200, "audio/mpeg", pattern(int(path[len("/bytes/"):])))
        elif path.startswith("/chunked/"):
            self._answer(200, "application/octet-stream",
                         pattern(int(path[len("/chunked/"):])), chunked=True)
        elif path == "/echo":
            self._answer(200, "application/json", json.dumps({
                "method": self.command, "target": self.path,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": body.decode("latin-1")}).encode())
        else:
            self._answer(404, "text/plain", b"nope\n")

    do_GET = do_HEAD = do_POST = do_PUT = _handle


def rss_kib() -> int:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS in /proc/self/status")


def port_of(url: str) -> int:
    return urlsplit(url).port


def raw_get(url: str, target: str, timeout: float = 5.0) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port_of(url)), timeout=timeout)
    sock.sendall(f"GET {target} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    return sock


def read_until_error(sock: socket.socket, limit: int = 64 * MIB, seconds: float = 5.0):
    """(bytes received, exception or None) reading until EOF, error or limit."""
    data = bytearray()
    deadline = time.monotonic() + seconds
    while len(data) < limit and time.monotonic() < deadline:
        try:
            chunk = sock.recv(65536)
        except OSError as exc:
            return bytes(data), exc
        if not chunk:
            return bytes(data), None
        data += chunk
    return bytes(data), None


class FaultProxyTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sun, cls.sun_thread, cls.sun_url = sss.start_server(log=None)
        cls.up = ThreadingHTTPServer(("127.0.0.1", 0), _Upstream)
        cls.up.daemon_threads = True
        cls.up_thread = threading.Thread(target=cls.up.serve_forever,
                                         kwargs={"poll_interval": 0.1}, daemon=True)
        cls.up_thread.start()
        cls.up_url = f"http://127.0.0.1:{cls.up.server_address[1]}"
        with OPENER.open(cls.sun_url + JSON_PATH, timeout=5) as resp:
            cls.direct_json = resp.read()
            cls.direct_type = resp.headers["Content-Type"]

    @classmethod
    def tearDownClass(cls):
        cls.sun.shutdown()
        cls.up.shutdown()
        cls.up.server_close()

    def setUp(self):
        self.proxies: list[fp.FaultProxy] = []

    def tearDown(self):
        for proxy in self.proxies:
            proxy.stop()

    def proxy(self, fault="none", upstream=None, **params) -> fp.FaultProxy:
        proxy = fp.FaultProxy(upstream or self.sun_url, fault, **params)
        self.proxies.append(proxy)
        return proxy.start()

    def conn(self, proxy, timeout=5.0) -> http.client.HTTPConnection:
        return http.client.HTTPConnection("127.0.0.1", port_of(proxy.base_url), timeout=timeout)

    def get(self, proxy, target=JSON_PATH, method="GET", body=None, headers=None, timeout=5.0):
        conn = self.conn(proxy, timeout)
        try:
            conn.request(method, target, body=body, headers=headers or {})
            resp = conn.getresponse()
            return resp, resp.read()
        finally:
            conn.close()

    def sun_count(self) -> int:
        return self.sun.request_count()


class PassThroughTests(FaultProxyTestCase):
    def test_none_relays_body_status_and_headers_and_records_the_request(self):
        proxy = self.proxy()
        resp, body = self.get(proxy, headers={"X-Client": "sunsonic"})
        self.assertEqual(resp.status, 200)
        self.assertEqual(body, self.direct_json)
        self.assertEqual(json.loads(body)["status"], "OK")
        self.assertEqual(resp.getheader("Content-Type"), self.direct_type)
        self.assertEqual(resp.getheader("Content-Length"), str(len(self.direct_json)))
        self.assertEqual(resp.getheader("Connection"), "close")
        [record] = proxy.requests
        self.assertEqual((record.method, record.path), ("GET", "/json"))
        self.assertEqual(record.query["lat"], ["43.6532"])
        self.assertEqual(record.param("t"), "SECRETTOKEN42")
        self.assertEqual(record.headers["x-client"], "sunsonic")
        self.assertFalse(record.faulted)
        self.assertLess(abs(record.time - time.time()), 5)
        self.assertEqual((proxy.request_count, proxy.fault_count), (1, 0))
        self.assertNotIn("SECRETTOKEN42", repr(record))  # a failing assert never prints it

    def test_none_passes_errors_post_bodies_chunked_and_head(self):
        proxy = self.proxy(upstream=self.up_url)
        resp, body = self.get(proxy, "/echo?a=1&a=2", method="POST", body=b"hello=world",
                              headers={"Content-Type": "application/x-www-form-urlencoded"})
        echo = json.loads(body)
        self.assertEqual((resp.status, echo["method"], echo["target"], echo["body"]),
                         (200, "POST", "/echo?a=1&a=2", "hello=world"))
        self.assertEqual(echo["headers"]["host"], urlsplit(self.up_url).netloc)
        self.assertEqual(proxy.requests[0].query, {"a": ["1", "2"]})
        self.assertEqual(proxy.requests[0].body, b"hello=world")

        resp, body = self.get(proxy, "/chunked/100000")
        self.assertEqual((resp.status, body), (200, pattern(100000)))
        self.assertEqual(resp.getheader("Transfer-Encoding"), "chunked")

        resp, body = self.get(proxy, "/bytes/5000", method="HEAD")
        self.assertEqual((resp.status, body, resp.getheader("Content-Length")), (200, b"", "5000"))

        resp, body = self.get(proxy, "/missing")
        self.assertEqual((resp.status, body), (404, b"nope\n"))
        self.assertEqual(proxy.request_count, 4)

    def test_upstream_down_answers_502(self):
        dead = fp.FaultProxy(self.up_url)
        closed = dead.closed_port_url()
        try:
            proxy = self.proxy(upstream=closed)
            resp, body = self.get(proxy)
            self.assertEqual(resp.status, 502)
            self.assertEqual(resp.getheader("X-Fault-Proxy"), "upstream-error")
            self.assertIn(b"ConnectionRefusedError", body)
        finally:
            dead.stop()

    def test_stop_returns_fast_while_the_upstream_stalls(self):
        proxy = self.proxy()
        errors = []

        def client():
            try:
                self.get(proxy, "/scenario/stall/json?" + QUERY, timeout=10)
            except Exception as exc:  # noqa: BLE001 - any failure is the expected outcome
                errors.append(exc)

        thread = threading.Thread(target=client, daemon=True)
        thread.start()
        for _ in range(100):
            if proxy.request_count:
                break
            time.sleep(0.02)
        time.sleep(0.1)
        started = time.monotonic()
        proxy.stop()
        # well under the 2 s limit: stop() shuts the blocked upstream socket down
        # instead of waiting out its join budget
        self.assertLess(time.monotonic() - started, 1.0)
        thread.join(3)
        self.assertFalse(thread.is_alive())
        self.assertEqual(len(errors), 1)


class ConnectionFaultTests(FaultProxyTestCase):
    def test_refused(self):
        proxy = self.proxy("refused")
        self.assertEqual(proxy.base_url, proxy.closed_port_url())
        with self.assertRaises(ConnectionRefusedError):
            socket.create_connection(("127.0.0.1", port_of(proxy.base_url)), timeout=2).close()
        with self.assertRaises(urllib.error.URLError) as ctx:
            OPENER.open(proxy.base_url + JSON_PATH, timeout=2)
        self.assertIsInstance(ctx.exception.reason, ConnectionRefusedError)
        # a normal proxy offers the helper too, on a different port than its own
        other = self.proxy()
        self.assertNotEqual(port_of(other.closed_port_url()), port_of(other.base_url))
        with self.assertRaises(ConnectionRefusedError):
            socket.create_connection(("127.0.0.1", port_of(other.closed_port_url())),
                                     timeout=2).close()

    def test_reset_before_body(self):
        proxy = self.proxy("reset-before-body")
        before = self.sun_count()
        with self.assertRaises(ConnectionResetError):  # RemoteDisconnected is one too
            self.get(proxy)
        sock = raw_get(proxy.base_url, JSON_PATH)
        data, error = read_until_error(sock)
        sock.close()
        self.assertEqual(data, b"")
        self.assertIsInstance(error, ConnectionResetError)
        self.assertEqual((proxy.request_count, proxy.fault_count), (2, 2))
        self.assertEqual(self.sun_count(), before)  # never reached the upstream

    def test_reset_before_body_after_the_status_line(self):
        proxy = self.proxy("reset-before-body", status_line=True)
        sock = raw_get(proxy.base_url, JSON_PATH)
        data, error = read_until_error(sock)
        sock.close()
        self.assertEqual(data, b"HTTP/1.1 200 OK\r\n")
        self.assertIsInstance(error, ConnectionResetError)

    def test_reset_mid_body(self):
        size = 300_000
        proxy = self.proxy("reset-mid-body", upstream=self.up_url)
        sock = raw_get(proxy.base_url, f"/bytes/{size}")
        data, error = read_until_error(sock)
        sock.close()
        head, _, body = data.partition(b"\r\n\r\n")
        self.assertIn(b"HTTP/1.1 200 OK", head)
        self.assertIn(f"Content-Length: {size}".encode(), head)
        self.assertEqual(body, pattern(size)[:size // 2])
        self.assertIsInstance(error, ConnectionResetError)
        # a chunked upstream answer is announced with its full length, then cut the same way
        sock = raw_get(proxy.base_url, "/chunked/1000")
        data, error = read_until_error(sock)
        sock.close()
        head, _, body = data.partition(b"\r\n\r\n")
        self.assertIn(b"Content-Length: 1000", head)
        self.assertNotIn(b"chunked", head)
        self.assertEqual((body, type(error)), (pattern(500), ConnectionResetError))
        # what http.client makes of it
        proxy2 = self.proxy("reset-mid-body")
        with self.assertRaises((http.client.IncompleteRead, ConnectionResetError)):
            self.get(proxy2)

    def test_stall_times_out_the_client_and_stop_is_fast(self):
        proxy = self.proxy("stall")
        started = time.monotonic()
        with self.assertRaises(TimeoutError):
            self.get(proxy, timeout=1.0)
        self.assertLess(time.monotonic() - started, 1.8)
        held = [raw_get(proxy.base_url, JSON_PATH) for _ in range(3)]
        # The proxy notices a client that went away at its next poll (every 0.2 s), later on a
        # busy machine: wait for it, bounded.
        for _ in range(150):
            if proxy.request_count == 4 and proxy.active_connections == 3:
                break
            time.sleep(0.02)
        self.assertEqual(proxy.request_count, 4)
        self.assertEqual(proxy.active_connections, 3)  # the timed-out client's is gone
        started = time.monotonic()
        proxy.stop()
        self.assertLess(time.monotonic() - started, 2.0)
        for sock in held:  # closed by the proxy without an answer
            data, _ = read_until_error(sock, seconds=2)
            self.assertEqual(data, b"")
            sock.close()
        self.assertEqual(proxy.active_connections, 0)


class AnswerFaultTests(FaultProxyTestCase):
    def test_drip_takes_bytes_times_interval(self):
        size, interval = 8, 0.1
        proxy = self.proxy("drip", upstream=self.up_url, drip_interval=interval)
        sock = raw_get(proxy.base_url, f"/bytes/{size}")
        started = time.monotonic()
        data, error = read_until_error(sock)
        elapsed = time.monotonic() - started
        sock.close()
        self.assertIsNone(error)
        self.assertTrue(data.endswith(b"\r\n\r\n" + pattern(size)))
        self.assertGreaterEqual(elapsed, (size - 1) * interval * 0.9)
        self.assertLess(elapsed, size * interval + 0.6)
        # with drip_headers the head is dripped too: ~ whole answer × interval
        proxy = self.proxy("drip", upstream=self.up_url, drip_interval=0.01, drip_headers=True)
        started = time.monotonic()
        resp, body = self.get(proxy, "/bytes/4")
        elapsed = time.monotonic() - started
        self.assertEqual(body, pattern(4))
        self.assertGreater(elapsed, 100 * 0.01 * 0.9)  # a relayed head is > 100 bytes

    def test_status_without_and_with_retry_after(self):
        proxy = self.proxy("status", status=503)
        before = self.sun_count()
        resp, body = self.get(proxy)
        self.assertEqual(resp.status, 503)
        self.assertEqual(resp.getheader("Content-Type"), "text/html")
        self.assertIsNone(resp.getheader("Retry-After"))
        self.assertTrue(body.startswith(b"<!DOCTYPE html>"))
        self.assertIn(b"503 Service Unavailable", body)
        self.assertEqual(self.sun_count(), before)

        for status in (500, 502):
            proxy = self.proxy("status", status=status, retry_after=7)
            resp, body = self.get(proxy)
            self.assertEqual((resp.status, resp.getheader("Retry-After")), (status, "7"))
            self.assertIn(str(status).encode(), body)

    def test_fail_count_lets_the_next_request_through(self):
        proxy = self.proxy("status", status=502, fail_count=2)
        statuses = []
        for _ in range(4):
            resp, body = self.get(proxy)
            statuses.append(resp.status)
        self.assertEqual(statuses, [502, 502, 200, 200])
        self.assertEqual(body, self.direct_json)
        self.assertEqual((proxy.request_count, proxy.fault_count), (4, 2))
        self.assertEqual([r.faulted for r in proxy.requests], [True, True, False, False])
        proxy.reset()
        self.assertEqual(self.get(proxy)[0].status, 502)
        # fail_count works with connection faults too
        proxy = self.proxy("reset-before-body", fail_count=1)
        with self.assertRaises(ConnectionResetError):
            self.get(proxy)
        self.assertEqual(self.get(proxy)[1], self.direct_json)

    def test_match_path_limits_the_fault(self):
        proxy = self.proxy("status", upstream=self.up_url, match_path="/bytes")
        self.assertEqual(self.get(proxy, "/bytes/3")[0].status, 503)
        resp, body = self.get(proxy, "/echo")
        self.assertEqual((resp.status, json.loads(body)["method"]), (200, "GET"))
        self.assertEqual((proxy.request_count, proxy.fault_count), (2, 1))

    def test_truncate(self):
        proxy = self.proxy("truncate")
        resp, body = self.get(proxy)
        cut = len(self.direct_json) // 2
        self.assertEqual(resp.status, 200)
        self.assertEqual(resp.getheader("Content-Length"), str(cut))
        self.assertEqual(body, self.direct_json[:cut])
        with self.assertRaises(json.JSONDecodeError):
            json.loads(body)
        proxy = self.proxy("truncate", upstream=self.up_url, keep_fraction=0.25)
        resp, body = self.get(proxy, "/chunked/1000")
        self.assertEqual((resp.getheader("Content-Length"), body), ("250", pattern(250)))

    def test_huge_streams_without_growing_memory_and_stops_when_the_client_leaves(self):
        proxy = self.proxy("huge")
        total = 256 * MIB
        want = 64 * MIB
        baseline_rss = rss_kib()
        baseline_max = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        conn = self.conn(proxy, timeout=10)
        conn.request("GET", "/rest/getIndexes.view?f=json")
        resp = conn.getresponse()
        self.assertEqual(resp.status, 200)
        self.assertEqual(resp.getheader("Content-Type"), "application/json")
        self.assertEqual(resp.getheader("Content-Length"), str(total))
        first = resp.read(len(fp.HUGE_PREFIX))
        self.assertEqual(first, b'{"subsonic-response":{"status":"ok","version":"1.16.1","x":"')
        got, peak = len(first), baseline_rss
        for i in range(want // 65536 + 10):
            if got >= want:
                break
            piece = resp.read(65536)
            self.assertTrue(piece)
            got += len(piece)
            if i % 128 == 0:
                peak = max(peak, rss_kib())
        peak = max(peak, rss_kib())
        self.assertGreaterEqual(got, want)
        self.assertLess((peak - baseline_rss) / 1024, 50, "RSS grew by 50 MB or more")
        max_growth = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - baseline_max
        self.assertLess(max_growth / 1024, 50, "peak RSS grew by 50 MB or more")
        resp.close()  # the client leaves (the response holds the socket): stop streaming
        conn.close()
        for _ in range(200):
            if proxy.active_connections == 0:
                break
            time.sleep(0.01)
        self.assertEqual(proxy.active_connections, 0)
        sent = proxy.huge_bytes_sent
        self.assertLess(sent, total - 64 * MIB)
        time.sleep(0.1)
        self.assertEqual(proxy.huge_bytes_sent, sent)

    def test_huge_small_body_is_exact_json_and_chunked_option(self):
        proxy = self.proxy("huge", huge_bytes=4096)
        resp, body = self.get(proxy)
        self.assertEqual(len(body), 4096)
        parsed = json.loads(body)
        self.assertEqual(parsed["subsonic-response"]["status"], "ok")
        proxy = self.proxy("huge", huge_bytes=200_000, huge_content_length=False,
                           content_type="audio/mpeg")
        resp, body = self.get(proxy)
        self.assertEqual((resp.getheader("Transfer-Encoding"), resp.getheader("Content-Type"),
                          len(body)), ("chunked", "audio/mpeg", 200_000))

    def test_content_type(self):
        proxy = self.proxy("content-type", content_type="text/html")
        resp, body = self.get(proxy)
        self.assertEqual((resp.status, resp.getheader("Content-Type"), body),
                         (200, "text/html", self.direct_json))
        self.assertEqual(len(resp.headers.get_all("Content-Type")), 1)
        proxy = self.proxy("content-type", upstream=self.up_url, content_type="application/json")
        resp, body = self.get(proxy, "/bytes/1000")
        self.assertEqual((resp.getheader("Content-Type"), body),
                         ("application/json", pattern(1000)))
        self.assertEqual(resp.getheader("X-Upstream"), "yes")


class RedirectTests(FaultProxyTestCase):
    def test_redirect_to_another_host_is_recorded_there(self):
        proxy = self.proxy("redirect")
        target = proxy.redirect_target_url
        self.assertTrue(target.startswith("http://127.0.0.2:"))
        resp, _ = self.get(proxy)  # http.client does not follow
        self.assertEqual(resp.status, 302)
        self.assertEqual(resp.getheader("Location"), target + JSON_PATH)
        self.assertEqual(proxy.redirect_target_requests, [])

        with OPENER.open(proxy.base_url + JSON_PATH, timeout=5) as followed:  # urllib follows
            self.assertEqual(followed.status, 200)
            self.assertEqual(followed.read(), self.direct_json)
            self.assertTrue(followed.url.startswith("http://127.0.0.2:"))
        [landed] = proxy.redirect_target_requests
        self.assertEqual((landed.listener, landed.path), ("redirect-target", "/json"))
        # the proof a client leaked its credentials (what sunsonic must never do)
        self.assertEqual(landed.param("t"), "SECRETTOKEN42")
        self.assertEqual(landed.headers["host"], urlsplit(target).netloc)
        self.assertEqual([r.faulted for r in proxy.requests], [True, True])

    def test_redirect_same_host(self):
        proxy = self.proxy("redirect-same-host")
        self.assertIsNone(proxy.redirect_target_url)
        resp, _ = self.get(proxy)
        self.assertEqual(resp.status, 302)
        self.assertEqual(resp.getheader("Location"), proxy.base_url + "/_redirected" + JSON_PATH)
        proxy.reset()
        with OPENER.open(proxy.base_url + JSON_PATH, timeout=5) as followed:
            self.assertEqual((followed.status, followed.read()), (200, self.direct_json))
            self.assertTrue(followed.url.startswith(proxy.base_url + "/_redirected/json?"))
        self.assertEqual([(r.path, r.faulted) for r in proxy.requests],
                         [("/json", True), ("/_redirected/json", False)])
        proxy = self.proxy("redirect-same-host", redirect_status=307, redirect_prefix="/moved",
                           fail_count=1)
        resp, _ = self.get(proxy, "/json?a=1")
        self.assertEqual((resp.status, resp.getheader("Location")),
                         (307, proxy.base_url + "/moved/json?a=1"))


class ApiAndLoggingTests(FaultProxyTestCase):
    def test_validation(self):
        cases = [
            dict(upstream="http://127.0.0.1:1", fault="nope"),
            dict(upstream="https://127.0.0.1:1"),
            dict(upstream="http://example.com:80"),
            dict(upstream="http://127.0.0.1:1", bogus=1),
            dict(upstream="http://127.0.0.1:1", fault="status", status=200),
            dict(upstream="http://127.0.0.1:1", fault="truncate", keep_fraction=1.5),
            dict(upstream="http://127.0.0.1:1", fault="content-type"),
            dict(upstream="http://127.0.0.1:1", fault="drip", drip_interval="slow"),
        ]
        for kwargs in cases:
            with self.subTest(kwargs=kwargs), self.assertRaises(ValueError):
                fp.FaultProxy(**kwargs)
        proxy = fp.FaultProxy("http://127.0.0.1:1", "status", status="502", fail_count="3")
        self.assertEqual((proxy.params["status"], proxy.params["fail_count"]), (502, 3))

    def test_logging_is_off_by_default_and_never_shows_the_query(self):
        proxy = self.proxy("status")
        root = logging.getLogger()
        stream = io.StringIO()
        handler = logging.StreamHandler(stream)
        root.addHandler(handler)
        old_level = root.level
        root.setLevel(logging.DEBUG)
        try:
            self.get(proxy)
        finally:
            root.removeHandler(handler)
            root.setLevel(old_level)
        self.assertEqual(stream.getvalue(), "")

        stream = io.StringIO()
        handler = fp.enable_logging(stream)
        try:
            self.get(proxy)
            self.get(proxy, "/rest/ping.view?u=alice&p=enc:736563726574")
        finally:
            fp.log.removeHandler(handler)
            fp.log.setLevel(logging.NOTSET)
        text = stream.getvalue()
        self.assertIn("GET /json -> status", text)
        self.assertIn("GET /rest/ping.view -> status", text)
        for secret in ("SECRETTOKEN42", "SALT99", "alice", "736563726574", "?"):
            self.assertNotIn(secret, text)


def read_lines(stream, count: int, seconds: float = 5.0) -> list[str]:
    """Up to ``count`` lines from a text pipe within ``seconds`` (a reader thread, so
    lines already in Python's buffer are not missed the way select() would miss them)."""
    lines: list[str] = []

    def reader():
        for _ in range(count):
            line = stream.readline()
            if not line:
                break
            lines.append(line.strip())

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    thread.join(seconds)
    return list(lines)


class CliTests(unittest.TestCase):
    def run_cli(self, *args, timeout=5):
        return subprocess.run([sys.executable, str(SCRIPTS / "fault-proxy"), *args],
                              capture_output=True, text=True, timeout=timeout)

    def test_cli_prints_the_url_serves_and_stops_on_sigterm(self):
        sun, _thread, sun_url = sss.start_server(log=None)
        proc = subprocess.Popen(
            [sys.executable, str(SCRIPTS / "fault-proxy"), "--upstream", sun_url,
             "--fault", "status", "--param", "status=502", "--param", "retry_after=3",
             "--param", "fail_count=1", "--verbose"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            lines = read_lines(proc.stdout, 1)
            self.assertTrue(lines, "no PROXY_URL line within 5 s")
            line = lines[0]
            self.assertRegex(line, r"^PROXY_URL=http://127\.0\.0\.1:\d+$")
            url = line.split("=", 1)[1]
            with self.assertRaises(urllib.error.HTTPError) as ctx:
                OPENER.open(url + JSON_PATH, timeout=5)
            self.assertEqual((ctx.exception.code, ctx.exception.headers["Retry-After"]),
                             (502, "3"))
            ctx.exception.close()
            with OPENER.open(url + JSON_PATH, timeout=5) as resp:
                self.assertEqual(json.loads(resp.read())["status"], "OK")
            proc.send_signal(signal.SIGTERM)
            out, err = proc.communicate(timeout=5)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate(timeout=5)
            sun.shutdown()
        self.assertEqual(proc.returncode, 0)
        self.assertIn("GET /json -> status", err)
        self.assertIn("GET /json -> pass", err)
        self.assertIn("stopped after 2 request(s), 1 faulted", err)
        self.assertNotIn("SECRETTOKEN42", err + out)

    def test_cli_redirect_and_refused_print_their_urls(self):
        for fault, pattern_ in (("redirect", r"REDIRECT_TARGET_URL=http://127\.0\.0\.2:\d+"),
                                ("refused", r"^PROXY_URL=http://127\.0\.0\.1:\d+")):
            proc = subprocess.Popen(
                [sys.executable, str(SCRIPTS / "fault-proxy"), "--upstream",
                 "http://127.0.0.1:9", "--fault", fault],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            try:
                lines = read_lines(proc.stdout, 2 if fault == "redirect" else 1)
                self.assertRegex("\n".join(lines), pattern_)
                if fault == "refused":
                    with self.assertRaises(ConnectionRefusedError):
                        socket.create_connection(
                            ("127.0.0.1", port_of(lines[0].split("=", 1)[1])), timeout=2)
                proc.send_signal(signal.SIGINT)
                proc.communicate(timeout=5)
                self.assertEqual(proc.returncode, 0)
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.communicate(timeout=5)

    def test_cli_errors_are_one_line(self):
        for args, needle in (
                (["--upstream", "http://127.0.0.1:1", "--fault", "status",
                  "--param", "status=200"], "parameter status must be 400..599"),
                (["--upstream", "http://127.0.0.1:1", "--fault", "none", "--param", "x"],
                 "--param needs NAME=VALUE"),
                (["--upstream", "ftp://127.0.0.1:1", "--fault", "none"],
                 "upstream must be an http:// URL")):
            with self.subTest(args=args):
                result = self.run_cli(*args)
                self.assertEqual(result.returncode, 2)
                self.assertEqual(result.stdout, "")
                self.assertEqual(len(result.stderr.strip().splitlines()), 1, result.stderr)
                self.assertIn(needle, result.stderr)
        result = self.run_cli("--upstream", "http://127.0.0.1:1", "--fault", "nope")
        self.assertEqual(result.returncode, 2)
        self.assertIn("invalid choice", result.stderr)


if __name__ == "__main__":
    unittest.main()

"""End to end: `--server https://…` pointed at something that does not speak TLS fails within a
second with a line that says so, a stalled server (https or http) costs no CPU while `sunsonic`
waits, and a real TLS server (openssl s_server, TLS 1.2 and 1.3 only) passes the check.

Before this, FoundationNetworking (libcurl) spun a core at 100 % through a stalled handshake
and overran its timeout (HTTPTransport's TLSProbe has the figures).
"""

from __future__ import annotations

import os
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from e2e_fixtures import CLIAssertions, base_environment  # noqa: E402
from sunsonic_e2e import install_debian_packages, run_sunsonic  # noqa: E402



class TCPServer:
    """A server on 127.0.0.1 that does `behaviour(connection)` with each connection."""

    def __init__(self, behaviour) -> None:
        self.socket = socket.socket()
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(8)
        self.port = self.socket.getsockname()[1]
        self.connections: list[socket.socket] = []
        self.behaviour = behaviour
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self.socket.accept()
            except OSError:
                return
            self.connections.append(connection)
            threading.Thread(target=self.behaviour, args=(connection,), daemon=True).start()

    def stop(self) -> None:
        self.socket.close()
        for connection in self.connections:
            connection.close()


def silent(connection: socket.socket) -> None:
    """Reads whatever comes and never answers: a plain-http server waiting for a request line."""
    try:
        while connection.recv(4096):
            pass
    except OSError:
        pass


def http_400(connection: socket.socket) -> None:
    connection.recv(4096)
    connection.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
    connection.close()


def closes(connection: socket.socket) -> None:
    connection.recv(4096)
    connection.close()


def html(connection: socket.socket) -> None:
    connection.recv(4096)
    connection.sendall(b"<html><body>Bad request</body></html>")
    connection.close()


class TLSProbeTests(CLIAssertions, unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.home = tempfile.mkdtemp(prefix="e2e-tls-")
        cls.env = {**base_environment(cls.home), "SUBSONIC_USER": "u",
                   "SUBSONIC_PASSWORD": "e2e-tls-password"}

    @classmethod
    def tearDownClass(cls) -> None:
        shutil.rmtree(cls.home, ignore_errors=True)

    def ping(self, port: int, timeout: int = 3):
        """The run, and the CPU seconds it used."""
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        run = run_sunsonic(["ping", "--timeout", str(timeout), "--server",
                            f"https://127.0.0.1:{port}"], env=self.env, timeout=60)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        return run, cpu

    def test_a_server_that_is_not_tls_fails_within_a_second_saying_so(self):
        for behaviour, fragment in ((http_400, "answers in plain http, not TLS"),
                                    (html, "does not speak TLS"),
                                    (closes, "closed the connection on a TLS hello")):
            with self.subTest(server=behaviour.__name__):
                server = TCPServer(behaviour)
                try:
                    run, _ = self.ping(server.port)
                finally:
                    server.stop()
                self.assert_failure(run, 69, fragment, within=1.5)

    def test_a_stalled_handshake_costs_no_cpu_and_ends_at_the_timeout(self):
        server = TCPServer(silent)
        try:
            run, cpu = self.ping(server.port, timeout=3)
        finally:
            server.stop()
        self.assert_failure(run, 69, "no complete answer within 3 s", within=4.0)
        self.assertGreaterEqual(run.seconds, 2.9)
        self.assertLess(cpu, 0.5, f"{cpu:.2f} s of CPU while waiting 3 s")

    def test_a_stalled_plain_http_exchange_costs_no_cpu_either(self):
        server = TCPServer(silent)
        try:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            run = run_sunsonic(["ping", "--timeout", "3", "--server",
                                f"http://127.0.0.1:{server.port}"], env=self.env, timeout=60)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
        finally:
            server.stop()
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        self.assert_failure(run, 69, "no complete answer within 3 s", within=4.0)
        self.assertLess(cpu, 0.5, f"{cpu:.2f} s of CPU while waiting 3 s")

    def test_real_tls_servers_pass_the_check(self):
        install_debian_packages("openssl")
        key, cert = os.path.join(self.home, "k.pem"), os.path.join(self.home, "c.pem")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout",
                        key, "-out", cert, "-days", "1", "-subj", "/CN=localhost"],
                       check=True, capture_output=True, timeout=60)
        for versions in ([], ["-tls1_3"]):
            with self.subTest(versions=versions):
                with socket.socket() as probe:
                    probe.bind(("127.0.0.1", 0))
                    port = probe.getsockname()[1]
                server = subprocess.Popen(
                    ["openssl", "s_server", "-accept", f"127.0.0.1:{port}", "-cert", cert,
                     "-key", key, "-quiet", *versions], stdin=subprocess.PIPE,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                try:
                    for _ in range(100):  # bounded: 5 s for openssl to listen
                        with socket.socket() as attempt:
                            if attempt.connect_ex(("127.0.0.1", port)) == 0:
                                break
                        time.sleep(0.05)
                    else:
                        self.fail("openssl s_server did not listen within 5 s")
                    run, _ = self.ping(port)
                finally:
                    server.kill()
                    server.wait(timeout=10)
                    server.stdin.close()
                # The self-signed certificate is refused later, by URLSession: never the probe.
                self.assertEqual(run.code, 69, run.err)
                self.assertNotIn("TLS", run.err)
                self.assertNotIn("nothing answered", run.err)  # a server was there
                self.assertLess(run.seconds, 2.0)


if __name__ == "__main__":
    unittest.main()

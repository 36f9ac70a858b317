"""Fixtures for the end-to-end reliability and security tests of `sunsonic`
(Scripts/tests/test_e2e_faults.py, test_e2e_hostile_input.py, test_e2e_credentials.py,
test_e2e_interrupt.py). Standard library only.

- ``Supysonic``: one isolated real supysonic instance (Scripts/subsonic-server with its own
  SUBSONIC_SERVER_DIR under <repo>/.build), its password, manifest and song ids; ``stop()``
  stops it and removes its folder.
- ``Maneki``: one isolated maneki instance (Scripts/maneki-server, an OpenSubsonic server with
  lyrics by song id and bookmarks), its password and manifest; ``stop()`` stops it by its pid and
  removes its folder.
- ``TargetedFaultProxy``: the fault proxy, faulting only the requests a predicate picks (e.g.
  only those authenticated with the password, as the client falls back to it after supysonic
  refuses tokens), and optionally the ``short-body`` variant of ``truncate``: the upstream's
  Content-Length is kept but only part of the body is sent before a clean close.
- ``run_measured``: a run with its peak resident set size (``/usr/bin/time -f %M``).
- ``Running``: a `sunsonic` started in the background, to interrupt with SIGINT.
- ``entries``: every name in a folder, hidden ones included (to spot leftover temporary files).

Every wait is bounded; nothing here prints a credential.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Callable
from urllib.parse import parse_qs

LIB_DIR = os.path.dirname(os.path.abspath(__file__))
if LIB_DIR not in sys.path:
    sys.path.insert(0, LIB_DIR)

import subsonic_server  # noqa: E402  (api_call: a direct, password-authenticated API call)
from fault_proxy import FaultProxy, _head_bytes  # noqa: E402  (_head_bytes: its head writer)
from sunsonic_e2e import ROOT, Run, sunsonic_binary, wait_for  # noqa: E402

SERVER_SCRIPT = os.path.join(ROOT, "Scripts", "subsonic-server")
BUILD_DIR = os.path.join(ROOT, ".build")
TIME_BINARY = "/usr/bin/time"
START_TIMEOUT = 900  # a cold start installs a virtual environment and apt packages


def base_environment(home: str) -> dict[str, str]:
    """The environment `run_sunsonic` adds to, with HOME (and so the configuration file
    ~/.config/sunsonic/config) moved to `home`, so that the tester's own file never counts."""
    return {"HOME": home, "XDG_CONFIG_HOME": os.path.join(home, ".config")}


# --------------------------------------------------------------------------- supysonic

@dataclass
class Song:
    id: str
    title: str
    path: str   # relative to the music root, as in the manifest
    file: str   # absolute path of the file on disk
    size: int


class Supysonic:
    """One isolated supysonic instance; start with ``Supysonic.start()``, always ``stop()``."""

    SCRIPT = SERVER_SCRIPT
    STATE_VARIABLE = "SUBSONIC_SERVER_DIR"
    PREFIX = "SUBSONIC"  # of the lines `start` prints: SUBSONIC_URL, ...

    def __init__(self, state_dir: str):
        self.state_dir = state_dir
        self.url = ""
        self.user = ""
        self.password = ""
        self.manifest: dict = {}
        self.library = "standard"
        self._songs: list[Song] | None = None

    @classmethod
    def start(cls, library: str = "standard") -> "Supysonic":
        """Starts an instance serving the generated `library` (Scripts/lib/subsonic_library.py)."""
        os.makedirs(BUILD_DIR, exist_ok=True)
        name = cls.PREFIX.lower() if cls.PREFIX != "SUBSONIC" else "supysonic"
        instance = cls(tempfile.mkdtemp(prefix=f"e2e-{name}-", dir=BUILD_DIR))
        instance.library = library
        try:
            instance._run_start()
        except BaseException:
            instance.stop()
            raise
        return instance

    def _script(self, command: str, timeout: float) -> subprocess.CompletedProcess:
        env = dict(os.environ, **{self.STATE_VARIABLE: self.state_dir,
                                  "SUBSONIC_SERVER_LIBRARY": self.library})
        return subprocess.run([self.SCRIPT, command], capture_output=True, text=True,
                              timeout=timeout, env=env, stdin=subprocess.DEVNULL)

    def _run_start(self) -> None:
        try:
            done = self._script("start", START_TIMEOUT)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"{self.SCRIPT} start took over {START_TIMEOUT} s")
        if done.returncode != 0:
            raise AssertionError(f"{self.SCRIPT} start failed: "
                                 + (done.stderr.strip() or f"exit {done.returncode}"))
        info = dict(line.split("=", 1) for line in done.stdout.splitlines() if "=" in line)
        self.url = info[f"{self.PREFIX}_URL"]
        self.user = info[f"{self.PREFIX}_USER"]
        with open(info[f"{self.PREFIX}_PASSWORD_FILE"], encoding="utf-8") as fh:
            self.password = fh.read().strip()
        with open(info[f"{self.PREFIX}_LIBRARY"], encoding="utf-8") as fh:
            self.manifest = json.load(fh)

    def stop(self) -> None:
        """Stops the server (by its pid file, through the script) and removes its folder."""
        try:
            self._script("stop", 60)
        except subprocess.TimeoutExpired:
            pass
        shutil.rmtree(self.state_dir, ignore_errors=True)

    def env(self, url: str | None = None, **extra: str) -> dict[str, str]:
        """SUBSONIC_URL (the server, or `url`: a proxy), SUBSONIC_USER, SUBSONIC_PASSWORD."""
        values = {"SUBSONIC_URL": url or self.url, "SUBSONIC_USER": self.user,
                  "SUBSONIC_PASSWORD": self.password}
        values.update(extra)
        return values

    def api(self, endpoint: str, **params) -> dict:
        """The subsonic-response of a direct password-authenticated call (not through sunsonic)."""
        answer = subsonic_server.api_call(self.url, endpoint, self.password, params, timeout=10)
        if answer.get("status") != "ok":
            raise AssertionError(f"{endpoint} failed: {answer.get('error')}")
        return answer

    def songs(self) -> list[Song]:
        """Every song, with its id from the server and its file and size from the manifest."""
        if self._songs is None:
            root = self.manifest["musicRoot"]
            albums = self.api("getAlbumList2", type="alphabeticalByName", size=500)
            songs = []
            for album in albums["albumList2"].get("album", []):
                for entry in self.api("getAlbum", id=album["id"])["album"].get("song", []):
                    file = os.path.join(root, entry["path"])
                    songs.append(Song(entry["id"], entry["title"], entry["path"], file,
                                      os.path.getsize(file)))
            expected = self.manifest["counts"]["tracks"]
            if len(songs) != expected:
                raise AssertionError(
                    f"the server lists {len(songs)} songs, the manifest {expected}")
            self._songs = songs
        return self._songs

    def song(self, title: str) -> Song:
        return next(song for song in self.songs() if song.title == title)

    def album_ids(self) -> list[str]:
        albums = self.api("getAlbumList2", type="alphabeticalByName", size=500)
        return [album["id"] for album in albums["albumList2"].get("album", [])]


# --------------------------------------------------------------------------- proxy

class Maneki(Supysonic):
    """One isolated maneki instance (Scripts/maneki-server); ``Maneki.start()``, always
    ``stop()``, which stops it by its pid and removes its folder. ``songs()`` is supysonic's."""

    SCRIPT = os.path.join(ROOT, "Scripts", "maneki-server")
    STATE_VARIABLE = "MANEKI_SERVER_DIR"
    PREFIX = "MANEKI"

    def pid(self) -> int | None:
        """The server's pid while its pid file is there."""
        try:
            with open(os.path.join(self.state_dir, "pid"), encoding="ascii") as fh:
                return int(fh.read().strip())
        except (OSError, ValueError):
            return None


def password_authenticated(method: str, path: str, query: dict[str, list[str]]) -> bool:
    """Requests that carry the password (`p`): the client's fallback after supysonic refuses
    token authentication (error 10), i.e. the request that really gets the data."""
    return "p" in query


class TargetedFaultProxy(FaultProxy):
    """A FaultProxy whose fault applies only to requests for which ``when(method, path, query)``
    is true (the others pass through, and do not count towards fail_count).

    With ``short_body=True`` the ``truncate`` fault keeps the upstream's Content-Length but
    sends only ``keep_fraction`` of the body, then closes cleanly (FIN, no reset): an answer
    shorter than it announced.
    """

    def __init__(self, *args, when: Callable[[str, str, dict], bool] | None = None,
                 short_body: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        if short_body and self.fault != "truncate":
            raise ValueError("short_body goes with the fault truncate")
        self._when = when
        self._short_body = short_body

    def _decide_fault(self, req) -> bool:
        if self._when is not None:
            query = parse_qs(req.query_string, keep_blank_values=True, errors="replace")
            if not self._when(req.method, req.path, query):
                return False
        return super()._decide_fault(req)

    def _fault_truncate(self, conn, req):
        if not self._short_body:
            return super()._fault_truncate(conn, req)
        got = self._buffered_upstream(conn, req)
        if got is None:
            return None
        status, reason, headers, body, has_body = got
        if has_body:
            headers.append(("Content-Length", str(len(body))))
            body = body[:int(len(body) * self.params["keep_fraction"])]
        conn.sendall(_head_bytes(status, reason, headers) + body)
        return None  # graceful close (FIN) by the proxy


# --------------------------------------------------------------------------- runs

def _environment(env: dict[str, str] | None) -> dict[str, str]:
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/root"),
        "LANG": "C.UTF-8",
        "TZ": "UTC",
    }
    environment.update(env or {})
    return environment


def run_measured(args: list[str], env: dict[str, str] | None = None,
                 timeout: float = 60.0, cwd: str | None = None) -> tuple[Run, int]:
    """Runs `sunsonic ARGS` under /usr/bin/time; the run and its peak RSS in KiB (what the
    kernel reports as the maximum resident set size of the process)."""
    if not os.access(TIME_BINARY, os.X_OK):
        raise AssertionError(f"{TIME_BINARY} is missing: apt-get install time")
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as report:
        started = time.monotonic()
        completed = subprocess.run(
            [TIME_BINARY, "-f", "%M", "-o", report.name, sunsonic_binary(), *args],
            input="", capture_output=True, text=True, env=_environment(env), timeout=timeout,
            cwd=cwd)
        seconds = time.monotonic() - started
        with open(report.name, encoding="utf-8") as fh:
            lines = [line for line in fh.read().splitlines() if line.strip()]
    if not lines or not lines[-1].strip().isdigit():
        raise AssertionError(f"/usr/bin/time gave no peak RSS: {lines!r}")
    return Run(completed.returncode, completed.stdout, completed.stderr, seconds), \
        int(lines[-1].strip())


class Running:
    """`sunsonic ARGS` running in the background (output captured to temporary files)."""

    def __init__(self, args: list[str], env: dict[str, str] | None = None,
                 cwd: str | None = None):
        self._out = tempfile.TemporaryFile("w+")
        self._err = tempfile.TemporaryFile("w+")
        self.started = time.monotonic()
        self.process = subprocess.Popen([sunsonic_binary(), *args], env=_environment(env),
                                        stdin=subprocess.DEVNULL, stdout=self._out,
                                        stderr=self._err, text=True, cwd=cwd)

    def wait_until(self, condition: Callable[[], bool], limit: float) -> bool:
        """Polls `condition` every 20 ms for at most `limit` seconds, or until the process ends."""
        return wait_for(lambda: condition() or self.process.poll() is not None, limit) \
            and condition()

    def interrupt(self, limit: float = 5.0,
                  number: int = signal.SIGINT) -> tuple[Run, float]:
        """Sends the signal `number` (SIGINT by default); the run and the seconds from the signal
        to the exit (the process is killed, and the test fails, after `limit` seconds)."""
        signalled = time.monotonic()
        self.process.send_signal(number)
        try:
            self.process.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)
            raise AssertionError(f"sunsonic did not exit within {limit} s of SIGINT")
        return self._result(), time.monotonic() - signalled

    def finish(self, limit: float) -> Run:
        """Waits at most `limit` seconds for the process to end by itself; the run (the process
        is killed, and the test fails, after `limit` seconds)."""
        try:
            self.process.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)
            raise AssertionError(f"sunsonic did not exit within {limit} s")
        return self._result()

    def stop(self) -> None:
        """Kills the process if it is still running (cleanup after a failed test)."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=5)
        self._out.close()
        self._err.close()

    def _result(self) -> Run:
        self._out.seek(0)
        self._err.seek(0)
        return Run(self.process.returncode, self._out.read(), self._err.read(),
                   time.monotonic() - self.started)


def entries(folder: str) -> set[str]:
    """Every name in `folder`, hidden ones included."""
    return set(os.listdir(folder))


# --------------------------------------------------------------------------- assertions

class CLIAssertions:
    """Assertions shared by the end-to-end test classes (mix into a unittest.TestCase)."""

    def assert_failure(self, run: Run, code: int, *fragments: str,
                       within: float | None = None) -> None:
        """Exit `code`, nothing on stdout, exactly one printable line on stderr that starts
        with `sunsonic: ` and holds every fragment; no crash; at most `within` seconds."""
        self.assertEqual(run.code, code, f"exit {run.code}, stderr {run.err[:500]!r}")
        self.assertEqual(run.out, "", "nothing may reach stdout on failure")
        self.assert_one_clean_line(run.err)
        for fragment in fragments:
            self.assertIn(fragment, run.err)
        if within is not None:
            self.assertLessEqual(run.seconds, within, f"took {run.seconds:.2f} s: {run.err!r}")

    def assert_one_clean_line(self, err: str) -> None:
        self.assertTrue(err.startswith("sunsonic: "), f"stderr: {err[:500]!r}")
        self.assertTrue(err.endswith("\n"), f"stderr: {err[:500]!r}")
        self.assertEqual(err.count("\n"), 1, f"want one stderr line, got {err[:2000]!r}")
        controls = sorted({hex(ord(c)) for c in err[:-1] if ord(c) < 0x20 or ord(c) == 0x7F})
        self.assertEqual(controls, [], f"control characters on stderr: {err[:500]!r}")
        for crash in ("Fatal error", "Stack dump", "Traceback", "Illegal instruction",
                      "Segmentation fault", "Assertion failed"):
            self.assertNotIn(crash, err)

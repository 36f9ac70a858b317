"""Support for the end-to-end tests of `sunsonic play` and `stream`
(Scripts/tests/test_e2e_play.py). Standard library only.

- ``install_players``: mpv and ffplay (Debian ``mpv``, ``ffmpeg``) through
  Scripts/lib/debian-packages, the one way the scripts install system packages.
- ``RecordingProxy``: a pass-through ``FaultProxy`` in front of the server that records every
  request (method, endpoint, query); ``calls`` and ``summary`` never hold the credential
  parameters (t, s, p, apiKey), and ``secret_values`` hands them to the test in memory only.
- ``PlayerWrapper``: a player command that appends each player's pid to a file, then execs the
  real player (so the pid is the player's: a direct child of `sunsonic`).
- /proc helpers: a process's state and parent, its children, whether it is gone (not running,
  not a zombie), its command line and environment.
- ``run_under_subreaper``: a command run by a child subreaper, which says what the command
  left behind (an orphan still running, or one ended but never waited for: a zombie).
- mpv's own control channel: ``mpv_controlled_by`` finds the mpv a `sunsonic` started and its
  JSON IPC socket (from mpv's command line), ``mpv_property`` reads a property over it
  (``mpv_property_now``: None while mpv cannot give it).

Nothing here prints or writes a credential.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import socket
import subprocess
import sys
import time
from dataclasses import dataclass

from fault_proxy import FaultProxy, RequestRecord
from sunsonic_e2e import install_debian_packages, wait_for

CREDENTIALS = ("t", "s", "p", "apiKey")
# mpv playing standard input in real time with no sound card.
MPV = "mpv --ao=null --no-video --no-terminal -"


# --------------------------------------------------------------------------- players

def install_players() -> None:
    """Makes sure mpv and ffplay are installed: on Debian through Scripts/lib/debian-packages
    (an AssertionError when that fails); elsewhere they must already be on PATH."""
    if shutil.which("dpkg-query") is None:
        missing = [name for name in ("mpv", "ffplay") if shutil.which(name) is None]
        if missing:
            raise AssertionError(f"not a Debian system and {', '.join(missing)} missing: "
                                 "install mpv and ffmpeg")
        return
    install_debian_packages("mpv", "ffmpeg")
    for name in ("mpv", "ffplay"):
        if shutil.which(name) is None:
            raise AssertionError(f"{name} is not on PATH after installing it")


class PlayerWrapper:
    """``command(PLAYER...)``: a `--player` command that runs ``PLAYER...`` through a small
    script in ``folder``, which appends its pid to ``pid_file`` then execs the player."""

    def __init__(self, folder: str):
        self.folder = folder
        self.script = os.path.join(folder, "record-pid-player")
        self.pid_file = os.path.join(folder, "player-pids")
        with open(self.script, "w", encoding="utf-8") as fh:
            fh.write("#!/bin/sh\n"
                     f"echo $$ >> {shlex.quote(self.pid_file)}\n"
                     'exec "$@"\n')
        os.chmod(self.script, 0o755)

    def command(self, player: str = MPV) -> str:
        return f"{shlex.quote(self.script)} {player}"

    def pids(self) -> list[int]:
        """The pids of the players started so far, in order."""
        try:
            with open(self.pid_file, encoding="utf-8") as fh:
                return [int(line) for line in fh.read().split() if line.isdigit()]
        except FileNotFoundError:
            return []

    def kill_leftovers(self) -> None:
        """Kills (SIGKILL) every recorded player still running (cleanup after a failure)."""
        for pid in self.pids():
            if process_state(pid) not in (None, "Z"):
                try:
                    os.kill(pid, 9)
                except ProcessLookupError:
                    pass


# --------------------------------------------------------------------------- /proc

def _stat_fields(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name (state first), or None."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            text = fh.read().decode("utf-8", "replace")
    except (FileNotFoundError, ProcessLookupError):
        return None
    return text[text.rfind(")") + 2:].split()


def process_state(pid: int) -> str | None:
    """The state letter of process `pid` (R, S, Z, ...), or None when it no longer exists."""
    fields = _stat_fields(pid)
    return fields[0] if fields else None


def children_of(parent: int) -> list[int]:
    """The pids whose parent (ppid in /proc/PID/stat) is `parent`."""
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            fields = _stat_fields(int(name))
            if fields and len(fields) > 1 and fields[1] == str(parent):
                found.append(int(name))
    return found


def wait_gone(pids: list[int], limit: float) -> dict[int, str]:
    """Waits at most `limit` seconds for every pid to be gone (no /proc entry: not running and
    not a zombie); the pids still there, with their state."""
    wait_for(lambda: all(process_state(pid) is None for pid in pids), limit)
    return {pid: state for pid in pids if (state := process_state(pid)) is not None}


def proc_bytes(pid: int, name: str) -> bytes:
    """/proc/PID/NAME (cmdline, environ) as bytes; b"" when the process is gone."""
    try:
        with open(f"/proc/{pid}/{name}", "rb") as fh:
            return fh.read()
    except (FileNotFoundError, ProcessLookupError):
        return b""


def executable(pid: int) -> str:
    """The resolved /proc/PID/exe, or "" when unreadable."""
    try:
        return os.readlink(f"/proc/{pid}/exe")
    except OSError:
        return ""


# --------------------------------------------------------------------------- orphans

_SUBREAPER = r"""
import ctypes, json, os, signal, subprocess, sys
ctypes.CDLL(None).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER: orphans come to this process
args, env, cwd, timeout = json.loads(sys.stdin.read())
done = subprocess.run(args, env=env, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True,
                      text=True, timeout=timeout)
left = []
while True:
    try:
        pid, status = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break  # no child at all: nothing was left
    if pid:
        how = (f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status)
               else f"exit {os.WEXITSTATUS(status)}")
        left.append(f"a zombie ({how})")
        continue
    for task in os.listdir("/proc/self/task"):  # still running: named, killed, reaped
        with open(f"/proc/self/task/{task}/children") as fh:
            for child in map(int, fh.read().split()):
                with open(f"/proc/{child}/comm") as comm:
                    left.append(f"{comm.read().strip()} running")
                os.kill(child, signal.SIGKILL)
                os.waitpid(child, 0)
print(json.dumps({"code": done.returncode, "out": done.stdout, "err": done.stderr,
                  "left": left}))
"""


def run_under_subreaper(args: list[str], env: dict[str, str], cwd: str,
                        timeout: float = 60.0) -> dict:
    """Runs `args` (standard input /dev/null) from a Python process that is a child subreaper
    (Linux), so that whatever the command leaves behind is reparented there, not to init (which
    would reap it unseen). Once the command exited: its `code`, `out` and `err`, and `left`, how
    each process left behind was found (`a zombie (signal 15)`, `mpv running`; those running
    are killed and reaped)."""
    done = subprocess.run([sys.executable, "-c", _SUBREAPER], capture_output=True, text=True,
                          input=json.dumps([args, env, cwd, timeout]), timeout=timeout + 10)
    if done.returncode != 0:
        raise AssertionError(f"the subreaper failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout)


# --------------------------------------------------------------------------- mpv's socket

def mpv_controlled_by(program: int) -> tuple[int, str] | None:
    """The mpv that `program` (a `sunsonic`) started with a control socket, and the socket's
    path (from mpv's `--input-ipc-server=`); None while there is none."""
    for pid in children_of(program):
        words = proc_bytes(pid, "cmdline").split(b"\0")
        if words and words[0].endswith(b"mpv"):
            for word in words:
                if word.startswith(b"--input-ipc-server="):
                    return pid, word.split(b"=", 1)[1].decode()
    return None


def mpv_property(path: str, name: str, limit: float = 2.0):
    """The value of mpv's property `name`, asked over its JSON IPC socket at `path`."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.settimeout(limit)
        connection.connect(path)
        connection.sendall(json.dumps({"command": ["get_property", name],
                                       "request_id": 7}).encode() + b"\n")
        pending = b""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            chunk = connection.recv(65536)
            if not chunk:
                break
            pending += chunk
            *complete, pending = pending.split(b"\n")
            for line in complete:
                answer = json.loads(line)
                if answer.get("request_id") == 7:
                    if answer.get("error") != "success":
                        raise AssertionError(f"mpv: {name}: {answer.get('error')}")
                    return answer.get("data")
    raise AssertionError(f"mpv did not answer for {name} within {limit} s")


def mpv_property_now(path: str, name: str):
    """mpv's property `name`, or None while mpv cannot give it (its socket not yet there, or no
    song loaded: "property unavailable")."""
    try:
        return mpv_property(path, name)
    except (OSError, AssertionError):
        return None


# --------------------------------------------------------------------------- proxy

@dataclass(frozen=True)
class Call:
    """One request without its credentials: the endpoint (`scrobble`), the other parameters."""
    method: str
    endpoint: str
    params: dict[str, list[str]]
    monotonic: float
    authenticated_by: str   # "token" (t and s), "password" (p), "apiKey", or ""

    def param(self, name: str) -> str | None:
        values = self.params.get(name)
        return values[-1] if values else None


class RecordingProxy(FaultProxy):
    """A pass-through proxy to `upstream` that records every request it forwards."""

    def __init__(self, upstream: str):
        super().__init__(upstream=upstream, fault="none")

    @staticmethod
    def _call(record: RequestRecord) -> Call:
        query = record.query
        endpoint = record.path.rsplit("/", 1)[-1]
        if endpoint.endswith(".view"):
            endpoint = endpoint[:-len(".view")]
        how = ("token" if "t" in query else "password" if "p" in query
               else "apiKey" if "apiKey" in query else "")
        return Call(record.method, endpoint,
                    {name: values for name, values in query.items() if name not in CREDENTIALS},
                    record.monotonic, how)

    def calls(self, endpoint: str | None = None, accepted_only: bool = True) -> list[Call]:
        """The requests so far (of `endpoint`), in order. supysonic refuses token
        authentication, so with `accepted_only` the token-authenticated first tries, which the
        client repeats with the password, are left out."""
        calls = [self._call(record) for record in self.requests]
        return [call for call in calls
                if (endpoint is None or call.endpoint == endpoint)
                and not (accepted_only and call.authenticated_by == "token")]

    def summary(self) -> str:
        """The endpoints requested, in order, with their non-credential parameters except ids
        shortened: for failure messages."""
        parts = []
        for call in self.calls(accepted_only=False):
            extra = ",".join(f"{name}={values[-1][:8]}" for name, values in
                             sorted(call.params.items()) if name not in ("u", "v", "c", "f"))
            parts.append(f"{call.endpoint}({call.authenticated_by}{';' + extra if extra else ''})")
        return " ".join(parts)

    def secret_values(self) -> set[str]:
        """Every value of t, s, p and apiKey seen (in memory only: never print them)."""
        return {value for record in self.requests for name in CREDENTIALS
                for value in record.query.get(name, []) if value}

"""Shared support for end-to-end tests that run the built `sunsonic` binary.

Scripts/test builds the app and exports SUNSONIC_BIN; run by hand, the tests look for the debug
build under App/.build. Every run is bounded by a timeout and returns what a user would see.
"""

from __future__ import annotations

import os
import subprocess
import time
from dataclasses import dataclass
from typing import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def sunsonic_binary() -> str:
    """The path of the built `sunsonic`, or an AssertionError saying how to build it."""
    path = os.environ.get("SUNSONIC_BIN") or os.path.join(ROOT, "App", ".build", "debug", "sunsonic")
    if not os.access(path, os.X_OK):
        raise AssertionError(
            f"no sunsonic binary at {path}: run Scripts/test, or `swift build` in App/")
    return path


def wait_for(condition: Callable[[], bool], limit: float, step: float = 0.02) -> bool:
    """Polls `condition` every `step` seconds for at most `limit` seconds (a bounded loop);
    whether it held."""
    deadline = time.monotonic() + limit
    for _ in range(int(limit / step) + 2):
        if condition():
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(step)
    return condition()


def install_debian_packages(*names: str) -> None:
    """Installs what a test drives (a shell, a player, openssl) through Scripts/lib/debian-packages,
    the one way the scripts do it; an AssertionError with its message when that fails."""
    script = os.path.join(ROOT, "Scripts", "lib", "debian-packages")
    log = os.path.join(ROOT, ".build", "debian-packages.log")
    try:
        done = subprocess.run([script, log, *names], capture_output=True, text=True,
                              timeout=900, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"installing {' '.join(names)} took over 900 s") from None
    if done.returncode != 0:
        raise AssertionError(f"Scripts/lib/debian-packages {' '.join(names)} failed: "
                             + (done.stderr.strip() or f"exit {done.returncode}"))


@dataclass
class Run:
    """What one run of `sunsonic` did."""
    code: int
    out: str
    err: str
    seconds: float


def run_sunsonic(args: list[str], env: dict[str, str] | None = None, stdin: str | None = None,
                 timeout: float = 60.0, cwd: str | None = None) -> Run:
    """Runs `sunsonic ARGS` with a clean environment plus `env`; fails the test if it hangs."""
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/root"),
        "LANG": "C.UTF-8",
        "TZ": "UTC",
    }
    environment.update(env or {})
    started = time.monotonic()
    completed = subprocess.run(
        [sunsonic_binary(), *args],
        input=stdin if stdin is not None else "",
        capture_output=True,
        text=True,
        env=environment,
        timeout=timeout,
        cwd=cwd,
    )
    return Run(completed.returncode, completed.stdout, completed.stderr,
               time.monotonic() - started)

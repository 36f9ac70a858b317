"""A real terminal for end-to-end tests of full-screen programs: tmux (Debian's package) on a
private socket, driven by keys and read back by `capture-pane`.

    with TmuxTerminal([binary, "ui", "--preview"], width=80, height=24) as term:
        term.wait_for_text("Artists")
        term.send_keys("Down", "Enter")
        term.send_text("q")
        term.wait_for_exit()
        assert term.settings_before == term.settings_after

The program runs under a small shell wrapper that records the terminal's settings (`stty -g`)
before it starts and after it ends, and its exit status; the pane stays after the program ends,
so that the modes it left (alternate screen, cursor, mouse) can be read.
Every wait is bounded; the tmux server is stopped by its socket on exit.
"""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import tempfile
import time

from sunsonic_e2e import install_debian_packages, wait_for

# The pane's shell: settings before, the program, its status, settings after; then it waits (at
# most 10 minutes; the server is killed first) so that the pane and its modes stay readable.
WRAPPER = ('stty -g >"$BEFORE_FILE"; "$@"; echo $? >"$STATUS_FILE"; stty -g >"$AFTER_FILE"; '
           'exec sleep 600')


class TmuxTerminal:
    """One tmux server with one window running `command` in a `width` x `height` terminal."""

    def __init__(self, command: list[str], width: int = 80, height: int = 24,
                 env: dict[str, str] | None = None, term: str = "xterm-256color",
                 cwd: str | None = None) -> None:
        self.command = command
        self.cwd = cwd
        self.width = width
        self.height = height
        self.env = dict(env or {})
        self.term = term
        self.folder = ""
        self.socket = ""

    def __enter__(self) -> "TmuxTerminal":
        if shutil.which("tmux") is None:
            install_debian_packages("tmux")
        self.folder = tempfile.mkdtemp(prefix="tmux-e2e-")
        os.chmod(self.folder, 0o700)
        self.socket = os.path.join(self.folder, "socket")
        files = {name: os.path.join(self.folder, name) for name in ("before", "status", "after")}
        self.files = files
        exports = " ".join(f"{key}={shlex.quote(value)}" for key, value in
                           {**self.env, "TERM": self.term, "BEFORE_FILE": files["before"],
                            "STATUS_FILE": files["status"], "AFTER_FILE": files["after"]}.items())
        shell = ["sh", "-c", f"export {exports}; {WRAPPER}", "sh", *self.command]
        where = ["-c", self.cwd] if self.cwd else []
        self.tmux("-f", "/dev/null", "new-session", "-d", *where, "-x", str(self.width), "-y",
                  str(self.height), shlex.join(shell))
        return self

    def __exit__(self, *_: object) -> None:
        if self.socket:
            subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True,
                           timeout=10)
        shutil.rmtree(self.folder, ignore_errors=True)

    def tmux(self, *args: str) -> str:
        """Runs one tmux command on this server; its output."""
        done = subprocess.run(["tmux", "-S", self.socket, *args], capture_output=True,
                              text=True, timeout=10)
        if done.returncode != 0:
            raise AssertionError(f"tmux {' '.join(args)}: {done.stderr.strip()}")
        return done.stdout

    def send_keys(self, *keys: str) -> None:
        """Keys by tmux's names (`Down`, `Enter`, `C-c`, `Escape`)."""
        self.tmux("send-keys", "-t", "0", *keys)

    def send_text(self, text: str) -> None:
        """Text typed literally."""
        self.tmux("send-keys", "-t", "0", "-l", text)

    def screen(self) -> list[str]:
        """The visible lines, trailing blanks trimmed."""
        return [line.rstrip() for line in self.tmux("capture-pane", "-p", "-t", "0").split("\n")]

    def text(self) -> str:
        return "\n".join(self.screen())

    def wait_for_text(self, text: str, limit: float = 10) -> str:
        """Waits until `text` is on the screen; the screen, or an AssertionError showing it."""
        if wait_for(lambda: text in self.text(), limit, step=0.05):
            return self.text()
        raise AssertionError(f"{text!r} not on the screen after {limit} s:\n{self.text()}")

    def wait_until(self, condition, limit: float = 10, what: str = "condition") -> str:
        if wait_for(lambda: condition(self.text()), limit, step=0.05):
            return self.text()
        raise AssertionError(f"{what} not met after {limit} s:\n{self.text()}")

    def resize(self, width: int, height: int) -> None:
        self.tmux("resize-window", "-t", "0", "-x", str(width), "-y", str(height))

    def flag(self, name: str) -> str:
        """A pane format variable (`alternate_on`, `cursor_flag`, `mouse_any_flag`, …)."""
        return self.tmux("display-message", "-p", "-t", "0", f"#{{{name}}}").strip()

    def program_pid(self) -> int:
        """The program's pid: the wrapper shell's child."""
        shell = int(self.flag("pane_pid"))
        found: list[int] = []

        def child() -> bool:
            done = subprocess.run(["pgrep", "-P", str(shell)], capture_output=True, text=True,
                                  timeout=10)
            found[:] = [int(pid) for pid in done.stdout.split()]
            return bool(found)

        if not wait_for(child, 5):
            raise AssertionError("the program is not running")
        return found[0]

    def signal_program(self, number: int = signal.SIGTERM) -> None:
        os.kill(self.program_pid(), number)

    def wait_for_exit(self, limit: float = 10) -> int:
        """Waits for the program's exit status (and the settings after it)."""
        status_file, after_file = self.files["status"], self.files["after"]
        if not wait_for(lambda: os.path.getsize(after_file) > 0
                        if os.path.exists(after_file) else False, limit, step=0.05):
            raise AssertionError(f"the program did not end within {limit} s:\n{self.text()}")
        with open(status_file, encoding="utf-8") as file:
            return int(file.read().strip())

    @property
    def settings_before(self) -> str:
        with open(self.files["before"], encoding="utf-8") as file:
            return file.read().strip()

    @property
    def settings_after(self) -> str:
        with open(self.files["after"], encoding="utf-8") as file:
            return file.read().strip()


def wait_seconds(seconds: float) -> None:
    """A short settle (tests of "nothing happens" only): bounded."""
    time.sleep(min(seconds, 2))

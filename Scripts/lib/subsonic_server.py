"""Lifecycle of a local supysonic 0.7.9 server on 127.0.0.1 for tests and the demo.

    python3 subsonic_server.py start|stop|status

`start` must run with the project virtual environment's Python (it imports
supysonic and mutagen); `stop` and `status` need only the standard library.
Scripts/subsonic-server installs what is needed and calls this module.

State lives in $SUBSONIC_SERVER_DIR (default <repo>/.build/subsonic-server), the library
served is $SUBSONIC_SERVER_LIBRARY (default "standard"; see subsonic_library.py):
supysonic.conf, supysonic.db, music/, library.json, password (0600),
server.pid, server.port, server.log, cache/.
"""

from __future__ import annotations

import binascii
import errno
import fcntl
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

USER = "sunsonic"
FOLDER_NAME = "music"
HOST = "127.0.0.1"
CLIENT = "subsonic-server-script"
API_VERSION = "1.16.1"
PING_WAIT_SECONDS = 30
STOP_WAIT_SECONDS = 10
LOCK_WAIT_SECONDS = 300
START_ATTEMPTS = 3
EXIT_NOT_RUNNING = 3

LIB_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(LIB_DIR))


class ServerError(Exception):
    """A failure to report as one line on stderr."""


class State:
    def __init__(self, directory: str | None = None):
        directory = directory or os.environ.get("SUBSONIC_SERVER_DIR") or os.path.join(
            REPO_ROOT, ".build", "subsonic-server"
        )
        self.dir = os.path.abspath(directory)
        j = lambda name: os.path.join(self.dir, name)  # noqa: E731
        self.conf = j("supysonic.conf")
        self.db = j("supysonic.db")
        self.music = j("music")
        self.manifest = j("library.json")
        self.password = j("password")
        self.pid = j("server.pid")
        self.port = j("server.port")
        self.log = j("server.log")
        self.cache = j("cache")
        self.socket = j("supysonic.sock")
        self.lock = j("lock")
        # Which generated library to serve (subsonic_library.LIBRARIES).
        self.library = os.environ.get("SUBSONIC_SERVER_LIBRARY") or "standard"


# --- small helpers -----------------------------------------------------------

def _read_text(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read().strip()
    except FileNotFoundError:
        return None


def _read_int(path: str) -> int | None:
    text = _read_text(path)
    if text is None:
        return None
    try:
        return int(text)
    except ValueError:
        return None


def _remove(path: str) -> None:
    try:
        os.remove(path)
    except FileNotFoundError:
        pass


class _Lock:
    """Exclusive flock on the state directory's lock file, bounded wait."""

    def __init__(self, state: State):
        self.state = state
        self.fd = None

    def __enter__(self):
        os.makedirs(self.state.dir, mode=0o700, exist_ok=True)
        self.fd = os.open(self.state.lock, os.O_CREAT | os.O_RDWR, 0o600)
        deadline = time.monotonic() + LOCK_WAIT_SECONDS
        while True:
            try:
                fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return self
            except OSError as exc:
                if exc.errno not in (errno.EAGAIN, errno.EACCES):
                    raise
                if time.monotonic() > deadline:
                    raise ServerError(f"another subsonic-server command holds {self.state.lock} for over {LOCK_WAIT_SECONDS} s")
                time.sleep(0.2)

    def __exit__(self, *exc):
        fcntl.flock(self.fd, fcntl.LOCK_UN)
        os.close(self.fd)


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as fh:
            stat = fh.read()
        # state is the first field after the parenthesised command name
        if stat[stat.rindex(")") + 2] in "ZX":
            return False
    except (OSError, ValueError, IndexError):
        pass
    return True


def _is_our_server(pid: int) -> bool:
    """The pid is alive and is a supysonic-server process (not a recycled pid)."""
    if not _process_alive(pid):
        return False
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            cmdline = fh.read()
    except OSError:
        return True  # no /proc: trust the pid file
    return b"supysonic-server" in cmdline


def _opener() -> urllib.request.OpenerDirector:
    # Never route loopback traffic through an http_proxy from the environment.
    return urllib.request.build_opener(urllib.request.ProxyHandler({}))


def api_call(base_url: str, endpoint: str, password: str, params: dict | None = None,
             timeout: float = 5.0) -> dict:
    """GET {base_url}/rest/{endpoint} with password auth; the parsed subsonic-response."""
    query = {
        "u": USER,
        "p": "enc:" + binascii.hexlify(password.encode("utf-8")).decode("ascii"),
        "v": API_VERSION,
        "c": CLIENT,
        "f": "json",
    }
    query.update(params or {})
    url = f"{base_url}/rest/{endpoint}?{urllib.parse.urlencode(query)}"
    with _opener().open(url, timeout=timeout) as resp:
        return json.loads(resp.read().decode("utf-8"))["subsonic-response"]


def _ping(base_url: str, password: str | None, timeout: float = 3.0) -> bool:
    if not password:
        return False
    try:
        return api_call(base_url, "ping", password, timeout=timeout).get("status") == "ok"
    except (OSError, ValueError, KeyError, urllib.error.URLError):
        return False


def _base_url(port: int) -> str:
    return f"http://{HOST}:{port}"


def _info_lines(state: State, port: int) -> list[str]:
    return [
        f"SUBSONIC_URL={_base_url(port)}",
        f"SUBSONIC_USER={USER}",
        f"SUBSONIC_PASSWORD_FILE={state.password}",
        f"SUBSONIC_LIBRARY={state.manifest}",
    ]


def _healthy(state: State) -> int | None:
    """The port if the recorded server is alive and answers ping, else None."""
    pid = _read_int(state.pid)
    port = _read_int(state.port)
    if pid is None or port is None or not _is_our_server(pid):
        return None
    return port if _ping(_base_url(port), _read_text(state.password)) else None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def _log_tail(state: State, lines: int = 1) -> str:
    try:
        with open(state.log, encoding="utf-8", errors="replace") as fh:
            tail = [line.strip() for line in fh.readlines() if line.strip()][-lines:]
        return " | ".join(tail)
    except OSError:
        return ""


# --- stop --------------------------------------------------------------------

def _stop_locked(state: State) -> bool:
    """Stop the recorded server; True if one was running."""
    pid = _read_int(state.pid)
    was_running = False
    if pid is not None and _is_our_server(pid):
        was_running = True
        try:
            group = os.getpgid(pid)
        except ProcessLookupError:
            group = None
        # The server is started in its own session: its pgid is its pid, and
        # any transcoder children it spawned share that group.
        def send(sig):
            try:
                if group == pid:
                    os.killpg(pid, sig)
                else:
                    os.kill(pid, sig)
            except ProcessLookupError:
                pass

        send(signal.SIGTERM)
        deadline = time.monotonic() + STOP_WAIT_SECONDS
        while _process_alive(pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        if _process_alive(pid):
            send(signal.SIGKILL)
            deadline = time.monotonic() + 5
            while _process_alive(pid) and time.monotonic() < deadline:
                time.sleep(0.1)
            if _process_alive(pid):
                raise ServerError(f"supysonic-server (pid {pid}) did not exit after SIGKILL")
        if group == pid:  # leftover children of the group
            try:
                os.killpg(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
    _remove(state.pid)
    _remove(state.port)
    return was_running


def cmd_stop(state: State) -> int:
    if not os.path.isdir(state.dir):
        print("not running", file=sys.stderr)
        return 0
    with _Lock(state):
        was_running = _stop_locked(state)
    print("stopped" if was_running else "not running", file=sys.stderr)
    return 0


# --- status ------------------------------------------------------------------

def cmd_status(state: State) -> int:
    port = _healthy(state) if os.path.isdir(state.dir) else None
    if port is None:
        print("not running")
        pid = _read_int(state.pid)
        if pid is not None and _is_our_server(pid):
            print(f"subsonic-server: pid {pid} is alive but does not answer ping", file=sys.stderr)
        return EXIT_NOT_RUNNING
    print("\n".join(_info_lines(state, port)))
    return 0


# --- start -------------------------------------------------------------------

def _write_config(state: State) -> None:
    conf = f"""# Written by Scripts/lib/subsonic_server.py; regenerated on every start.
[base]
database_uri = sqlite:///{state.db}
scanner_extensions = mp3
follow_symlinks = no

[webapp]
cache_dir = {state.cache}
log_level = WARNING
log_rotate = no
mount_webui = no
mount_api = yes
online_lyrics = no

[daemon]
socket = {state.socket}
run_watcher = no

[transcoding]
transcoder_mp3_mp3 = sox -q -t mp3 %srcpath -t mp3 -C %outrate -
decoder_mp3 = sox -q -t mp3 %srcpath -t wav -
encoder_mp3 = sox -q -t wav - -t mp3 -C %outrate -
encoder_ogg = sox -q -t wav - -t ogg -
default_transcode_target = mp3
"""
    tmp = state.conf + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(conf)
    os.replace(tmp, state.conf)


def _write_password(state: State) -> str:
    password = secrets.token_urlsafe(24)
    tmp = state.password + ".tmp"
    _remove(tmp)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.fchmod(fd, 0o600)
        os.write(fd, password.encode("utf-8"))
    finally:
        os.close(fd)
    os.replace(tmp, state.password)
    return password


def _ensure_library(state: State) -> dict:
    sys.path.insert(0, LIB_DIR)
    import subsonic_library

    if not subsonic_library.manifest_matches_disk(state.manifest, state.music, state.library):
        try:
            subsonic_library.generate(state.music, state.manifest, state.library)
        except subsonic_library.LibraryError as exc:
            raise ServerError(str(exc)) from exc
    with open(state.manifest, encoding="utf-8") as fh:
        return json.load(fh)


def _provision_database(state: State, manifest: dict) -> None:
    """Schema, user with a 0600-file password, music folder, foreground scan."""
    try:
        from supysonic.config import IniConfig
        from supysonic.db import Folder, Track, User, init_database, release_database
        from supysonic.managers.folder import FolderManager
        from supysonic.managers.user import UserManager
        from supysonic.scanner import Scanner
    except ImportError as exc:
        raise ServerError(f"supysonic is not importable by {sys.executable}: {exc}") from exc

    config = IniConfig([state.conf])
    init_database(config.BASE["database_uri"])
    try:
        password = _read_text(state.password)
        user = User.get_or_none(name=USER)
        if user is None:
            password = _write_password(state)
            UserManager.add(USER, password, admin=True)
        elif not password or UserManager.try_auth(USER, password) is None:
            password = _write_password(state)
            UserManager.change_password2(user, password)
        user = User.get(name=USER)
        if not user.admin:
            user.admin = True
            user.save()
        os.chmod(state.password, 0o600)

        folder = Folder.get_or_none(name=FOLDER_NAME, root=True)
        if folder is not None and folder.path != state.music:
            FolderManager.delete(folder.id)
            folder = None
        if folder is None:
            FolderManager.add(FOLDER_NAME, state.music)

        scanner = Scanner(extensions=["mp3", "flac"], follow_symlinks=False)
        scanner.queue_folder(FOLDER_NAME)
        scanner.run()  # synchronous, like `supysonic-cli folder scan --foreground`
        errors = scanner.stats().errors
        if errors:
            raise ServerError(f"supysonic could not scan {len(errors)} file(s), first: {errors[0]}")
        tracks = Track.select().count()
        expected = manifest["counts"]["tracks"]
        if tracks != expected:
            raise ServerError(f"supysonic scanned {tracks} tracks, the manifest lists {expected}")
    finally:
        release_database()


def _launch(state: State, port: int) -> subprocess.Popen:
    server_bin = os.path.join(os.path.dirname(sys.executable), "supysonic-server")
    if not os.path.isfile(server_bin):
        raise ServerError(f"{server_bin} is missing: run Scripts/subsonic-server start (it installs the venv)")
    env = dict(os.environ)
    env["PYTHONUTF8"] = "1"
    env["PYTHONUNBUFFERED"] = "1"
    with open(state.log, "ab") as log:
        log.write(f"--- {time.strftime('%Y-%m-%dT%H:%M:%S')} starting supysonic-server on {HOST}:{port}\n".encode())
        log.flush()
        proc = subprocess.Popen(
            [server_bin, "-S", "waitress", "-h", HOST, "-p", str(port)],
            cwd=state.dir,  # supysonic reads ./supysonic.conf
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            env=env,
        )
    with open(state.pid, "w", encoding="utf-8") as fh:
        fh.write(f"{proc.pid}\n")
    with open(state.port, "w", encoding="utf-8") as fh:
        fh.write(f"{port}\n")
    return proc


def cmd_start(state: State) -> int:
    with _Lock(state):
        os.chmod(state.dir, 0o700)
        port = _healthy(state)
        if port is not None:
            print("\n".join(_info_lines(state, port)))
            return 0
        _stop_locked(state)  # stale pid file, or alive but not answering

        manifest = _ensure_library(state)
        _write_config(state)
        os.makedirs(state.cache, exist_ok=True)
        _provision_database(state, manifest)
        password = _read_text(state.password)

        last_error = ""
        for _attempt in range(START_ATTEMPTS):
            port = _free_port()
            proc = _launch(state, port)
            deadline = time.monotonic() + PING_WAIT_SECONDS
            while time.monotonic() < deadline:
                if proc.poll() is not None:
                    break
                if _ping(_base_url(port), password, timeout=2):
                    print("\n".join(_info_lines(state, port)))
                    return 0
                time.sleep(0.2)
            if proc.poll() is None:
                _stop_locked(state)
                raise ServerError(
                    f"supysonic-server did not answer ping on port {port} within {PING_WAIT_SECONDS} s (log: {state.log})"
                )
            last_error = _log_tail(state)
            _remove(state.pid)
            _remove(state.port)
            if "address already in use" not in last_error.lower():
                break
        raise ServerError(f"supysonic-server exited at start: {last_error or 'no output'} (log: {state.log})")


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[1] not in ("start", "stop", "status"):
        print("usage: subsonic-server start|stop|status", file=sys.stderr)
        return 2
    state = State()
    try:
        return {"start": cmd_start, "stop": cmd_stop, "status": cmd_status}[argv[1]](state)
    except ServerError as exc:
        print(f"subsonic-server: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

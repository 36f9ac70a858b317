"""maneki (PyPI, an OpenSubsonic server) on 127.0.0.1 for the end-to-end tests.

maneki serves `getLyricsBySongId` (synced lines from an LRC text: a sidecar `<track>.lrc` or
the lyrics tag) and the bookmark endpoints, which supysonic lacks. Its library is the one
`subsonic_library.py` generates, plus a sidecar LRC file for one song (`Gust`, synced) and
the `Updraft` lyrics tag (plain), as `manifest["maneki"]` records.

    python3 maneki_server.py start|stop|status     (with the maneki virtual environment)

start prints MANEKI_URL, MANEKI_USER, MANEKI_PASSWORD_FILE and MANEKI_LIBRARY lines; state
(pid, port, password, HOME for maneki's configuration and index) is in $MANEKI_SERVER_DIR.
Every wait is bounded; stop ends the server by its pid (SIGTERM, then SIGKILL).
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import subsonic_library  # noqa: E402
from subsonic_server import _process_alive as _alive  # noqa: E402  (zombies count as gone)

USER = "sunsonic"
START_LIMIT = 120.0
STOP_LIMIT = 10.0
# The synced lyrics maneki serves for `Gust` from its sidecar file, and what they mean.
GUST_LRC = "[00:00.50]Wind at the door\n[00:01.25]Gust, gone again\n"
GUST_LINES = [(500, "Wind at the door"), (1250, "Gust, gone again")]


def _state_dir() -> str:
    default = os.path.join(os.path.dirname(os.path.dirname(HERE)), ".build", "maneki-server")
    return os.path.abspath(os.environ.get("MANEKI_SERVER_DIR", default))


def _path(name: str) -> str:
    return os.path.join(_state_dir(), name)


def _read(name: str) -> str | None:
    try:
        with open(_path(name), encoding="utf-8") as handle:
            return handle.read().strip()
    except OSError:
        return None


def api(base_url: str, endpoint: str, password: str, **params) -> dict:
    """One Subsonic call as JSON (token authentication)."""
    salt = secrets.token_hex(6)
    import hashlib

    token = hashlib.md5((password + salt).encode()).hexdigest()  # noqa: S324 (the API's)
    query = {"u": USER, "t": token, "s": salt, "v": "1.16.1", "c": "e2e", "f": "json", **params}
    url = f"{base_url}/rest/{endpoint}?{urllib.parse.urlencode(query)}"
    with urllib.request.urlopen(url, timeout=10) as answer:  # noqa: S310 (loopback)
        return json.load(answer)["subsonic-response"]


def _info(port: int) -> list[str]:
    return [
        f"MANEKI_URL=http://127.0.0.1:{port}/audio",
        f"MANEKI_USER={USER}",
        f"MANEKI_PASSWORD_FILE={_path('password')}",
        f"MANEKI_LIBRARY={_path('library.json')}",
    ]


def _running() -> tuple[int, int] | None:
    pid, port = _read("pid"), _read("port")
    if pid and port and _alive(int(pid)):
        return int(pid), int(port)
    return None


def _library() -> dict:
    music = _path("music")
    manifest_path = _path("library.json")
    if not (os.path.exists(manifest_path)
            and subsonic_library.manifest_matches_disk(manifest_path, music)):
        subsonic_library.generate(music, manifest_path)
    with open(manifest_path, encoding="utf-8") as handle:
        manifest = json.load(handle)
    gust = next(t for t in manifest_tracks(manifest) if t["title"] == "Gust")
    with open(os.path.join(music, gust["path"]) + ".lrc", "w", encoding="utf-8") as handle:
        handle.write(GUST_LRC)
    manifest["maneki"] = {"synced": {"title": "Gust", "lines": GUST_LINES}}
    with open(manifest_path, "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, indent=2)
    return manifest


def manifest_tracks(manifest: dict) -> list[dict]:
    """Every song of the manifest, each with `title` and `path` (relative to the music)."""
    return [track for artist in manifest["artists"] for album in artist["albums"]
            for track in album["tracks"]]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start() -> int:
    os.makedirs(_state_dir(), exist_ok=True)
    running = _running()
    if running:
        print("\n".join(_info(running[1])))
        return 0
    _library()
    password = secrets.token_urlsafe(18)
    descriptor = os.open(_path("password"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as handle:
        handle.write(password)
    home = _path("home")
    os.makedirs(home, exist_ok=True)
    port = _free_port()
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, ".config"),
        "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
        "XDG_CACHE_HOME": os.path.join(home, ".cache"),
        "MANEKI_SERVER__USERNAME": USER, "MANEKI_SERVER__PASSWORD": password,
        "MANEKI_LOG_LEVEL": "warning",
    }
    maneki = os.path.join(os.path.dirname(sys.executable), "maneki")
    with open(_path("server.log"), "ab") as log:
        process = subprocess.Popen(
            [maneki, "serve", _path("music"), "--host", "127.0.0.1", "--port", str(port),
             "--no-ui", "--workers", "1", "--rescan"],
            env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True)
    with open(_path("pid"), "w", encoding="ascii") as handle:
        handle.write(str(process.pid))
    with open(_path("port"), "w", encoding="ascii") as handle:
        handle.write(str(port))
    deadline = time.monotonic() + START_LIMIT
    base = f"http://127.0.0.1:{port}/audio"
    while time.monotonic() < deadline:
        if process.poll() is not None:
            print(f"maneki-server: maneki exited ({process.returncode}); see {_path('server.log')}",
                  file=sys.stderr)
            return 1
        try:
            if api(base, "ping", password).get("status") == "ok":
                print("\n".join(_info(port)))
                return 0
        except OSError:
            pass
        time.sleep(0.25)
    stop()
    print(f"maneki-server: no answer within {START_LIMIT:.0f} s; see {_path('server.log')}",
          file=sys.stderr)
    return 1


def stop() -> int:
    pid = _read("pid")
    if pid and _alive(int(pid)):
        os.kill(int(pid), signal.SIGTERM)
        deadline = time.monotonic() + STOP_LIMIT
        while _alive(int(pid)) and time.monotonic() < deadline:
            time.sleep(0.05)
        if _alive(int(pid)):
            os.kill(int(pid), signal.SIGKILL)
    for name in ("pid", "port"):
        try:
            os.remove(_path(name))
        except OSError:
            pass
    return 0


def status() -> int:
    running = _running()
    if not running:
        print("not running")
        return 3
    print("\n".join(_info(running[1])))
    return 0


def main(argv: list[str]) -> int:
    commands = {"start": start, "stop": stop, "status": status}
    if len(argv) != 2 or argv[1] not in commands:
        print("usage: maneki_server.py start|stop|status", file=sys.stderr)
        return 2
    return commands[argv[1]]()


if __name__ == "__main__":
    sys.exit(main(sys.argv))

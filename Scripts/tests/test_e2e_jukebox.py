"""End to end: `jukebox` against one real supysonic (0.7.9 implements jukeboxControl by handing
each action to its daemon, `supysonic-daemon`, which plays with the `jukebox_command` of its
configuration's `[daemon]` section, e.g. mpv). The fixture starts the web server only, with no
daemon: what is tested is what needs none.

- An admin (jukebox allowed) asking for the state gets supysonic's error 0 "Jukebox unavaliable"
  (sic) as one line, exit 69.
- A user without the jukebox role is refused by the server (77) before the daemon is asked.
- Bad usage is refused before any request (`--verbose` shows none).
Playing on the server's speakers (start, skip, volume) needs the daemon and an audio device:
left to the in-memory tests and the specification's examples.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

import subsonic_server  # noqa: E402
from e2e_fixtures import Supysonic, base_environment  # noqa: E402
from sunsonic_e2e import Run, run_sunsonic  # noqa: E402

LISTENER = "e2e-jukebox-listener"
LISTENER_PASSWORD = "L1stener-e2e-jukebox-Passw0rd"

SERVER: Supysonic | None = None
HOME = ""


def setUpModule():
    global SERVER, HOME
    HOME = tempfile.mkdtemp(prefix="e2e-jukebox-home-")
    try:
        SERVER = Supysonic.start()
        subsonic_server.api_call(SERVER.url, "createUser", SERVER.password, {
            "username": LISTENER, "password": LISTENER_PASSWORD, "email": "l@example.org"})
    except BaseException:
        tearDownModule()
        raise


def tearDownModule():
    global SERVER
    if SERVER is not None:
        SERVER.stop()
        SERVER = None
    shutil.rmtree(HOME, ignore_errors=True)


def sunsonic(*args: str, user: str | None = None, password: str | None = None) -> Run:
    environment = base_environment(HOME)
    environment.update(SERVER.env())
    if user is not None:
        environment.update(SUBSONIC_USER=user, SUBSONIC_PASSWORD=password or "")
    return run_sunsonic(list(args), env=environment, timeout=30, cwd=HOME)


class Jukebox(unittest.TestCase):
    def test_without_its_daemon_supysonic_says_the_jukebox_is_unavailable(self):
        for action in (["status"], ["get", "--json"], ["volume", "40"]):
            run = sunsonic("jukebox", *action)
            self.assertEqual(run.code, 69, run.err)
            self.assertEqual(run.out, "")
            self.assertIn("Jukebox unavaliable", run.err)
            self.assertEqual(run.err.count("\n"), 1)

    def test_a_user_without_the_jukebox_role_is_refused(self):
        run = sunsonic("jukebox", "status", user=LISTENER, password=LISTENER_PASSWORD)
        self.assertEqual(run.code, 77, run.err)
        self.assertNotIn(LISTENER_PASSWORD, run.err)

    def test_bad_usage_sends_nothing(self):
        run = sunsonic("--verbose", "jukebox", "skip", "0")
        self.assertEqual(run.code, 64, run.err)
        self.assertNotIn("/rest/", run.err)


if __name__ == "__main__":
    unittest.main()

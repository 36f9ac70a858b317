"""End to end: `stations` and `station add|update|delete` against one real supysonic (its
internet radio endpoints: getInternetRadioStations, create, update and delete), started once for
the module.

- A station added is listed by the UUID supysonic gave it, changed fields read back (its
  `homePageUrl` spelling included), a deleted one is gone; each test removes what it added.
- An id the server does not list is not found (66) before any write is sent (`--verbose` shows
  the requests); a user without the admin role is refused by the server (77).
- A station name holding an escape sequence, set through the API, reaches the terminal with its
  controls made spaces and its bidi override escaped; `--json` stays valid.
- No stdout or stderr of any run holds a password (checked in tearDownModule).
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

import subsonic_server  # noqa: E402
from e2e_fixtures import Supysonic, base_environment  # noqa: E402
from sunsonic_e2e import Run, run_sunsonic  # noqa: E402

LISTENER = "e2e-radio-listener"
LISTENER_PASSWORD = "L1stener-e2e-radio-Passw0rd"
UNKNOWN_UUID = "00000000-0000-0000-0000-000000000000"
EXCHANGE = re.compile(r"^(GET|POST) (/rest/[A-Za-z0-9]+) (\d{3}) \d+ ms$")

SERVER: Supysonic | None = None
HOME = ""
RUNS: list[Run] = []


def setUpModule():
    global SERVER, HOME
    HOME = tempfile.mkdtemp(prefix="e2e-radio-home-")
    try:
        SERVER = Supysonic.start()
        api("createUser", username=LISTENER, password=LISTENER_PASSWORD,
            email="listener@example.org")
    except BaseException:
        tearDownModule()
        raise


def tearDownModule():
    global SERVER
    secrets = [LISTENER_PASSWORD, LISTENER_PASSWORD.encode().hex()]
    if SERVER is not None:
        secrets += [SERVER.password, SERVER.password.encode().hex()]
        SERVER.stop()
        SERVER = None
    shutil.rmtree(HOME, ignore_errors=True)
    leaks = [run for run in RUNS if any(s in run.out or s in run.err for s in secrets)]
    if leaks:
        raise AssertionError(f"a password appeared in {len(leaks)} of {len(RUNS)} outputs")


def api(endpoint: str, **params: str) -> dict:
    """Calls supysonic directly as its admin; fails unless it answers ok."""
    answer = subsonic_server.api_call(SERVER.url, endpoint, SERVER.password, params)
    if answer.get("status") != "ok":
        raise AssertionError(f"{endpoint}: {answer}")
    return answer


def stations_on_server() -> list[dict]:
    return api("getInternetRadioStations").get("internetRadioStations", {}).get(
        "internetRadioStation", [])


def sunsonic(*args: str, user: str | None = None, password: str | None = None) -> Run:
    environment = base_environment(HOME)
    environment.update(SERVER.env())
    if user is not None:
        environment.update(SUBSONIC_USER=user, SUBSONIC_PASSWORD=password or "")
    run = run_sunsonic(list(args), env=environment, timeout=30, cwd=HOME)
    RUNS.append(run)
    return run


class InternetRadio(unittest.TestCase):
    def tearDown(self):
        for station in stations_on_server():
            api("deleteInternetRadioStation", id=station["id"])

    def assert_ok(self, run: Run) -> None:
        self.assertEqual(run.code, 0, f"stderr: {run.err}")

    def test_no_stations_at_first(self):
        run = sunsonic("stations")
        self.assert_ok(run)
        self.assertEqual(run.out, "No internet radio stations.\n")
        self.assertEqual(json.loads(sunsonic("stations", "--json").out), {"stations": []})

    def test_a_station_is_added_changed_listed_and_deleted(self):
        run = sunsonic("station", "add", "Tide FM", "https://tide.example/live?q=1&x",
                       "--homepage", "https://tide.example/")
        self.assert_ok(run)
        [station] = stations_on_server()
        self.assertEqual(run.out, f"added station “Tide FM” ({station['id']}):"
                                  " https://tide.example/live?q=1&x\n")
        self.assertEqual(station["streamUrl"], "https://tide.example/live?q=1&x")

        run = sunsonic("station", "update", station["id"], "--name", "Tide", "--json")
        self.assert_ok(run)
        self.assertEqual(json.loads(run.out), {
            "action": "update", "id": station["id"],
            "station": {"id": station["id"], "name": "Tide",
                        "streamUrl": "https://tide.example/live?q=1&x",
                        "homePageUrl": "https://tide.example/"}})

        listed = json.loads(sunsonic("stations", "--json").out)["stations"]
        self.assertEqual([entry["name"] for entry in listed], ["Tide"])
        text = sunsonic("stations").out.splitlines()
        self.assertEqual(text[0].split(), ["Station", "ID", "Stream", "Home", "page"])
        self.assertEqual(text[1].split(), ["Tide", station["id"],
                                           "https://tide.example/live?q=1&x",
                                           "https://tide.example/"])

        run = sunsonic("station", "delete", station["id"])
        self.assert_ok(run)
        self.assertEqual(run.out, f"deleted station “Tide” ({station['id']})\n")
        self.assertEqual(stations_on_server(), [])

    def test_an_unknown_id_is_not_found_before_any_write(self):
        for action in (["delete", UNKNOWN_UUID], ["update", UNKNOWN_UUID, "--name", "x"]):
            with self.subTest(action=action[0]):
                run = sunsonic("station", *action, "--verbose")
                self.assertEqual(run.code, 66, run.err)
                self.assertIn(f'no internet radio station has the id "{UNKNOWN_UUID}"', run.err)
                asked = [m.group(2) for m in map(EXCHANGE.match, run.err.splitlines()) if m]
                self.assertEqual(asked, ["/rest/getInternetRadioStations"])

    def test_a_listener_is_refused_by_the_server(self):
        run = sunsonic("station", "add", "Tide", "https://tide.example/live",
                       user=LISTENER, password=LISTENER_PASSWORD)
        self.assertEqual(run.code, 77, run.err)
        self.assertEqual(run.err.count("\n"), 1)
        self.assertEqual(stations_on_server(), [])
        self.assert_ok(sunsonic("stations", user=LISTENER, password=LISTENER_PASSWORD))

    def test_a_hostile_name_is_shown_escaped(self):
        api("createInternetRadioStation", name="Evil\x1b[2J\u202eFM",
            streamUrl="http://evil.example/\x1b]0;x\x07")
        run = sunsonic("stations")
        self.assert_ok(run)
        self.assertNotIn("\x1b", run.out)
        self.assertNotIn("\u202e", run.out)
        self.assertIn("Evil [2J\\u202EFM", run.out)  # a table cell: controls become spaces
        listed = json.loads(sunsonic("stations", "--json").out)["stations"]
        self.assertEqual(listed[0]["name"], "Evil\x1b[2J\u202eFM")


if __name__ == "__main__":
    unittest.main()

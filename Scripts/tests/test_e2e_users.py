"""End to end: `users`, `user NAME|add|update|delete` and `password` against one real supysonic
(0.7.9 implements getUser, getUsers, createUser, updateUser, deleteUser and changePassword, and of
the roles only admin and jukebox: it ignores the others it is sent), started once for the module.

- Every write is made on a throwaway user (`e2e-users-…`), deleted after each test: the admin's
  own password is never changed.
- A new password reaches the server (the throwaway user then signs in with it) but never stdout,
  stderr or `--verbose`; an empty one is 65 with nothing sent.
- A user the server lacks: 66; a user who is not an admin: refused by the server (77).
- No stdout or stderr of any run holds a password (checked in tearDownModule).
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

import subsonic_server  # noqa: E402
from e2e_fixtures import Supysonic, base_environment  # noqa: E402
from sunsonic_e2e import Run, run_sunsonic  # noqa: E402

THROWAWAY = "e2e-users-robin"
FIRST_PASSWORD = "R0bin-first-e2e-Passw0rd"
NEW_PASSWORD = "R0bin-new-e2e-Passw0rd&=+é"

SERVER: Supysonic | None = None
HOME = ""
RUNS: list[Run] = []


def setUpModule():
    global SERVER, HOME
    HOME = tempfile.mkdtemp(prefix="e2e-users-home-")
    try:
        SERVER = Supysonic.start()
    except BaseException:
        tearDownModule()
        raise


def tearDownModule():
    global SERVER
    secrets = [FIRST_PASSWORD, NEW_PASSWORD, NEW_PASSWORD.encode().hex()]
    if SERVER is not None:
        secrets += [SERVER.password, SERVER.password.encode().hex()]
        SERVER.stop()
        SERVER = None
    shutil.rmtree(HOME, ignore_errors=True)
    leaks = [run for run in RUNS if any(s in run.out or s in run.err for s in secrets)]
    if leaks:
        raise AssertionError(f"a password appeared in {len(leaks)} of {len(RUNS)} outputs")


def api(endpoint: str, **params: str) -> dict:
    """Calls supysonic directly as its admin."""
    return subsonic_server.api_call(SERVER.url, endpoint, SERVER.password, params)


def user_names() -> list[str]:
    return [u["username"] for u in api("getUsers").get("users", {}).get("user", [])]


def sunsonic(*args: str, stdin: str | None = None, user: str | None = None,
             password: str | None = None) -> Run:
    environment = base_environment(HOME)
    environment.update(SERVER.env())
    if user is not None:
        environment.update(SUBSONIC_USER=user, SUBSONIC_PASSWORD=password or "")
    run = run_sunsonic(list(args), env=environment, stdin=stdin, timeout=30, cwd=HOME)
    RUNS.append(run)
    return run


class Users(unittest.TestCase):
    def tearDown(self):
        if THROWAWAY in user_names():
            api("deleteUser", username=THROWAWAY)

    def add_throwaway(self, *flags: str) -> Run:
        return sunsonic("user", "add", THROWAWAY, "--email", "robin@example.org", *flags,
                        stdin=FIRST_PASSWORD + "\n")

    def test_users_lists_the_admin(self):
        run = sunsonic("users")
        self.assertEqual(run.code, 0, run.err)
        self.assertEqual(run.out.splitlines()[0].split(), ["User", "Admin", "E-mail", "Roles"])
        listed = json.loads(sunsonic("users", "--json").out)["users"]
        admin = next(u for u in listed if u["username"] == SERVER.user)
        self.assertTrue(admin["admin"])

    def test_add_update_show_and_delete_a_throwaway_user(self):
        added = self.add_throwaway("--grant", "jukebox")
        self.assertEqual(added.code, 0, added.err)
        self.assertIn(f"added user “{THROWAWAY}”", added.out)
        self.assertIn("jukebox", added.out)
        self.assertIn(THROWAWAY, user_names())
        # It signs in with the password given on standard input.
        own = sunsonic("whoami", user=THROWAWAY, password=FIRST_PASSWORD)
        self.assertEqual(own.code, 0, own.err)
        self.assertIn(f"User:        {THROWAWAY}", own.out)
        updated = sunsonic("user", "update", THROWAWAY, "--revoke", "jukebox", "--json")
        self.assertEqual(updated.code, 0, updated.err)
        self.assertNotIn("jukebox", json.loads(updated.out)["user"]["roles"])
        # supysonic reports jukeboxRole for every admin.
        made_admin = sunsonic("user", "update", THROWAWAY, "--admin", "--json")
        self.assertTrue(json.loads(made_admin.out)["user"]["admin"])
        shown = sunsonic("user", THROWAWAY, "--json")
        self.assertEqual(json.loads(shown.out)["email"], "robin@example.org")
        deleted = sunsonic("user", "delete", THROWAWAY)
        self.assertEqual((deleted.code, deleted.out), (0, f"deleted user “{THROWAWAY}”\n"))
        self.assertNotIn(THROWAWAY, user_names())

    def test_password_is_changed_by_the_admin_and_by_the_user_never_shown(self):
        self.assertEqual(self.add_throwaway().code, 0)
        changed = sunsonic("--verbose", "password", THROWAWAY, stdin=NEW_PASSWORD + "\n")
        self.assertEqual(changed.code, 0, changed.err)
        self.assertEqual(changed.out, f"changed the password of “{THROWAWAY}”\n")
        self.assertIn("/rest/changePassword 200", changed.err)
        refused = sunsonic("whoami", user=THROWAWAY, password=FIRST_PASSWORD)
        self.assertEqual(refused.code, 77, refused.err)
        # The user changes their own back, signed in with the new one.
        own = sunsonic("password", stdin=FIRST_PASSWORD + "\n", user=THROWAWAY,
                       password=NEW_PASSWORD)
        self.assertEqual(own.code, 0, own.err)
        self.assertEqual(sunsonic("whoami", user=THROWAWAY, password=FIRST_PASSWORD).code, 0)

    def test_an_empty_password_is_65_and_nothing_is_sent(self):
        self.assertEqual(self.add_throwaway().code, 0)
        for stdin in ("", "\n"):
            run = sunsonic("--verbose", "password", THROWAWAY, stdin=stdin)
            self.assertEqual(run.code, 65, run.err)
            self.assertNotIn("changePassword", run.err)
        self.assertEqual(sunsonic("whoami", user=THROWAWAY, password=FIRST_PASSWORD).code, 0)

    def test_an_unknown_user_is_66_and_a_listener_is_refused(self):
        for args in (("user", "e2e-users-nobody"), ("user", "delete", "e2e-users-nobody"),
                     ("password", "e2e-users-nobody")):
            run = sunsonic(*args, stdin="x\n")
            self.assertEqual(run.code, 66, f"{args}: {run.err}")
        self.assertEqual(self.add_throwaway().code, 0)
        listing = sunsonic("users", user=THROWAWAY, password=FIRST_PASSWORD)
        self.assertEqual(listing.code, 77, listing.err)
        other = sunsonic("password", SERVER.user, stdin="x\n", user=THROWAWAY,
                         password=FIRST_PASSWORD)
        self.assertEqual(other.code, 77, other.err)


if __name__ == "__main__":
    unittest.main()

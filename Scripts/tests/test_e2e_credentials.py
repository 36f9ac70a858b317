"""End to end: no credential ever leaves `sunsonic` except in the request itself.

Every music command runs against a real supysonic (through a recording pass-through proxy, so
that every token `t` and salt `s` sent is known), with the server's password and, separately,
with an API key (supysonic refuses API keys: the commands fail, but nothing may leak), in
normal and `--verbose` mode, writing its files into a temporary folder; the error paths run
through the fault proxy (including a redirect to another host). Then every byte of stdout,
stderr and every file written is searched for the password (plain, URL-encoded, hex,
`enc:` + hex), every token and salt seen, and the API key.

Also: the configuration file is refused when group or others can read it; `--password` and `-p`
are rejected; the password is not sent over plain http to a host that is not loopback unless
explicitly allowed. The client decides "loopback" from the host as written, without resolving
it (`localhost`, 127.0.0.0/8, ::1), so the refusal is tested honestly end to end through this
machine's own host name (here `vm`, which /etc/hosts resolves to 127.0.0.1, but which the client
must treat as remote): the proxy listening on 127.0.0.1 receives what would go to the network.
"""

from __future__ import annotations

import binascii
import contextlib
import json
import os
import re
import secrets
import shutil
import socket
import sys
import tempfile
import unittest
import uuid
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from e2e_fixtures import (CLIAssertions, Supysonic, TargetedFaultProxy,  # noqa: E402
                          base_environment, password_authenticated)
from sunsonic_e2e import run_sunsonic  # noqa: E402

VERBOSE_LINE = re.compile(r"^(GET|POST) /rest/[A-Za-z0-9]+(\.view)? (\d{3}|failed) \d+ ms"
                          r"( \([^?]*\))?( \[again: [^?]*\])?$")


def hex_forms(text: str) -> list[str]:
    raw = binascii.hexlify(text.encode("utf-8")).decode("ascii")
    return [raw, raw.upper(), "enc:" + raw, "enc:" + raw.upper()]


class CredentialsNeverLeak(CLIAssertions, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Supysonic.start()
        try:
            cls.api_key = secrets.token_urlsafe(24)
            cls.songs = cls.server.songs()
            albums = cls.server.api("getAlbumList2", type="alphabeticalByName", size=50)
            cls.albums = albums["albumList2"]["album"]
            cls.night_pieces = next(a for a in cls.albums if a["name"] == "Night Pieces")
            album = cls.server.api("getAlbum", id=cls.night_pieces["id"])["album"]
            cls.cover_id = album["coverArt"]
            cls.artist_id = cls.albums[0]["artistId"]
        except BaseException:
            cls.server.stop()
            raise

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="e2e-credentials-home-")
        self.folder = tempfile.mkdtemp(prefix="e2e-credentials-out-")
        self.proxies: list[TargetedFaultProxy] = []
        self.runs = []
        self.inputs: set[str] = set()  # files the test wrote itself (a 0600 config file)
        self.extra_secrets: set[str] = set()
        for song in self.songs:  # supysonic refuses to star what is starred: start clean
            self.server.api("unstar", id=song.id)
        self.addCleanup(shutil.rmtree, self.home, True)
        self.addCleanup(shutil.rmtree, self.folder, True)

    # ---- plumbing

    @contextlib.contextmanager
    def proxy(self, fault="none", **params):
        proxy = TargetedFaultProxy(upstream=self.server.url, fault=fault, **params).start()
        self.proxies.append(proxy)
        try:
            yield proxy
        finally:
            proxy.stop()

    def env(self, url: str, mode: str) -> dict[str, str]:
        env = {**base_environment(self.home), "SUBSONIC_URL": url}
        if mode == "password":
            env.update(SUBSONIC_USER=self.server.user, SUBSONIC_PASSWORD=self.server.password)
        else:
            env.update(SUBSONIC_API_KEY=self.api_key)
        return env

    def run_cli(self, args, env, stdin=None, timeout=60):
        run = run_sunsonic(args, env=env, stdin=stdin, timeout=timeout, cwd=self.folder)
        self.runs.append(run)
        return run

    def secrets(self) -> set[str]:
        password, key = self.server.password, self.api_key
        found = {password, quote(password, safe=""), *hex_forms(password),
                 key, quote(key, safe="")}
        for proxy in self.proxies:
            for request in proxy.requests + proxy.redirect_target_requests:
                for name in ("t", "s", "p", "apiKey"):
                    found.update(v for v in request.query.get(name, []) if v)
        found.update(self.extra_secrets)
        return {value for value in found if len(value) >= 8}

    def _formatMessage(self, msg, standardMsg):
        """Every failure message, with any credential replaced: a failing test must not
        print what it guards."""
        text = super()._formatMessage(msg, standardMsg)
        for secret in sorted(self.secrets(), key=len, reverse=True):
            text = text.replace(secret, "<credential>")
        return text

    def assert_nothing_leaked(self):
        secrets_seen = self.secrets()
        tokens = sum(len(r.query.get("t", [])) for p in self.proxies for r in p.requests)
        haystacks = []
        for index, run in enumerate(self.runs):
            haystacks.append((f"stdout of run {index}", run.out.encode("utf-8")))
            haystacks.append((f"stderr of run {index}", run.err.encode("utf-8")))
        for root in (self.folder, self.home):
            for folder, _, names in os.walk(root):
                for name in names:
                    path = os.path.join(folder, name)
                    if path in self.inputs:
                        continue
                    with open(path, "rb") as fh:
                        haystacks.append((path, fh.read()))
                    haystacks.append((f"name {path}", path.encode("utf-8")))
        for where, data in haystacks:
            for secret in secrets_seen:
                # assertNotIn would print the secret: the message names only where it was.
                self.assertFalse(secret.encode("utf-8") in data,
                                 f"a credential ({len(secret)} characters) leaked into {where}")
        return len(secrets_seen), tokens, len(haystacks)

    def every_command(self, song, other) -> list[list[str]]:
        """Every music command of `sunsonic --help`, with real ids and files into the folder.
        The playlist commands work on a playlist made by `playlist create` just before."""
        return [
            ["ping"], ["artists"], ["artists", "--json"], ["artist", self.artist_id],
            ["album", self.night_pieces["id"]], ["album", self.night_pieces["id"], "--json"],
            ["song", song.id], ["search", "Dawn"], ["albums"], ["random", "--size", "3"],
            ["starred"], ["star", song.id], ["unstar", song.id], ["rate", song.id, "3"],
            ["rate", song.id, "0"], ["scrobble", song.id], ["playlists"],
            ["PLAYLIST-CREATE", other.id], ["playlist", "{pid}"],
            ["playlist", "add", "{pid}", song.id], ["playlist", "remove", "{pid}", "1"],
            ["playlist", "rename", "{pid}", "renamed-{name}"], ["playlist", "delete", "{pid}"],
            ["download", song.id, "-o", os.path.join(self.folder, "{name}.mp3")],
            ["download", song.id, "-o", os.path.join(self.folder, "{name}") + "/"],
            ["cover", self.cover_id, "-o", os.path.join(self.folder, "{name}-cover.png")],
            ["lyrics", "Aurora Tones", "Updraft"], ["lyrics", "Aurora Tones", "Updraft", "--json"],
        ]

    def one_pass(self, mode, verbose, song, other):
        """Runs every command through its own recording proxy (no assertions here); answers
        the proxy and (args, run, exchanges recorded) triples."""
        name = uuid.uuid4().hex[:8]
        os.mkdir(os.path.join(self.folder, name))
        playlist = "no-such-playlist"
        done = []
        with self.proxy() as proxy:
            for args in self.every_command(song, other):
                if args[0] == "PLAYLIST-CREATE":
                    args = ["playlist", "create", f"leak-{name}", "--song", args[1], "--json"]
                args = [a.replace("{pid}", playlist).replace("{name}", name) for a in args]
                if verbose:
                    args.append("--verbose")
                before = proxy.request_count
                # A fresh state folder for each command, so that each one goes through tokens
                # and the password form (a remembered refusal would skip the tokens).
                state = tempfile.mkdtemp(prefix="e2e-state-")
                env = {**self.env(proxy.base_url, mode), "XDG_STATE_HOME": state}
                run = run_sunsonic(args, env=env, timeout=60, cwd=self.folder)
                shutil.rmtree(state, ignore_errors=True)
                if run.code == 0 and args[:2] == ["playlist", "create"]:
                    playlist = json.loads(run.out)["id"]
                done.append((args, run, proxy.request_count - before))
        return proxy, done

    def run_both_passes(self, mode):
        """The normal and the --verbose pass (different songs), then their checks. One after
        the other: supysonic on SQLite stalls for seconds on concurrent requests."""
        passes = [(mode, False, self.songs[0], self.songs[1]),
                  (mode, True, self.songs[2], self.songs[3])]
        results = [self.one_pass(*job) for job in passes]
        checked = []
        for (_, verbose, _, _), (proxy, done) in zip(passes, results):
            for args, run, exchanges in done:
                self.runs.append(run)
                with self.subTest(verbose=verbose, command=args[:2]):
                    if mode == "password":
                        self.assertEqual(run.code, 0, f"{args[:3]}: {run.err}")
                    else:
                        self.assertIn(run.code, (64, 69, 77), f"{args[:3]}: {run.err}")
                    if verbose:
                        lines = run.err.splitlines()
                        log = lines if run.code == 0 else lines[:-1]
                        for line in log:
                            self.assertRegex(line, VERBOSE_LINE)
                        self.assertEqual(len(log), exchanges,
                                         f"{args[:3]}: one --verbose line per exchange")
                    elif run.code != 0:
                        self.assert_one_clean_line(run.err)
                    else:
                        self.assertEqual(run.err, "")
            checked.append(proxy)
        return checked

    # ---- every command, both credentials, both modes

    def test_every_command_with_the_password_leaks_nothing(self):
        self.run_both_passes("password")
        count, tokens, places = self.assert_nothing_leaked()
        self.assertGreater(tokens, 40, "the token requests were not recorded")
        written = sorted(name for _, _, names in os.walk(self.folder) for name in names)
        self.assertEqual(len([n for n in written if n.endswith(".mp3")]), 4, written)
        self.assertEqual(len([n for n in written if n.endswith("-cover.png")]), 2, written)
        self.assertFalse([n for n in written if n.startswith(".")], written)

    def test_every_command_with_an_api_key_leaks_nothing(self):
        for proxy in self.run_both_passes("apikey"):
            keyed = [r for r in proxy.requests if "apiKey" in r.query]
            self.assertTrue(keyed, "no request carried the API key")
            self.assertEqual([r for r in proxy.requests if {"t", "s", "p"} & set(r.query)],
                             [], "a password-style credential was sent with an API key")
        self.assert_nothing_leaked()

    def test_error_paths_leak_nothing(self):
        after_password = dict(when=password_authenticated)
        faults = [
            ("status", dict(status=500)), ("stall", {}), ("redirect", {}),
            ("content-type", dict(content_type="text/html")),
            ("reset-mid-body", after_password),
            ("truncate", dict(after_password, short_body=True)),
        ]
        song = self.songs[5]
        commands = [["ping"], ["star", song.id],
                    ["download", song.id, "-o", os.path.join(self.folder, "f.mp3")]]
        # --verbose shows a superset of the normal stderr (the log lines, then the same error
        # line); the normal mode once per fault, for its one-line rule.
        ping, star, download = commands
        per_fault = [(ping, "password", False), (ping, "password", True),
                     (ping, "apikey", True), (star, "password", True),
                     (download, "password", True), (download, "apikey", True)]
        # A stall costs the whole --timeout: twice is enough for its one message.
        stalled = [(ping, "password", True), (download, "apikey", True)]
        jobs = [(fault, params, args, mode, verbose) for fault, params in faults
                for args, mode, verbose in (stalled if fault == "stall" else per_fault)]

        def one(job):
            fault, params, args, mode, verbose = job
            args = [a.replace("{name}", uuid.uuid4().hex[:8]) for a in args]
            with self.proxy(fault, **params) as proxy:
                run = run_sunsonic([*args, "--timeout", "1", *(["--verbose"] if verbose else [])],
                                   env=self.env(proxy.base_url, mode), timeout=60,
                                   cwd=self.folder)
                return run, proxy.redirect_target_requests

        results = [one(job) for job in jobs]  # one at a time: supysonic runs on SQLite
        for job, (run, target_requests) in zip(jobs, results):
            self.runs.append(run)
            fault, params, args, mode, verbose = job
            with self.subTest(fault=fault, command=args[0], mode=mode, verbose=verbose):
                if fault != "content-type" or args[0] == "download" or mode == "apikey":
                    self.assertNotEqual(run.code, 0, run.err)
                # (A JSON answer labelled text/html is read as JSON: outcomes may be 0.)
                if not verbose and run.code != 0:
                    self.assert_one_clean_line(run.err)
                self.assertEqual(target_requests, [], "the redirect target got a request")
        self.assertEqual(os.listdir(self.folder), [], "a failed download left a file")
        self.assert_nothing_leaked()

    def test_a_huge_password_on_stdin_is_not_echoed(self):
        # 256 KiB of text (4 MiB takes the debug build over 20 s of CPU before failing).
        password = secrets.token_hex(128 * 1024)
        with self.proxy() as proxy:
            env = {**base_environment(self.home), "SUBSONIC_URL": proxy.base_url}
            for verbose in ([], ["--verbose"]):
                run = self.run_cli(["ping", "--user", "sunsonic", "--password-stdin", *verbose],
                                   env, stdin=password)
                self.assertIn(run.code, (64, 69, 77), run.err[:300])
                self.assertLess(len(run.err), 2000)
                if not verbose:
                    self.assert_one_clean_line(run.err)
        self.extra_secrets.add(password)
        for where in [r.out + r.err for r in self.runs]:
            self.assertFalse(password[:64] in where, "the stdin password was echoed")
            self.assertFalse(hex_forms(password[:64])[0] in where, "its hex form was echoed")
        self.assert_nothing_leaked()

    # ---- the configuration file

    def write_config(self, mode: int, text: str) -> str:
        folder = os.path.join(self.home, ".config", "sunsonic")
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "config")
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.chmod(path, mode)
        self.inputs.add(path)
        return path

    def test_configuration_file_readable_by_others_is_refused(self):
        text = (f"server = {self.server.url}\nuser = {self.server.user}\n"
                f"password = {self.server.password}\n")
        for mode in (0o644, 0o640, 0o604, 0o660, 0o606):
            with self.subTest(mode=oct(mode)):
                path = self.write_config(mode, text)
                run = self.run_cli(["ping"], base_environment(self.home))
                self.assert_failure(run, 78, path, "chmod 600", oct(mode)[2:])
        path = self.write_config(0o644, f"server = {self.server.url}\napi-key = {self.api_key}\n")
        self.assert_failure(self.run_cli(["artists"], base_environment(self.home)), 78,
                            "chmod 600")
        path = self.write_config(0o600, text)
        run = self.run_cli(["ping"], base_environment(self.home))
        self.assertEqual(run.code, 0, run.err)
        self.assertEqual(os.stat(path).st_mode & 0o777, 0o600)
        self.assert_nothing_leaked()

    # ---- flags that would put the password in argv

    def test_password_flags_are_rejected(self):
        env = {**base_environment(self.home), "SUBSONIC_URL": self.server.url,
               "SUBSONIC_USER": self.server.user}
        secret = self.server.password
        for args in (["--password", secret], [f"--password={secret}"], ["-p", secret],
                     ["--password"], ["-p"]):
            with self.subTest(args=[a.replace(secret, "<password>") for a in args]):
                run = self.run_cli(["ping", *args], env)
                self.assert_failure(run, 64, "unknown option")
                self.assertRegex(run.err, r'"(--password|-p)"')
        self.assert_nothing_leaked()

    def test_attached_password_value_is_not_echoed(self):
        # Found by these tests (was: `unknown option "-pSECRET"`).
        env = {**base_environment(self.home), "SUBSONIC_URL": self.server.url,
               "SUBSONIC_USER": self.server.user}
        run = self.run_cli(["ping", "-p" + self.server.password], env)
        self.assert_failure(run, 64, "unknown option", '"-p…"')
        self.assert_nothing_leaked()

    def test_password_inside_a_malformed_server_address_is_not_echoed(self):
        # Found by these tests (was: the whole address, user:password included, echoed).
        secret = self.server.password
        for url in (f"http://u:{secret}@exa mple.com", f"ftp://u:{secret}@host",
                    f"http://u:{secret}@127.0.0.1:1", f"http://{secret}@127.0.0.1:1",
                    f"http://u:{secret}@127.0.0.1:99999"):
            env = {**base_environment(self.home), "SUBSONIC_URL": url,
                   "SUBSONIC_USER": "u", "SUBSONIC_PASSWORD": "other"}
            self.assert_failure(self.run_cli(["ping"], env), 78)  # from the environment
            self.assert_failure(self.run_cli(["ping", "--server", url], env), 64)
        self.assert_nothing_leaked()

    # ---- plain http to a host that is not loopback

    def remote_looking_host(self) -> str:
        """This machine's host name, when it resolves to 127.0.0.0/8 and is not `localhost`."""
        name = socket.gethostname()
        try:
            address = socket.gethostbyname(name)
        except OSError:
            self.skipTest(f"the host name {name!r} does not resolve: no honest remote-looking "
                          "host that still reaches this machine")
        if name.lower().rstrip(".") == "localhost" or not address.startswith("127."):
            self.skipTest(f"the host name {name!r} resolves to {address}, not loopback")
        return name

    def test_password_is_not_sent_over_plain_http_to_a_host_that_is_not_loopback(self):
        host = self.remote_looking_host()
        song = self.songs[6]
        with self.proxy() as proxy:
            url = f"http://{host}:{proxy.base_url.rsplit(':', 1)[1]}"
            env = self.env(url, "password")
            for args in (["ping"], ["star", song.id],
                         ["download", song.id, "-o", os.path.join(self.folder, "r.mp3")]):
                with self.subTest(command=args[0]):
                    run = self.run_cli(args, env)
                    self.assert_failure(run, 77, f"refused to send the password or API key to {host}",
                                        "plain http")
            self.assertTrue(proxy.requests, "the token requests did not reach the proxy")
            self.assertTrue(all("t" in r.query for r in proxy.requests))
            self.assertEqual([r.path for r in proxy.requests if "p" in r.query], [],
                             "the password went over plain http")
            self.assertEqual(os.listdir(self.folder), [])
            self.assertNotIn(song.id, [s["id"] for s in self.server.api("getStarred2")
                                       ["starred2"].get("song", [])])

            # Explicitly allowed: by flag, or by the environment.
            proxy.reset()
            run = self.run_cli(["ping", "--allow-insecure-password"], env)
            self.assertEqual(run.code, 0, run.err)
            run = self.run_cli(["ping"], {**env, "SUBSONIC_ALLOW_INSECURE_PASSWORD": "1"})
            self.assertEqual(run.code, 0, run.err)
            self.assertEqual(len([r for r in proxy.requests if "p" in r.query]), 2)
        self.assert_nothing_leaked()

    def test_once_the_server_is_known_each_command_costs_one_request(self):
        state = tempfile.mkdtemp(prefix="e2e-state-")
        try:
            with self.proxy() as proxy:
                env = {**self.env(proxy.base_url, "password"), "XDG_STATE_HOME": state}
                first = self.run_cli(["ping", "--verbose"], env)
                self.assertEqual(first.code, 0, first.err)
                self.assertEqual(proxy.request_count, 2, "supysonic refuses tokens: 2 the first time")
                self.assertIn("[again: the server refused tokens: asked again with the password]",
                              first.err)
                path = os.path.join(state, "sunsonic", "servers")
                self.assertEqual(os.stat(path).st_mode & 0o777, 0o600)
                with open(path, encoding="utf-8") as fh:
                    text = fh.read()
                self.assertEqual(text, f"{proxy.base_url}\t{self.server.user}\tpassword\t-\n")
                for command in (["ping"], ["artists"], ["random", "--size", "2"], ["starred"]):
                    with self.subTest(command=command[0]):
                        before = proxy.request_count
                        run = self.run_cli(command, env)
                        self.assertEqual(run.code, 0, run.err)
                        self.assertEqual(proxy.request_count - before, 1, "one request")
        finally:
            shutil.rmtree(state, ignore_errors=True)
        self.assert_nothing_leaked()

    def test_api_key_follows_the_same_plain_http_rule_as_the_password(self):
        host = self.remote_looking_host()
        with self.proxy() as proxy:
            port = proxy.base_url.rsplit(':', 1)[1]
            run = self.run_cli(["ping"], self.env(f"http://{host}:{port}", "apikey"))
            self.assert_failure(run, 77, f"refused to send the password or API key to {host}")
            self.assertEqual(proxy.requests, [], "the API key went over plain http")
            # Loopback is decided by address: every spelling of 127.0.0.0/8 the resolver takes.
            for spelled in ("127.1", "2130706433", "0x7f.0.0.1", "0177.0.0.01", "127.0.1",
                            "LOCALHOST"):
                for kind in ("password", "apikey"):
                    with self.subTest(host=spelled, credentials=kind):
                        proxy.reset()
                        run = self.run_cli(["ping"], self.env(f"http://{spelled}:{port}", kind))
                        self.assertNotIn("plain http", run.err)
                        self.assertTrue(proxy.requests, f"nothing reached {spelled}: {run.err}")
        self.assert_nothing_leaked()


if __name__ == "__main__":
    unittest.main()

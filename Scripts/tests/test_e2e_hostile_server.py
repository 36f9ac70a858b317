"""End to end: the built `sunsonic` against a hostile server, and with hostile output streams.

A canned server on 127.0.0.1 answers every request with what a test sets. Each class of issue 18
is driven with many generated variants:

- terminal safety: every C0 and C1 control character and bidi override in server errors (JSON
  and XML), names, and redirects reaches stdout and stderr escaped (`\\uXXXX`), `--json` stays
  valid JSON with the server's value, and an error is one line of at most a few hundred
  characters, even for a 15 MiB message;
- no crash: extreme numbers in every numeric field, summed durations past `Int.max`;
- standard output full (`/dev/full`), closed, or a broken pipe with SIGPIPE ignored: one line on
  stderr and exit 74;
- a Subsonic error envelope under a media label (or none) during a download is the error (its
  "not found" is exit 66), and no file is left;
- files: `--force` replaces regular files only, and a file that cannot be created is exit 73
  naming the target, for `download` and `cover`.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from canned_server import Answer, CannedServer, envelope  # noqa: E402
from e2e_fixtures import CLIAssertions, base_environment  # noqa: E402
from sunsonic_e2e import run_sunsonic, sunsonic_binary  # noqa: E402

BIDI = [0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
UNSAFE = [chr(c) for c in [*range(0x00, 0x20), *range(0x7F, 0xA0), *BIDI]]
UNSAFE_SET = set(UNSAFE)
CRASH_CODES = {132, 133, 134, 136, 139, -4, -5, -6, -8, -11}



def hostile_texts(count: int = 40, seed: int = 18) -> list[str]:
    """Each unsafe character between letters, real attack sequences, and random mixes."""
    generator = random.Random(seed)
    texts = [f"a{c}b" for c in UNSAFE if c != "\x00"]
    texts += ["\x1b[2J\x1b[H", "\x1b]0;owned\x07", "\x1b]52;c;ZWNobyBvd25lZA==\x1b\\",
              "\x9b2J", "\x9d0;title\x9c", "evil\u202e3pm.exe", "line\r\nfake: line"]
    for _ in range(count):
        texts.append("".join(generator.choice(UNSAFE[1:]) if generator.random() < 0.5
                             else chr(generator.randrange(0x20, 0x7F))
                             for _ in range(generator.randrange(1, 16))))
    return texts


def failed(message: str, code: int = 0) -> bytes:
    return json.dumps({"subsonic-response": {
        "status": "failed", "version": "1.16.1",
        "error": {"code": code, "message": message}}}).encode()


def json_answer(body: bytes, status: int = 200) -> Answer:
    return status, {"Content-Type": "application/json"}, body


class HostileServerTests(CLIAssertions, unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.server = CannedServer(lambda endpoint, query: json_answer(envelope({}))).start()
        cls.home = tempfile.mkdtemp(prefix="e2e-hostile-server-")
        cls.env = {**base_environment(cls.home), "SUBSONIC_URL": cls.server.url,
                   "SUBSONIC_USER": "e2e-user", "SUBSONIC_PASSWORD": "e2e-hostile-password"}

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.stop()
        shutil.rmtree(cls.home, ignore_errors=True)

    def setUp(self) -> None:
        self.folder = tempfile.mkdtemp(prefix="e2e-hostile-files-")

    def tearDown(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    def serve(self, answer: Callable[[str, dict], Answer]) -> None:
        def answering(endpoint: str, query: dict) -> Answer:
            return json_answer(envelope({})) if endpoint == "ping" else answer(endpoint, query)
        self.server.answer = answering

    def run_cli(self, args: list[str]):
        return run_sunsonic([*args, "--timeout", "5"], env=self.env, timeout=60, cwd=self.folder)

    def assert_terminal_safe(self, text: str, where: str) -> None:
        found = sorted({hex(ord(c)) for c in text if c in UNSAFE_SET and c != "\n"})
        self.assertEqual(found, [], f"{where}: raw control characters in {text[:300]!r}")

    def assert_no_crash(self, run, where: str) -> None:
        self.assertNotIn(run.code, CRASH_CODES, f"{where}: crashed: {run.err[:500]!r}")
        for crash in ("Fatal error", "Stack dump", "Illegal instruction", "backtrace"):
            self.assertNotIn(crash, run.err, where)

    # ------------------------------------------------------------------ terminal safety

    def test_server_error_messages_are_one_escaped_bounded_line(self):
        for message in hostile_texts():
            for label, body in (("json", json_answer(failed(message))),):
                with self.subTest(message=message, label=label):
                    self.serve(lambda e, q, b=body: b)
                    run = self.run_cli(["artists"])
                    self.assert_failure(run, 69)
                    self.assert_terminal_safe(run.err, "stderr")
                    self.assertLessEqual(len(run.err), 400)

    def test_xml_errors_of_media_endpoints_are_escaped_too(self):
        for message in hostile_texts(count=10):
            quoted = (message.replace("&", "&amp;").replace('"', "&quot;")
                      .replace("<", "&lt;").replace("\x00", ""))
            xml = (f'<?xml version="1.0"?><subsonic-response status="failed" version="1.16.1">'
                   f'<error code="70" message="{quoted}"/></subsonic-response>').encode()
            with self.subTest(message=message):
                self.serve(lambda e, q, x=xml: (200, {"Content-Type": "text/xml"}, x))
                run = self.run_cli(["cover", "c1", "-o", os.path.join(self.folder, "c.png")])
                self.assert_failure(run, 66)  # error 70: not found
                self.assert_terminal_safe(run.err, "stderr")
                self.assertEqual(os.listdir(self.folder), [])

    def test_a_14_mib_error_message_prints_one_short_marked_line(self):
        # 14 MiB of text is 15.1 MiB of JSON once ESC is escaped: within the 16 MiB body limit.
        huge = ("\x1b[2J" + "x" * 60) * (14 * 1024 * 1024 // 64)
        self.serve(lambda e, q: json_answer(failed(huge)))
        run = self.run_cli(["artists"])
        self.assert_failure(run, 69, "[cut: ")
        self.assert_terminal_safe(run.err, "stderr")
        self.assertLessEqual(len(run.err), 400)

    def test_names_are_escaped_in_text_and_kept_in_json(self):
        names = hostile_texts()
        artists = [{"id": f"ar-{i}", "name": name} for i, name in enumerate(names)]
        self.serve(lambda e, q: json_answer(envelope(
            {"artists": {"index": [{"name": "A", "artist": artists}]}})))
        text = self.run_cli(["artists"])
        self.assertEqual(text.code, 0, text.err)
        self.assert_terminal_safe(text.out, "artists")
        listed = self.run_cli(["artists", "--json"])
        self.assertEqual(listed.code, 0, listed.err)
        self.assert_terminal_safe(listed.out, "artists --json")
        shown = json.dumps(json.loads(listed.out), ensure_ascii=False)
        for name in names:
            self.assertIn(json.dumps(name, ensure_ascii=False)[1:-1], shown,
                          "--json keeps the server's value")

    def test_sun_redirects_with_control_bytes_are_escaped(self):
        for location in ("http://other.example/\x1b]0;owned\x07", "/json\x1b[2J?x=1",
                         "http://ev%1B%5B2Jil.example/", "http://\u202eexample/"):
            with self.subTest(location=location):
                self.server.answer = lambda e, q, loc=location: (302, {"Location": loc}, b"")
                run = run_sunsonic(["sun", "--lat", "1", "--lng", "1", "--timeout", "3",
                                    "--api-url", self.server.url + "/json"], env=self.env)
                self.assert_failure(run, 69)
                self.assert_terminal_safe(run.err, "stderr")

    # ------------------------------------------------------------------ no crash

    def test_extreme_numbers_never_crash_any_rendering(self):
        extremes = [1e19, -1e19, 9223372036854775807, 9223372036854775808, 6e18,
                    1.7976931348623157e308, -1, 0.5, "99999999999999999999"]
        fields = ["track", "discNumber", "year", "duration", "size", "bitRate", "userRating",
                  "averageRating", "playCount"]
        for number in extremes:
            song = {"id": "s1", "title": "T", "album": "A", "albumId": "al1", "artist": "R",
                    **{field: number for field in fields}}
            entries = [{**song, "id": f"e{i}", "duration": 6_000_000_000_000_000}
                       for i in range(2_000)]
            playlist = {"id": "p1", "name": "P", "songCount": number, "entry": entries}
            album = {"id": "al1", "name": "A", "songCount": number, "duration": number,
                     "year": number, "song": [song]}

            def answer(endpoint, query, song=song, playlist=playlist, album=album):
                return json_answer(envelope({
                    "getSong": {"song": song},
                    "getPlaylist": {"playlist": playlist},
                    "getPlaylists": {"playlists": {"playlist": [
                        {k: v for k, v in playlist.items() if k != "entry"}]}},
                    "getAlbum": {"album": album},
                }.get(endpoint, {})))
            self.serve(answer)
            for args in (["song", "s1"], ["playlist", "p1"], ["playlists"], ["album", "al1"]):
                for output in ([], ["--json"]):
                    with self.subTest(number=number, command=args[0], json=bool(output)):
                        run = self.run_cli([*args, *output])
                        self.assert_no_crash(run, f"{args} {number}")
                        if run.code != 0:
                            self.assert_failure(run, 69)
                        elif output:
                            json.loads(run.out)

    # ------------------------------------------------------------------ standard output

    def run_preview(self, **popen) -> subprocess.CompletedProcess:
        return subprocess.run([sunsonic_binary(), "artists", "--preview"], env={
            **base_environment(self.home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")},
            stderr=subprocess.PIPE, text=True, timeout=30, **popen)

    def test_a_full_standard_output_is_exit_74_with_one_line(self):
        with open("/dev/full", "w") as full:
            run = self.run_preview(stdout=full)
        self.assertEqual(run.returncode, 74, run.stderr)
        self.assertEqual(run.stderr,
                         "sunsonic: cannot write to standard output: No space left on device\n")

    def test_a_closed_standard_output_is_exit_74_with_one_line(self):
        run = self.run_preview(stdout=subprocess.DEVNULL, preexec_fn=lambda: os.close(1))
        self.assertEqual(run.returncode, 74, run.stderr)
        self.assertEqual(run.stderr,
                         "sunsonic: cannot write to standard output: Bad file descriptor\n")

    def test_a_broken_pipe_with_sigpipe_ignored_is_exit_74(self):
        reader, writer = os.pipe()
        os.close(reader)
        try:
            run = self.run_preview(
                stdout=writer, restore_signals=False,
                preexec_fn=lambda: signal.signal(signal.SIGPIPE, signal.SIG_IGN))
        finally:
            os.close(writer)
        self.assertEqual(run.returncode, 74, run.stderr)
        self.assertEqual(run.stderr, "sunsonic: cannot write to standard output: Broken pipe\n")

    # ------------------------------------------------------------------ media and files

    def test_an_error_envelope_under_a_media_label_is_the_error_and_no_file(self):
        bodies = [failed("Song not found", 70),
                  b'<subsonic-response status="failed"><error code="70" message="Song not found"'
                  b'/></subsonic-response>']
        for label in (None, "audio/mpeg", "application/octet-stream", "audio/flac"):
            for body in bodies:
                with self.subTest(label=label, body=body[:20]):
                    headers = {} if label is None else {"Content-Type": label}
                    self.serve(lambda e, q, h=headers, b=body: (
                        json_answer(envelope({"song": {"id": "s1", "title": "T",
                                                       "suffix": "mp3"}}))
                        if e == "getSong" else (200, h, b)))
                    run = self.run_cli(["download", "s1"])
                    self.assert_failure(run, 66, "Song not found")
                    self.assertEqual(os.listdir(self.folder), [])

    def test_force_replaces_regular_files_only(self):
        self.serve(lambda e, q: (200, {"Content-Type": "image/png"}, b"\x89PNG\r\n\x1a\nimage"))
        fifo = os.path.join(self.folder, "cover.png")
        os.mkfifo(fifo)
        link = os.path.join(self.folder, "link.png")
        os.symlink("/dev/null", link)
        for target in (fifo, link):
            with self.subTest(target=target):
                run = self.run_cli(["cover", "c1", "-o", target, "--force"])
                self.assert_failure(run, 73, "not a regular file")
        self.assertTrue(os.path.islink(link) and os.readlink(link) == "/dev/null")
        self.assertEqual(sorted(os.listdir(self.folder)), ["cover.png", "link.png"])

    def test_a_file_that_cannot_be_created_is_exit_73_naming_the_target(self):
        song = {"id": "s1", "title": "T", "artist": "A", "suffix": "mp3"}
        self.serve(lambda e, q: json_answer(envelope({"song": song})) if e == "getSong"
                   else (200, {"Content-Type": "audio/mpeg"}, b"ID3" + b"\0" * 1000))
        for args, target in ((["download", "s1"], "/proc/sunsonic-e2e.mp3"),
                             (["cover", "c1"], "/proc/sunsonic-e2e.png")):
            with self.subTest(command=args[0]):
                run = self.run_cli([*args, "-o", target])
                self.assert_failure(run, 73, f'"{target}"')
                self.assertNotIn(".sunsonic", run.err, "the hidden temporary is not named")


if __name__ == "__main__":
    unittest.main()

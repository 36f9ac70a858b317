"""End to end: one mpv plays a whole album without a gap, and its keys reach it (issue 29).

Against a real supysonic serving the generated "gapless" library (Scripts/subsonic-server with
SUBSONIC_SERVER_LIBRARY=gapless): "Joints", one 440 Hz tone cut at uneven sample counts into
four lossless FLAC files, and "Long Tone", one 40 s tone.

- `sunsonic play --album Joints` with mpv named with options writing PCM (`--ao=pcm`, raw
  16-bit mono at 44.1 kHz, slowed to real time by ffmpeg's `arealtime` filter, as a sound card
  would pace it) plays the album through one mpv process, started once for the four songs, and
  what mpv wrote is the tone's samples exactly: no silence, no sample lost or repeated at any
  joint. That mpv's command line and environment hold no credential.
- On a terminal, the seek (`.` `,` `<`), volume (`-` `=`) and mute (`m`) keys change what mpv
  itself reports over its own control socket: `time-pos`, `volume`, `mute`.
- SIGINT, SIGTERM and SIGHUP while it plays: exit 130, 143 and 129, and that mpv gone.
- Nothing is left running after the end or `q`.

Every wait is bounded; the server and every player are stopped by the test.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from e2e_fixtures import Running, Supysonic, base_environment  # noqa: E402
from play_e2e import (RecordingProxy, install_players, mpv_controlled_by,  # noqa: E402
                      mpv_property, mpv_property_now, proc_bytes, process_state,
                      wait_gone)
from sunsonic_e2e import sunsonic_binary, wait_for  # noqa: E402
from tests.test_e2e_play import Terminal  # noqa: E402

RATE = 44100
GONE_WITHIN = 3.0  # seconds from the end or `q` to mpv being gone (it quits 3 s after its last
                   # song on its own; sunsonic ends it at once at exit)


def pcm_mpv(out: str) -> str:
    """mpv named with options (so one mpv for the queue, over its control channel) writing raw
    16-bit mono PCM to `out` in real time."""
    return ("mpv --no-video --ao=pcm --ao-pcm-waveheader=no --audio-format=s16 "
            f"--audio-channels=mono --audio-samplerate={RATE} --af=lavfi=[arealtime] "
            f"--ao-pcm-file={out}")


class OneMPVForTheAlbum(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        install_players()
        cls.server = Supysonic.start("gapless")
        try:
            artist = cls.server.manifest["artists"][0]
            cls.albums = {album["name"]: album for album in artist["albums"]}
        except BaseException:
            cls.server.stop()
            raise

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="e2e-gapless-")
        self.addCleanup(shutil.rmtree, self.folder, True)
        self.mpvs: dict[int, tuple[bytes, bytes]] = {}  # pid: its cmdline and environ
        self.addCleanup(self.kill_mpvs)

    def kill_mpvs(self) -> None:
        for pid in self.mpvs:
            if process_state(pid) not in (None, "Z"):
                os.kill(pid, 9)

    def env(self, url: str | None = None) -> dict[str, str]:
        return {**base_environment(self.folder), **self.server.env(url)}

    def note_mpv(self, program: int) -> None:
        """Keeps the mpv `program` runs now (with its command line and environment, read while it
        runs), if any."""
        found = mpv_controlled_by(program)
        if found is not None and found[0] not in self.mpvs:
            self.mpvs[found[0]] = (proc_bytes(found[0], "cmdline"), proc_bytes(found[0], "environ"))

    def tone(self, album: str) -> bytes:
        """The album's files decoded one after the other by sox: the tone they were cut from."""
        files = [track["file"] for track in self.albums[album]["tracks"]]
        done = subprocess.run(["sox", *files, "-t", "s16", "-r", str(RATE), "-c", "1", "-"],
                              capture_output=True, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr.decode(errors="replace"))
        return done.stdout

    def assert_same_samples(self, played: bytes, tone: bytes, joints: list[int]) -> None:
        if played == tone:
            return
        frames = min(len(played), len(tone)) // 2
        first = next((i for i in range(frames) if played[2 * i:2 * i + 2] != tone[2 * i:2 * i + 2]),
                     frames)
        nearest = min(joints, key=lambda joint: abs(joint - first))
        self.fail(f"mpv wrote {len(played) // 2} frames for the tone's {len(tone) // 2}; the "
                  f"first that differs is frame {first}, {first - nearest:+d} from the joint at "
                  f"{nearest}")

    def test_an_album_plays_through_one_mpv_and_its_joints_have_no_gap(self):
        album = self.albums["Joints"]
        out = os.path.join(self.folder, "played.pcm")
        proxy = RecordingProxy(self.server.url).start()
        self.addCleanup(proxy.stop)
        running = Running(["play", "--album", "Joints", "--player", pcm_mpv(out)],
                          env=self.env(proxy.base_url), cwd=self.folder)
        self.addCleanup(running.stop)
        seconds = sum(track["frames"] for track in album["tracks"]) / RATE
        deadline = time.monotonic() + seconds + 30
        while running.process.poll() is None and time.monotonic() < deadline:
            self.note_mpv(running.process.pid)
            time.sleep(0.02)
        run = running.finish(5)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        titles = [track["title"] for track in album["tracks"]]
        self.assertEqual([line.split(" — ")[0] for line in run.out.splitlines()],
                         [f"Playing {i + 1}/4 {title}" for i, title in enumerate(titles)])
        self.assertEqual(run.err, "")
        self.assertEqual(len(self.mpvs), 1, f"mpv processes for the album: {sorted(self.mpvs)}")
        self.assertGreaterEqual(run.seconds, seconds - 0.2, "played faster than real time")

        with open(out, "rb") as fh:
            played = fh.read()
        joints, at = [], 0
        for track in album["tracks"][:-1]:
            at += track["frames"]
            joints.append(at)
        self.assert_same_samples(played, self.tone("Joints"), joints)

        cmdline, environ = next(iter(self.mpvs.values()))
        self.assertIn(b"--input-ipc-server=", cmdline, "mpv has no control channel")
        variables = [entry.split(b"=", 1)[0] for entry in environ.split(b"\0") if entry]
        self.assertTrue(variables, "mpv's environment was not read")
        self.assertEqual([v for v in variables if v.startswith(b"SUBSONIC_")], [])
        secrets = proxy.secret_values() | {self.server.password,
                                           self.server.password.encode().hex()}
        for where, text in (("command line", cmdline), ("environment", environ)):
            found = sum(1 for secret in secrets if secret.encode() in text)
            # Never show the values: only how many were found.
            self.assertEqual(found, 0, f"{found} credential value(s) in mpv's {where}")
        self.assertEqual(wait_gone(list(self.mpvs), GONE_WITHIN), {}, "mpv is still there")

    def test_seek_volume_and_mute_keys_change_what_mpv_reports(self):
        with Terminal(self, ["play", "--album", "Long Tone",
                             "--player", "mpv --ao=null --no-video"], self.env()) as terminal:
            self.assertTrue(terminal.wait_for("Playing 1/1", 15), terminal.shown())
            # A second into the song, mpv plays it for sure (before, it cannot seek yet).
            self.assertTrue(terminal.wait_for("  0:01 / ", 5), terminal.shown())
            program = terminal.process.pid
            self.assertTrue(wait_for(lambda: mpv_controlled_by(program) is not None, 5),
                            "no mpv with a control socket under sunsonic")
            mpv, control = mpv_controlled_by(program)
            self.mpvs[mpv] = (b"", b"")

            def reports(name: str, holds) -> bool:
                return wait_for(lambda: holds(mpv_property(control, name)), 3)

            before = mpv_property(control, "time-pos")
            terminal.press(b".")
            self.assertTrue(reports("time-pos", lambda at: at >= before + 9.5),
                            f"`.` did not seek 10 s on from {before}")
            ahead = mpv_property(control, "time-pos")
            terminal.press(b",")
            self.assertTrue(reports("time-pos", lambda at: at <= ahead - 9),
                            f"`,` did not seek 10 s back from {ahead}")
            terminal.press(b".")
            self.assertTrue(reports("time-pos", lambda at: at >= 10), "`.` again")
            terminal.press(b"<")
            self.assertTrue(reports("time-pos", lambda at: at < 3),
                            "`<` did not seek a minute back (to the start)")

            self.assertEqual(mpv_property(control, "volume"), 100)
            terminal.press(b"-")
            self.assertTrue(reports("volume", lambda volume: volume == 95), "`-` to 95")
            terminal.press(b"=")
            self.assertTrue(reports("volume", lambda volume: volume == 100), "`=` to 100")
            self.assertIs(mpv_property(control, "mute"), False)
            terminal.press(b"m")
            self.assertTrue(reports("mute", lambda mute: mute is True), "`m` did not mute")
            terminal.press(b"m")
            self.assertTrue(reports("mute", lambda mute: mute is False), "`m` did not unmute")

            terminal.press(b"q")
            self.assertEqual(terminal.exit_code(GONE_WITHIN), 0, terminal.shown())
            self.assertNotIn("sunsonic:", terminal.output(), terminal.shown())
        self.assertEqual(wait_gone([mpv], GONE_WITHIN), {}, "mpv is still there after q")

    def test_signals_end_sunsonic_and_its_one_mpv(self):
        for number, code in ((signal.SIGINT, 130), (signal.SIGTERM, 143), (signal.SIGHUP, 129)):
            with self.subTest(signal=number.name):
                running = Running(["play", "--album", "Long Tone",
                                   "--player", "mpv --ao=null --no-video"],
                                  env=self.env(), cwd=self.folder)
                self.addCleanup(running.stop)
                program = running.process.pid
                self.assertTrue(running.wait_until(
                    lambda: mpv_controlled_by(program) is not None, 15), "mpv did not start")
                mpv, control = mpv_controlled_by(program)
                self.mpvs[mpv] = (b"", b"")
                position = lambda: mpv_property_now(control, "time-pos") or 0  # noqa: E731
                self.assertTrue(wait_for(lambda: position() > 0.2, 5), "mpv does not play")
                run, _ = running.interrupt(limit=5, number=number)
                self.assertEqual(run.code, code, f"stderr: {run.err!r}")
                self.assertEqual(wait_gone([mpv], GONE_WITHIN), {}, "mpv is still there")


def setUpModule():
    sunsonic_binary()  # fail early, with how to build it


if __name__ == "__main__":
    unittest.main()

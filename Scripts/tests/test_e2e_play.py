"""End to end: `sunsonic play` and `stream` against one real supysonic (Scripts/subsonic-server
in its own SUBSONIC_SERVER_DIR, started once for the module) and real players (mpv with
`--ao=null`, ffplay with SDL_AUDIODRIVER=dummy: this machine has no sound card).

- The player gets the whole untranscoded file through its pipe and plays it in real time.
- Without a terminal: one `Playing N/M …` line per song in queue order, no control sequence.
- Reports through a recording proxy: now playing, then the play, for each song; no
  `reportPlayback` (supysonic lists no playbackReport); `savePlayQueue` tried at the end, its
  failure (supysonic lacks it) silent.
- SIGINT, SIGTERM and SIGHUP while playing: 130, 143, 129, and the player gone (not running,
  not a zombie) within 3 s.
- No credential in the player's command line or environment, no SUBSONIC_ variable there.
- No player: exit 69 and one line; mpv that cannot play a song: its reason, and under a
  subreaper no mpv left behind (running or a zombie), after that failure or a song played;
  ffplay found on PATH, and named with options (it still gets its input and `-autoexit`);
  `--resume` without getPlayQueue.
- `stream`: the song's exact bytes to a file or a pipe.
- On a pseudo-terminal: the status line, `q` and `n`, the terminal's modes put back, and a last
  line saying what was played; the preview (`--preview play`) in real time there, at once off it.

mpv and ffmpeg are installed through Scripts/lib/debian-packages when missing (setUpModule).
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from e2e_fixtures import CLIAssertions, Running, Supysonic, base_environment  # noqa: E402
from play_e2e import (MPV, PlayerWrapper, RecordingProxy, children_of,  # noqa: E402
                      executable, install_players, proc_bytes, process_state,
                      run_under_subreaper, wait_for, wait_gone)
from sunsonic_e2e import run_sunsonic, sunsonic_binary  # noqa: E402

GONE_WITHIN = 3.0      # seconds from a signal or a key to the player being gone
STOP_GRACE = 2.0       # seconds sunsonic gives a player between SIGTERM and SIGKILL
ESC = "\x1b"


def _manifest_tracks(manifest: dict) -> dict[str, dict]:
    """Every track of the manifest, by title."""
    return {track["title"]: track for artist in manifest["artists"]
            for album in artist["albums"] for track in album["tracks"]}


class Play(CLIAssertions, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        install_players()
        cls.server = Supysonic.start()
        try:
            cls.tracks = _manifest_tracks(cls.server.manifest)
            cls.songs = {song.title: song for song in cls.server.songs()}
        except BaseException:
            cls.server.stop()
            raise

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="e2e-play-home-")
        self.folder = tempfile.mkdtemp(prefix="e2e-play-")
        self.addCleanup(shutil.rmtree, self.home, True)
        self.addCleanup(shutil.rmtree, self.folder, True)
        self.player = PlayerWrapper(self.folder)
        self.addCleanup(self.player.kill_leftovers)

    # ------------------------------------------------------------------ helpers

    def proxy(self) -> RecordingProxy:
        proxy = RecordingProxy(self.server.url).start()
        self.addCleanup(proxy.stop)
        return proxy

    def env(self, url: str | None = None, **extra: str) -> dict[str, str]:
        return {**base_environment(self.home), **self.server.env(url), **extra}

    def start(self, args: list[str], env: dict[str, str]) -> Running:
        running = Running(args, env=env, cwd=self.folder)
        self.addCleanup(running.stop)
        return running

    def seconds(self, title: str) -> float:
        return self.tracks[title]["lengthSeconds"]

    def song_line(self, index: int, count: int, title: str) -> str:
        track = self.tracks[title]
        seconds = track["duration"]
        return (f"Playing {index}/{count} {title} — {track['artist']} "
                f"({seconds // 60}:{seconds % 60:02d})")

    def assert_players_gone(self, limit: float = GONE_WITHIN) -> None:
        pids = self.player.pids()
        self.assertTrue(pids, "no player was started")
        left = wait_gone(pids, limit)
        self.assertEqual(left, {}, f"players still there after {limit} s (pid: state)")

    def assert_no_escape(self, *texts: str) -> None:
        for text in texts:
            self.assertNotIn(ESC, text, f"a control sequence without a terminal: {text[:300]!r}")

    # ------------------------------------------------------------------ 1. the stream

    def test_player_receives_the_whole_untranscoded_file_in_real_time(self):
        title = "Solar Arc"
        out = os.path.join(self.folder, "through-the-pipe")
        status = os.path.join(self.folder, "mpv-status")
        player = (f"sh -c 'tee {out} | {MPV}; code=$?; echo $code > {status}; exit $code'")
        run = run_sunsonic(["play", self.songs[title].id, "--player", player],
                           env=self.env(), timeout=30, cwd=self.folder)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        with open(status, encoding="utf-8") as fh:
            self.assertEqual(fh.read().strip(), "0", "mpv's exit status")
        with open(out, "rb") as fh:
            received = fh.read()
        with open(self.songs[title].file, "rb") as fh:
            original = fh.read()
        self.assertEqual(len(received), self.tracks[title]["size"])
        self.assertEqual(len(received), len(original))
        self.assertTrue(received == original, "the bytes through the pipe differ from the file")
        length = self.seconds(title)
        self.assertGreaterEqual(run.seconds, length - 0.2, "played faster than real time")
        self.assertLessEqual(run.seconds, length + 6.0, "took far longer than the song")

    # ------------------------------------------------------------------ 2. an album

    def test_album_plays_in_track_order_with_one_line_per_song(self):
        # Night Pieces: the file names sort as tracks 2, 3, 1.
        album = next(album for artist in self.server.manifest["artists"]
                     for album in artist["albums"] if album["name"] == "Night Pieces")
        titles = [track["title"] for track in sorted(album["tracks"], key=lambda t: t["track"])]
        self.assertNotEqual(titles, [t["title"] for t in
                                     sorted(album["tracks"], key=lambda t: t["path"])])
        run = run_sunsonic(["play", "--album", "Night Pieces", "--player", self.player.command()],
                           env=self.env(), timeout=40, cwd=self.folder)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        self.assertEqual(run.out.splitlines(),
                         [self.song_line(i + 1, 3, title) for i, title in enumerate(titles)])
        self.assertEqual(run.err, "")
        self.assert_no_escape(run.out, run.err)
        self.assertEqual(len(self.player.pids()), 3, "one player per song")
        total = sum(self.seconds(title) for title in titles)
        self.assertGreaterEqual(run.seconds, total - 0.5, "played faster than real time")

    # ------------------------------------------------------------------ 3. reports

    def test_each_song_is_reported_now_playing_then_played_and_the_queue_save_is_tried(self):
        queue = ["Dawn Signal", "Gust"]
        proxy = self.proxy()
        run = run_sunsonic(["play", *(self.songs[t].id for t in queue),
                            "--player", self.player.command()],
                           env=self.env(proxy.base_url), timeout=30, cwd=self.folder)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        self.assertEqual(run.err, "", "the failed queue save must be silent")
        calls = proxy.summary()
        for title in queue:
            song_id = self.songs[title].id
            submissions = [call.param("submission")
                           for call in proxy.calls("scrobble") if call.param("id") == song_id]
            self.assertEqual(submissions, ["false", "true"], f"{title}: {calls}")
        streamed = [call.param("id") for call in proxy.calls("stream")]
        self.assertEqual(streamed, [self.songs[t].id for t in queue], calls)
        self.assertEqual(proxy.calls("reportPlayback", accepted_only=False), [], calls)
        saves = proxy.calls("savePlayQueue")
        self.assertEqual(len(saves), 1, calls)
        self.assertEqual(saves[0].params.get("id"), [self.songs[t].id for t in queue])
        last = max(call.monotonic for call in proxy.calls() if call.endpoint != "savePlayQueue")
        self.assertGreaterEqual(saves[0].monotonic, last, f"the save is not last: {calls}")
        # The save did fail: supysonic has no savePlayQueue.
        self.assertEqual(self.direct_status("savePlayQueue", id=self.songs["Gust"].id), 404)

    def direct_status(self, endpoint: str, **params: str) -> int:
        """The HTTP status of a direct password-authenticated call (an error body: 200)."""
        query = urllib.parse.urlencode({"u": self.server.user, "p": self.server.password,
                                        "v": "1.16.1", "c": "e2e-play", "f": "json", **params})
        try:
            with urllib.request.urlopen(f"{self.server.url}/rest/{endpoint}?{query}",
                                        timeout=10) as answer:
                return answer.status
        except urllib.error.HTTPError as error:
            return error.code

    # ------------------------------------------------------------------ 4. signals

    def test_signals_while_playing_end_sunsonic_and_the_player(self):
        for number, code in ((signal.SIGINT, 130), (signal.SIGTERM, 143), (signal.SIGHUP, 129)):
            with self.subTest(signal=number.name):
                self.player = PlayerWrapper(tempfile.mkdtemp(dir=self.folder))
                self.addCleanup(self.player.kill_leftovers)
                proxy = self.proxy()
                running = self.start(["play", "--artist", "Aurora Tones", "--all",
                                      "--player", self.player.command()],
                                     self.env(proxy.base_url))
                self.assertTrue(running.wait_until(lambda: bool(proxy.calls("scrobble")), 15),
                                f"not playing within 15 s: {proxy.summary()}")
                pids = self.player.pids()
                self.assertEqual(len(pids), 1)
                mpv = os.path.realpath(shutil.which("mpv"))
                self.assertTrue(wait_for(lambda: executable(pids[0]) == mpv, 5),
                                "the player is not mpv")
                self.assertIn(pids[0], children_of(running.process.pid))
                time.sleep(0.2)
                run, seconds = running.interrupt(limit=GONE_WITHIN, number=number)
                self.assert_interrupted(run, code, pids, seconds)
                # Interrupted, the queue is still saved (supysonic refuses it: tried is enough).
                self.assertTrue(proxy.calls("savePlayQueue"), proxy.summary())

    def test_a_player_ignoring_sigterm_is_killed(self):
        # It takes the audio (a song fits in the pipe) and ignores SIGINT, SIGTERM and SIGHUP:
        # sunsonic kills it 2 s after its SIGTERM.
        stubborn = "sh -c \"trap '' INT TERM HUP; exec sleep 60\""
        proxy = self.proxy()
        running = self.start(["play", "--artist", "Aurora Tones", "--all",
                              "--player", self.player.command(stubborn)],
                             self.env(proxy.base_url))
        self.assertTrue(running.wait_until(lambda: bool(proxy.calls("scrobble")), 15),
                        f"not playing within 15 s: {proxy.summary()}")
        pids = self.player.pids()
        self.assertTrue(wait_for(lambda: executable(pids[0]).endswith("/sleep"), 5))
        time.sleep(0.2)
        # The grace comes on top of the usual limit: at 1 s of margin a loaded machine failed it.
        within = STOP_GRACE + GONE_WITHIN
        run, seconds = running.interrupt(limit=within, number=signal.SIGINT)
        self.assertGreaterEqual(seconds, STOP_GRACE - 0.5, "exited before the player was killed")
        self.assert_interrupted(run, 130, pids, seconds, within)

    def assert_interrupted(self, run, code: int, pids: list[int], seconds: float,
                           within: float = GONE_WITHIN) -> None:
        """Exit `code`, one line on stderr, the first song's line on stdout, and the players
        gone within `within` seconds of the signal."""
        self.assertEqual(run.code, code, f"stderr: {run.err!r}")
        self.assert_one_clean_line(run.err)
        self.assertEqual(run.out.splitlines(), [self.song_line(1, 6, "Dawn Signal")])
        left = wait_gone(pids, max(0.0, within - seconds))
        self.assertEqual(left, {}, "the player is still there (pid: state)")

    # ------------------------------------------------------------------ 5. secrets

    def test_no_secret_reaches_the_players_command_line_or_environment(self):
        title = "Solar Arc"
        proxy = self.proxy()
        env = self.env(proxy.base_url, E2E_PLAY_MARKER="visible-to-the-player")
        running = self.start(["play", self.songs[title].id, "--player", self.player.command()],
                             env)

        def mpv_running() -> bool:
            pids = self.player.pids()
            return bool(pids) and proc_bytes(pids[0], "cmdline").startswith(b"mpv\0")

        self.assertTrue(running.wait_until(mpv_running, 15), "mpv did not start")
        pid = self.player.pids()[0]
        cmdline = proc_bytes(pid, "cmdline")
        environ = proc_bytes(pid, "environ")
        run = running.finish(20)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        self.assertEqual(cmdline.split(b"\0")[:-1], [word.encode() for word in MPV.split()],
                         "the player's arguments are exactly the command's")
        variables = [entry.split(b"=", 1)[0] for entry in environ.split(b"\0") if entry]
        self.assertIn(b"E2E_PLAY_MARKER", variables, "the player's environ was not read")
        self.assertEqual([v for v in variables if v.startswith(b"SUBSONIC_")], [])
        secrets = proxy.secret_values()
        tries = proxy.calls(accepted_only=False)
        self.assertTrue(any(call.authenticated_by == "token" for call in tries),
                        "the client did not try token authentication")
        self.assertGreaterEqual(len(secrets), 3, "t, s and p values were expected")
        password = self.server.password
        secrets |= {password, password.encode().hex()}
        for where, text in (("cmdline", cmdline), ("environ", environ)):
            found = sum(1 for secret in secrets if secret.encode() in text)
            # Never show the values: only how many were found.
            self.assertEqual(found, 0, f"{found} credential value(s) in the player's {where}")

    # ------------------------------------------------------------------ 6. no player

    def test_no_player_on_path_is_one_line_and_exit_69(self):
        empty = tempfile.mkdtemp(dir=self.folder)
        run = run_sunsonic(["play", self.songs["Dawn Signal"].id],
                           env=self.env(PATH=empty), timeout=30, cwd=self.folder)
        self.assert_failure(run, 69, "mpv", "ffplay", "--player")

    def test_an_unknown_player_is_named_and_exit_69(self):
        run = run_sunsonic(["play", self.songs["Dawn Signal"].id, "--player", "no-such-player"],
                           env=self.env(), timeout=30, cwd=self.folder)
        self.assert_failure(run, 69, "no-such-player")

    def test_a_player_that_exits_without_taking_the_audio_is_an_error_never_played(self):
        # A command that fails without reading, and one that never reads and exits 0: both
        # failed, on the first song, and nothing says the queue was played.
        for player, said in (("false", "exit status 1"),
                             ("sleep 0.2", "without taking all of the audio")):
            with self.subTest(player=player):
                run = run_sunsonic(["play", self.songs["Solar Arc"].id, self.songs["Gust"].id,
                                    "--player", player],
                                   env=self.env(SDL_AUDIODRIVER="dummy"), timeout=30,
                                   cwd=self.folder)
                self.assertEqual(run.code, 69, f"exit {run.code}, stderr {run.err[:500]!r}")
                self.assert_one_clean_line(run.err)
                self.assertIn(said, run.err)
                self.assertEqual(run.out, self.song_line(1, 2, "Solar Arc") + "\n")
                self.assertNotIn("Played", run.out + run.err)

    def test_mpv_that_cannot_play_says_why_and_no_mpv_is_left_behind(self):
        # Under a subreaper, an mpv sunsonic ended without waiting for it is left there as a
        # zombie: after a song mpv could not play (an audio output that cannot open, on any
        # machine) and after one it played, nothing is left. The reason is mpv's own.
        no_device = "--ao=alsa --audio-device=alsa/sunsonic-no-such-device"
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8",
                       "TZ": "UTC", **self.env()}
        for options, code, err in (
                (no_device, 69,
                 "sunsonic: the player mpv failed: audio output initialization failed\n"),
                ("--ao=null", 0, "")):
            with self.subTest(options=options):
                run = run_under_subreaper(
                    [sunsonic_binary(), "play", self.songs["Dawn Signal"].id, "--player",
                     f"mpv {options} --no-video"], environment, self.folder)
                self.assertEqual((run["code"], run["err"]), (code, err))
                self.assertEqual(run["out"], self.song_line(1, 1, "Dawn Signal") + "\n")
                self.assertEqual(run["left"], [], "left behind by sunsonic")

    # ------------------------------------------------------------------ 7. ffplay

    def test_ffplay_found_on_path_plays_a_song_to_the_end(self):
        title = "Morning Drift"
        only_ffplay = tempfile.mkdtemp(dir=self.folder)
        os.symlink(shutil.which("ffplay"), os.path.join(only_ffplay, "ffplay"))
        running = self.start(["play", self.songs[title].id],
                             self.env(PATH=only_ffplay, SDL_AUDIODRIVER="dummy"))
        found: list[int] = []

        def ffplay_child() -> bool:
            found[:] = [pid for pid in children_of(running.process.pid)
                        if executable(pid) == os.path.realpath(shutil.which("ffplay"))]
            return bool(found)

        self.assertTrue(running.wait_until(ffplay_child, 15), "no ffplay child of sunsonic")
        arguments = proc_bytes(found[0], "cmdline").split(b"\0")[1:-1]
        self.assertEqual(arguments, [b"-nodisp", b"-autoexit", b"-loglevel", b"quiet",
                                     b"-i", b"pipe:0"])
        run = running.finish(20)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        self.assertEqual(run.out.splitlines(), [self.song_line(1, 1, title)])
        self.assertGreaterEqual(run.seconds, self.seconds(title) - 0.2, "not played to the end")
        self.assertEqual(wait_gone(found, 1.0), {})

    def test_ffplay_named_with_options_still_reads_the_song_to_its_end(self):
        # Without an input, ffplay would take none; without -autoexit, wait at the end for ever.
        title, second = "Morning Drift", "Gust"
        running = self.start(["play", self.songs[title].id, self.songs[second].id,
                              "--player", "ffplay -nodisp -loglevel quiet"],
                             self.env(SDL_AUDIODRIVER="dummy"))
        ffplays: dict[int, bytes] = {}

        def note_ffplays() -> bool:
            for pid in children_of(running.process.pid):
                if pid not in ffplays and executable(pid).endswith("/ffplay"):
                    ffplays[pid] = proc_bytes(pid, "cmdline")
            return False

        running.wait_until(note_ffplays, 30)
        run = running.finish(5)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        self.assertEqual(run.out.splitlines(),
                         [self.song_line(1, 2, title), self.song_line(2, 2, second)])
        self.assertEqual(len(ffplays), 2, "one ffplay per song")
        for cmdline in ffplays.values():
            self.assertEqual(cmdline.split(b"\0")[1:-1],
                             [b"-autoexit", b"-nodisp", b"-loglevel", b"quiet", b"-i", b"pipe:0"])
        total = self.seconds(title) + self.seconds(second)
        self.assertGreaterEqual(run.seconds, total - 0.3, "not played to the end")
        self.assertEqual(wait_gone(list(ffplays), 1.0), {})

    # ------------------------------------------------------------------ 8. --resume

    def test_resume_without_get_play_queue_is_one_line_and_exit_69(self):
        proxy = self.proxy()
        run = run_sunsonic(["play", "--resume", "--player", self.player.command()],
                           env=self.env(proxy.base_url), timeout=30, cwd=self.folder)
        self.assert_failure(run, 69, "getPlayQueue")
        self.assertEqual(self.player.pids(), [], "a player was started")
        self.assertEqual(proxy.calls("stream", accepted_only=False), [], proxy.summary())
        self.assertTrue(proxy.calls("getPlayQueue"), proxy.summary())

    # ------------------------------------------------------------------ 9. stream

    def original(self, title: str) -> bytes:
        with open(self.songs[title].file, "rb") as fh:
            return fh.read()

    def test_stream_to_a_file_is_the_songs_file(self):
        for args in ([], ["--format", "raw"]):
            with self.subTest(args=args):
                target = os.path.join(self.folder, f"song{len(args)}.mp3")
                run = run_sunsonic(["stream", self.songs["Updraft"].id, "-o", target, *args],
                                   env=self.env(), timeout=30, cwd=self.folder)
                self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
                with open(target, "rb") as fh:
                    saved = fh.read()
                self.assertEqual(len(saved), self.tracks["Updraft"]["size"])
                self.assertTrue(saved == self.original("Updraft"), "the saved bytes differ")

    def test_stream_to_a_pipe_writes_the_same_bytes(self):
        done = subprocess.run([sunsonic_binary(), "stream", self.songs["Lanterns"].id, "-o", "-"],
                              env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                                   "LANG": "C.UTF-8", **self.env()},
                              stdin=subprocess.DEVNULL, capture_output=True, timeout=30,
                              cwd=self.folder)
        self.assertEqual(done.returncode, 0, f"stderr: {done.stderr[:500]!r}")
        self.assertEqual(len(done.stdout), self.tracks["Lanterns"]["size"])
        self.assertTrue(done.stdout == self.original("Lanterns"), "the piped bytes differ")
        self.assertEqual(os.listdir(self.folder), ["record-pid-player"], "a file was written")

    def test_stream_of_a_name(self):
        target = os.path.join(self.folder, "by-name.mp3")
        run = run_sunsonic(["stream", "Dawn Signal", "-o", target], env=self.env(), timeout=30,
                           cwd=self.folder)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        with open(target, "rb") as fh:
            self.assertTrue(fh.read() == self.original("Dawn Signal"), "the saved bytes differ")

    def test_stream_transcoded_by_the_server(self):
        # The server transcodes (Scripts/lib/subsonic_server.py: sox to Ogg, or MP3 at a rate).
        ogg = os.path.join(self.folder, "arc.ogg")
        run = run_sunsonic(["stream", "Solar Arc", "--format", "ogg", "-o", ogg, "--json"],
                           env=self.env(), timeout=30, cwd=self.folder)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        self.assertEqual(json.loads(run.out)["mediaType"], "audio/ogg")
        with open(ogg, "rb") as fh:
            self.assertEqual(fh.read(4), b"OggS")
        low = os.path.join(self.folder, "arc-32k.mp3")
        run = run_sunsonic(["stream", "Solar Arc", "--max-bitrate", "32", "-o", low],
                           env=self.env(), timeout=30, cwd=self.folder)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        self.assertLess(os.path.getsize(low), self.tracks["Solar Arc"]["size"] * 0.6,
                        "32 kbit/s is not smaller than the stored file")

    def test_play_transcoded_hands_the_player_the_transcoded_stream(self):
        out = os.path.join(self.folder, "through-the-pipe.ogg")
        player = f"sh -c 'tee {out} | {MPV}'"
        run = run_sunsonic(["play", "Solar Arc", "--format", "ogg", "--player", player],
                           env=self.env(), timeout=30, cwd=self.folder)
        self.assertEqual(run.code, 0, f"stderr: {run.err!r}")
        with open(out, "rb") as fh:
            self.assertEqual(fh.read(4), b"OggS", "the player did not get the Ogg stream")

    # ------------------------------------------------------------------ 10. a terminal

    def test_terminal_status_line_and_q_quits_and_restores_the_terminal(self):
        with Terminal(self, ["play", self.songs["Solar Arc"].id, self.songs["Gust"].id,
                             "--player", self.player.command()], self.env()) as terminal:
            self.assertTrue(terminal.wait_for("Playing 1/2", 15), terminal.shown())
            self.assertFalse(terminal.modes() & termios.ICANON, "not in non-canonical mode")
            self.assertFalse(terminal.modes() & termios.ECHO, "echo is on while playing")
            terminal.press(b"q")
            code = terminal.exit_code(GONE_WITHIN)
            self.assertEqual(code, 0, terminal.shown())
            self.assertIn("\r", terminal.output())
            self.assertIn("\x1b[K", terminal.output())
            self.assertNotIn("2/2", terminal.output(), "it went on to the next song")
            wait_for(lambda: terminal.output().endswith("\n"), 3)  # the pty's last bytes
            self.assertRegex(terminal.output(),
                             r"\x1b\[KPlayed 1 of 2 songs (of “[^”]+” )?\(0:\d\d\);"
                             r" stopped at 0:\d\d in 1/2 Solar Arc — [^\r\n]+\r?\n$",
                             "no last line saying what was played")
            self.assertEqual(terminal.modes() & (termios.ICANON | termios.ECHO),
                             termios.ICANON | termios.ECHO, "the terminal was not put back")
            self.assertNotIn(ESC, terminal.stdout(), "control sequences on stdout")
        self.assertEqual(len(self.player.pids()), 1)
        self.assert_players_gone()

    def test_terminal_n_skips_to_the_next_song(self):
        first, second = "Solar Arc", "Dawn Signal"
        proxy = self.proxy()
        with Terminal(self, ["play", self.songs[first].id, self.songs[second].id,
                             "--player", self.player.command()],
                      self.env(proxy.base_url)) as terminal:
            self.assertTrue(terminal.wait_for("Playing 1/2", 15), terminal.shown())
            terminal.press(b"n")
            self.assertTrue(terminal.wait_for("Playing 2/2", 5), terminal.shown())
            code = terminal.exit_code(10)
            self.assertEqual(code, 0, terminal.shown())
            wait_for(lambda: terminal.output().endswith("\n"), 3)  # the pty's last bytes
            self.assertRegex(terminal.output(),
                             r"\x1b\[KPlayed 2 of 2 songs (of “[^”]+” )?\(0:\d\d\)\r?\n$",
                             "no last line saying what was played")
            self.assertEqual(terminal.modes() & (termios.ICANON | termios.ECHO),
                             termios.ICANON | termios.ECHO, "the terminal was not put back")
        now_playing = {call.param("id"): call.monotonic for call in proxy.calls("scrobble")
                       if call.param("submission") == "false"}
        self.assertEqual(set(now_playing), {self.songs[first].id, self.songs[second].id},
                         proxy.summary())
        skipped_after = now_playing[self.songs[second].id] - now_playing[self.songs[first].id]
        self.assertLess(skipped_after, self.seconds(first) - 0.5,
                        "song 2 did not start before song 1's length had elapsed")
        played = [call.param("id") for call in proxy.calls("scrobble")
                  if call.param("submission") == "true"]
        self.assertEqual(played, [self.songs[second].id],
                         "only the song played to its end counts as played")
        self.assertEqual(len(self.player.pids()), 2)
        self.assert_players_gone()

    def test_terminal_seek_or_volume_keys_on_a_pipe_player_say_once_it_cannot(self):
        # The wrapper script is not mpv: the player is fed through a pipe, without controls.
        with Terminal(self, ["play", self.songs["Solar Arc"].id, self.songs["Gust"].id,
                             "--player", self.player.command()], self.env()) as terminal:
            self.assertTrue(terminal.wait_for("Playing 1/2", 15), terminal.shown())
            terminal.press(b".")
            self.assertTrue(terminal.wait_for("plays without gapless or seeking", 5),
                            terminal.shown())
            terminal.press(b"<")
            terminal.press(b"=")
            terminal.press(b"m")
            terminal.press(b"q")
            self.assertEqual(terminal.exit_code(GONE_WITHIN), 0, terminal.shown())
            self.assertEqual(terminal.output().count("plays without gapless or seeking"), 1,
                             terminal.shown())
            self.assertNotIn("plays without", terminal.stdout(), "said on stdout")
        self.assert_players_gone()

    def test_terminal_seek_volume_and_mute_keys_on_mpv_show_in_the_status_line(self):
        mpv = MPV.removesuffix(" -")  # mpv with options: one mpv for the queue, its controls
        with Terminal(self, ["play", self.songs["Solar Arc"].id, self.songs["Gust"].id,
                             "--player", mpv], self.env()) as terminal:
            self.assertTrue(terminal.wait_for("Playing 1/2", 15), terminal.shown())
            # A second into the song, mpv plays it for sure (before, it cannot yet).
            self.assertTrue(terminal.wait_for("  0:01 / ", 3), terminal.shown())
            terminal.press(b"-")
            self.assertTrue(terminal.wait_for("  vol 95%", 3), terminal.shown())
            for key in (b"m", b",", b"m", b"="):
                terminal.press(key)
            terminal.press(b"q")
            self.assertEqual(terminal.exit_code(GONE_WITHIN), 0, terminal.shown())
            self.assertIn("  muted", terminal.output(), terminal.shown())
            self.assertNotIn("sunsonic:", terminal.output(), terminal.shown())

    def test_the_preview_plays_in_real_time_with_keys_and_leaves_what_was_played(self):
        with Terminal(self, ["--preview", "play", "--album", "dawn chorus"],
                      {"HOME": self.home}) as terminal:
            self.assertTrue(terminal.wait_for("Playing 1/4", 5), terminal.shown())
            self.assertTrue(terminal.wait_for("  0:01 / ", 5), terminal.shown())
            terminal.press(b" ")
            self.assertTrue(terminal.wait_for("Paused 1/4", 3), terminal.shown())
            shown = terminal.output()
            time.sleep(1.5)  # paused: the position stays where it was
            paused = terminal.output()[len(shown):]
            self.assertNotRegex(paused, r"Playing 1/4", terminal.shown())
            terminal.press(b" ")
            terminal.press(b"n")
            self.assertTrue(terminal.wait_for("Playing 2/4", 3), terminal.shown())
            self.assertIsNone(terminal.process.poll(), "the preview ran through the album")
            terminal.press(b"q")
            self.assertEqual(terminal.exit_code(GONE_WITHIN), 0, terminal.shown())
            wait_for(lambda: terminal.output().endswith("\n"), 3)  # the pty's last bytes
            self.assertRegex(terminal.output(),
                             r"\x1b\[KPlayed 2 of 4 songs of “Dawn Chorus” \(0:0\d\);"
                             r" stopped at 0:0\d in 2/4 Birdsong — Aurora Vale \(3:44\)\r?\n$",
                             terminal.shown())
            self.assertEqual(terminal.modes() & (termios.ICANON | termios.ECHO),
                             termios.ICANON | termios.ECHO, "the terminal was not put back")

    def test_the_preview_off_a_terminal_plays_at_once_and_says_nothing_more(self):
        run = run_sunsonic(["--preview", "play", "--album", "dawn chorus"],
                           env=base_environment(self.home), timeout=30, cwd=self.folder)
        self.assertEqual(run.code, 0, run.err)
        self.assertLess(run.seconds, 10, "the preview off a terminal waited for the songs")
        self.assertEqual(run.out.splitlines(), [
            "Playing 1/4 First Light — Aurora Vale (3:07)",
            "Playing 2/4 Birdsong — Aurora Vale (3:44)",
            "Playing 3/4 Morning Haze — Aurora Vale (4:21)",
            "Playing 4/4 Blue Hour — Aurora Vale (2:58)"])
        self.assertEqual(run.err, "")

    def test_ctrl_z_pauses_the_player_gives_the_terminal_back_and_continue_plays_on(self):
        with Terminal(self, ["play", self.songs["Solar Arc"].id, self.songs["Gust"].id,
                             "--player", self.player.command()], self.env()) as terminal:
            self.assertTrue(terminal.wait_for("Playing 1/2", 15), terminal.shown())
            self.assertTrue(wait_for(lambda: self.player.pids(), 5), "no player started")
            player = self.player.pids()[0]
            sunsonic = terminal.process.pid
            os.kill(sunsonic, signal.SIGTSTP)
            self.assertTrue(wait_for(lambda: process_state(sunsonic) == "T", 3),
                            f"sunsonic did not stop: {process_state(sunsonic)}")
            self.assertEqual(process_state(player), "T", "the player plays on while suspended")
            self.assertEqual(terminal.modes() & (termios.ICANON | termios.ECHO),
                             termios.ICANON | termios.ECHO, "the terminal was not given back")
            os.kill(sunsonic, signal.SIGCONT)
            self.assertTrue(wait_for(lambda: process_state(player) not in ("T", None)
                                     and process_state(sunsonic) != "T", 3),
                            "the player did not play on")
            self.assertTrue(wait_for(lambda: not terminal.modes() & termios.ICANON, 3),
                            "the keys were not taken back")
            terminal.press(b"q")
            self.assertEqual(terminal.exit_code(GONE_WITHIN), 0, terminal.shown())
        self.assert_players_gone()


class Terminal:
    """`sunsonic ARGS` with standard input and standard error on a new pseudo-terminal (80x24,
    TERM=xterm), standard output to a file; what the terminal shows is read as it comes."""

    def __init__(self, test: unittest.TestCase, args: list[str], env: dict[str, str]):
        self.test = test
        self.args = args
        self.env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8",
                    "TZ": "UTC", **env, "TERM": "xterm"}
        self._shown = bytearray()
        self._lock = threading.Lock()

    def __enter__(self) -> "Terminal":
        self.master, self.slave = pty.openpty()
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        before = termios.tcgetattr(self.slave)[3]
        self.test.assertEqual(before & (termios.ICANON | termios.ECHO),
                              termios.ICANON | termios.ECHO)
        self._out = tempfile.TemporaryFile()
        self.process = subprocess.Popen([sunsonic_binary(), *self.args], env=self.env,
                                        stdin=self.slave, stdout=self._out, stderr=self.slave,
                                        start_new_session=True)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        return self

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self.master, 4096)
            except OSError:
                return
            if not chunk:
                return
            with self._lock:
                self._shown += chunk

    def __exit__(self, *exc) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=5)
        os.close(self.slave)
        os.close(self.master)
        self._reader.join(timeout=2)
        self._out.close()

    def output(self) -> str:
        with self._lock:
            return self._shown.decode("utf-8", "replace")

    def shown(self) -> str:
        return f"terminal: {self.output()[-600:]!r}"

    def stdout(self) -> str:
        self._out.seek(0)
        return self._out.read().decode("utf-8", "replace")

    def wait_for(self, text: str, limit: float) -> bool:
        return wait_for(lambda: text in self.output() or self.process.poll() is not None,
                        limit) and text in self.output()

    def press(self, key: bytes) -> None:
        os.write(self.master, key)

    def modes(self) -> int:
        """The local modes (c_lflag) of the terminal now."""
        return termios.tcgetattr(self.slave)[3]

    def exit_code(self, limit: float) -> int:
        try:
            return self.process.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"sunsonic did not exit within {limit} s; {self.shown()}") \
                from None


def setUpModule():
    sunsonic_binary()  # fail early, with how to build it


if __name__ == "__main__":
    unittest.main()

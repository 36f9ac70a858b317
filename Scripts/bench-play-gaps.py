"""The second measurement of Scripts/bench-play: the gap between songs, one player process per
song (the pipe) against one mpv for the whole queue (the session). Loaded by bench-play; see
Scripts/bench-play.md for the method.

Per round, for each design (which goes first alternates): `sunsonic play --album ALBUM` (the
album whole) and `sunsonic play FIRST-SONG` (its first song alone), both through mpv with
`--ao=null`, which plays in real time; and once `mpv ... - < FIRST-SONG` without sunsonic.

    ms added per joint = ((album's wall time - album's audio) - (one song's wall time - its
                          audio)) / (songs - 1)

The one-song run of the same design, taken in the same round, holds everything the album pays
once whatever its length (sunsonic's start and requests before the first byte, the player's own
start and probe before its first sound, the end: the last song's drain, the queue saved, the
exit), so what is left is what each joint adds. The audio lengths are the files decoded by
ffmpeg (samples / rate, the encoder's padding included: mpv plays it too).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import time

ALBUM = "Two Sides"  # Celeste Quartet: four songs (1, 1.5, 1, 2 s), three joints
MPV_OPTIONS = "--ao=null --no-video --no-terminal"
DESIGNS = ("pipe", "session")  # before, after
PIPE_NAME = "mpv-pipe"
DECODE_RATE = 48_000
RUN_TIMEOUT_S = 60


class GapError(Exception):
    """A failed step of the gap measurement: one line."""


def players(folder: str) -> dict[str, str]:
    """The two `--player` commands. The session: mpv named with options (sunsonic runs one mpv
    for the queue over its JSON IPC). The pipe: the same mpv and options reading standard input,
    through a symbolic link that is not named `mpv`, so that sunsonic treats it as any other
    player: a process per song fed through a pipe (how mpv was driven before the session)."""
    found = shutil.which("mpv")
    if found is None:
        raise GapError("mpv is missing: it plays the album (apt-get install mpv)")
    mpv = os.path.realpath(found)
    link = os.path.join(folder, PIPE_NAME)
    os.symlink(mpv, link)
    return {"pipe": f"{link} {MPV_OPTIONS} -", "session": f"{mpv} {MPV_OPTIONS}", "mpv": mpv}


def audio_seconds(path: str) -> float:
    """The file's audio as mpv plays it: decoded by ffmpeg (mono, resampled to 48 kHz), the
    samples counted."""
    ffmpeg = shutil.which("ffmpeg")
    if ffmpeg is None:
        raise GapError("ffmpeg is missing: it measures the songs' lengths (apt-get install ffmpeg)")
    try:
        done = subprocess.run([ffmpeg, "-v", "error", "-i", path, "-map", "0:a:0", "-f", "s16le",
                               "-ac", "1", "-ar", str(DECODE_RATE), "-"],
                              capture_output=True, timeout=RUN_TIMEOUT_S, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise GapError(f"ffmpeg took over {RUN_TIMEOUT_S} s to decode a song") from None
    if done.returncode != 0 or not done.stdout:
        raise GapError(f"ffmpeg could not decode {os.path.basename(path)}")
    return len(done.stdout) / 2 / DECODE_RATE


def album(server) -> dict:
    """The album's id, and its songs in the server's order with their files and lengths."""
    listed = server.api("getAlbumList2", type="alphabeticalByName", size=500)
    found = [a for a in listed["albumList2"].get("album", []) if a.get("name") == ALBUM]
    if len(found) != 1:
        raise GapError(f"the server lists {len(found)} albums named {ALBUM!r}, not one")
    entries = server.api("getAlbum", id=found[0]["id"])["album"].get("song", [])
    files = {song.id: song.file for song in server.songs()}
    songs = [{"id": e["id"], "title": e["title"], "seconds": round(audio_seconds(files[e["id"]]), 6),
              "file": files[e["id"]]} for e in entries]
    if len(songs) < 2:
        raise GapError(f"{ALBUM!r} has {len(songs)} songs: no joint to measure")
    return {"id": found[0]["id"], "title": ALBUM, "songs": songs,
            "seconds": round(sum(s["seconds"] for s in songs), 6)}


def timed(command: list[str], env: dict[str, str] | None, stdin=subprocess.DEVNULL) -> float:
    """Milliseconds from just before the spawn to just after the exit; fails on exit != 0."""
    started = time.monotonic_ns()
    try:
        done = subprocess.run(command, env=env, stdin=stdin, capture_output=True, text=True,
                              timeout=RUN_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise GapError(f"{os.path.basename(command[0])} {command[1]} took over {RUN_TIMEOUT_S} s"
                       ) from None
    ended = time.monotonic_ns()
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
        raise GapError(f"{os.path.basename(command[0])} {command[1]} ended with exit"
                       f" {done.returncode}: {last[:300]}")
    return round((ended - started) / 1e6, 3)


def measure(binary: str, server, runs: int, folder: str, env: dict[str, str], order,
            log) -> dict:
    """`runs` rounds of both designs; `order(index)` is bench_ratios.pair_order (the pipe is
    its reference side)."""
    commands = players(folder)
    played = album(server)
    first = played["songs"][0]
    raw: dict = {"album": {k: v for k, v in played.items() if k != "songs"},
                 "songs": [{k: v for k, v in s.items() if k != "file"} for s in played["songs"]],
                 "players": {d: commands[d] for d in DESIGNS},
                 "runs": {d: [] for d in DESIGNS}, "playerAloneMilliseconds": [],
                 "firstInRound": []}

    def play(design: str, args: list[str]) -> float:
        return timed([binary, "play", *args, "--player", commands[design]], env)

    for design in DESIGNS:  # untimed: mpv's pages and each design's first start
        play(design, [first["id"]])
    for index in range(runs):
        sides = order(index)
        designs = ["pipe" if side == "reference" else "session" for side in sides]
        raw["firstInRound"].append(designs[0])
        for design in designs:
            raw["runs"][design].append({"albumMilliseconds": play(design, ["--album", played["id"]]),
                                        "songMilliseconds": play(design, [first["id"]])})
        with open(first["file"], "rb") as song:
            raw["playerAloneMilliseconds"].append(
                timed([commands["mpv"], *MPV_OPTIONS.split(), "-"], None, stdin=song))
        summary = ", ".join(f"{d} {per_joint(raw['runs'][d][-1], raw):.0f} ms" for d in DESIGNS)
        log(f"gap round {index + 1}/{runs}: added per joint: {summary}")
    return raw


def per_joint(run: dict, raw: dict) -> float:
    """What one joint added, in ms, in one round of one design (the formula above)."""
    album_over = run["albumMilliseconds"] - raw["album"]["seconds"] * 1000
    song_over = run["songMilliseconds"] - raw["songs"][0]["seconds"] * 1000
    return (album_over - song_over) / (len(raw["songs"]) - 1)


def without_control(run: dict, raw: dict, first_byte: float) -> float:
    """The plain reading, in ms: (album's wall time - its audio - the time to the first byte)
    / joints. It leaves the player's own start and the end of the queue in the joints."""
    return (run["albumMilliseconds"] - raw["album"]["seconds"] * 1000 - first_byte) / (
        len(raw["songs"]) - 1)


def figures(raw: dict, first_byte: float, spread) -> dict:
    """The document's `gaps`: per design the median (and spread) of what a joint adds, the plain
    reading, the album's and the one song's wall times; mpv alone's time over the song."""
    designs = {}
    for design in DESIGNS:
        runs = raw["runs"][design]
        designs[design] = {
            "perJointMilliseconds": spread([per_joint(r, raw) for r in runs]),
            "withoutControlMilliseconds": spread([without_control(r, raw, first_byte)
                                                  for r in runs]),
            "albumMilliseconds": spread([r["albumMilliseconds"] for r in runs]),
            "songMilliseconds": spread([r["songMilliseconds"] for r in runs]),
        }
    alone = [ms - raw["songs"][0]["seconds"] * 1000 for ms in raw["playerAloneMilliseconds"]]
    return {"album": raw["album"], "songs": raw["songs"], "joints": len(raw["songs"]) - 1,
            "runs": len(raw["firstInRound"]), "binary": raw.get("binary", ""),
            "build": raw.get("build", ""), **designs,
            "playerAloneOverSongMilliseconds": spread(alone),
            "savedPerJointMilliseconds": round(designs["pipe"]["perJointMilliseconds"]["median"]
                                               - designs["session"]["perJointMilliseconds"]
                                               ["median"], 1)}


def markdown(gaps: dict, first_byte: float, build: str) -> list[str]:
    """The report's section on the gap between songs; `build`: that of the first byte's."""
    lengths = ", ".join(f"{s['seconds']:.3f}" for s in gaps["songs"])
    pipe, session = gaps["pipe"], gaps["session"]

    def row(label: str, key: str) -> str:
        return (f"| {label} | {pipe[key]['median']} ms | {session[key]['median']} ms"
                f" | {pipe[key]['min']} to {pipe[key]['max']} | {session[key]['min']} to"
                f" {session[key]['max']} |")

    alone = gaps["playerAloneOverSongMilliseconds"]
    return [
        "## The gap between songs",
        "",
        f"Album \"{gaps['album']['title']}\": {len(gaps['songs'])} songs, {gaps['joints']} joints,"
        f" {gaps['album']['seconds']:.3f} s of audio ({lengths} s, decoded by ffmpeg). Through"
        f" mpv `{MPV_OPTIONS}` (real time), {gaps['runs']} rounds, the designs' order alternating"
        + (f" (sunsonic: the {gaps['build']} build at {gaps['binary']}, not the one above)"
           if gaps.get("build") and gaps["build"] != build else "") + ":"
        " before, the pipe (a player process per song, fed its standard input); after, the"
        " session (one mpv for the queue, over its JSON IPC).",
        "",
        "| measurement | pipe (before) | session (after) | pipe min to max | session min to max |",
        "| --- | ---: | ---: | ---: | ---: |",
        row("**added per joint**: (album − its audio) − (first song − its audio), / joints",
            "perJointMilliseconds"),
        row(f"plain reading: (album − its audio − {first_byte} ms to the first byte) / joints",
            "withoutControlMilliseconds"),
        row("`play --album`: spawn to exit", "albumMilliseconds"),
        row("`play FIRST-SONG`: spawn to exit", "songMilliseconds"),
        "",
        f"Saved per joint by the session: **{gaps['savedPerJointMilliseconds']} ms**."
        f" mpv alone on the first song (`mpv {MPV_OPTIONS} - < FILE`, no sunsonic): its run"
        f" lasts {alone['median']} ms longer than the song (median; {alone['min']} to"
        f" {alone['max']}): what each new process adds in the pipe design.",
        "",
    ]

"""End to end: every command of `sunsonic --help` with malformed values.

Each bad input must end in exit 64, exactly one line on stderr naming the flag or argument and
the value as given (quoted, control characters escaped as \\uXXXX, cut after 60 characters),
nothing on stdout, and never a crash. The cases run with `--preview` (validation only), then
again against a live-looking configuration whose server is a recording proxy, to prove that no
request is sent for bad input.

Limits of what a test can pass (Linux): one argument or environment string is at most
MAX_ARG_STRLEN = 32 pages = 131072 bytes with its NUL, so the longest single argument is
131071 bytes (a 1-2 MB argument fails in execve with E2BIG before `sunsonic` runs; the
multi-megabyte case therefore spreads 1.5 MiB over 12 maximal arguments); NUL cannot be passed
in argv or the environment at all (C strings end there).
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from e2e_fixtures import CLIAssertions, base_environment  # noqa: E402
from fault_proxy import FaultProxy  # noqa: E402
from sunsonic_e2e import run_sunsonic, sunsonic_binary  # noqa: E402

ESC = "\x1b[2J"  # "clear the screen": must never reach a terminal raw
MAX_ARG = 131071  # the longest argument execve accepts (MAX_ARG_STRLEN - 1)
LONG = "y" * MAX_ARG
HUGE_NUMBER = "99999999999999999999"
BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
SUN = ["--lat", "1", "--lng", "1"]

COMMANDS = [
    "sun", "ping", "artists", "artist", "album", "song", "search", "albums", "random",
    "starred", "star", "unstar", "rate", "scrobble", "playlists", "playlist", "download",
    "cover", "lyrics", "completion", "genres", "songs", "top", "similar", "nowplaying",
    "whoami", "scan", "folders", "folder", "bookmarks", "bookmark", "queue", "stream", "play",
    "ui", "manual", "music-folders", "stations", "station", "shares", "share", "users", "user",
    "password", "jukebox", "podcasts", "podcast",
]


def shown(value: str) -> str:
    """The value as the CLI shows it in a message: quoted, `"` and `\\` escaped, control
    characters and bidi overrides as \\uXXXX (JSON's notation), at most 60 characters then an
    ellipsis."""
    out = []
    for count, char in enumerate(value):
        if count >= 60:
            out.append("…")
            break
        if char == '"':
            out.append('\\"')
        elif char == "\\":
            out.append("\\\\")
        elif ord(char) < 0x20 or 0x7F <= ord(char) < 0xA0 or char in BIDI:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def named(name: str, value: str) -> str:
    """The fragment `NAME "value"` a message must hold."""
    return f"{name} {shown(value)}"


def id_cases(command: list[str], after: list[str] = ()) -> list:
    """Bad ids for a command taking one ID positional (followed by `after`)."""
    return [
        ([*command, "", *after], [named("ID", ""), "empty"]),
        ([*command, "x" * 201, *after], [named("ID", "x" * 201), "longer than 200"]),
        ([*command, ESC, *after], [named("ID", ESC), "control character"]),
        ([*command, "a\nb", *after], [named("ID", "a\nb"), "control character"]),
        ([*command, "a\tb", *after], [named("ID", "a\tb"), "control character"]),
        ([*command, LONG, *after], [named("ID", LONG), "longer than 200"]),
    ]


def size_cases(command: list[str], low: int, high: int, flag: str = "--size") -> list:
    what = f"from {low} to {high}"
    values = ["-1", str(low - 1), str(high + 1), HUGE_NUMBER, "abc", "1.5", "+5", " 5", "",
              "٣", "0x10", ESC]
    return [([*command, flag, value], [named(flag, value), what])
            for value in dict.fromkeys(values)]


def stream_option_cases(before: list[str]) -> list:
    """Bad --format and --max-bitrate values (`play` and `stream`), after `before`."""
    return [
        ([*before, "--format", value], [named("--format", value), "a format's short name"])
        for value in ("", "mp3;rm", "a b", "../x", "x" * 17, ESC, LONG)
    ] + [
        ([*before, "--max-bitrate", value], [named("--max-bitrate", value), "from 0 to 10000"])
        for value in ("-1", "10001", HUGE_NUMBER, "abc", "1.5", "", ESC)
    ]


def artist_cases(command: list[str], name: str = "ARTIST") -> list:
    """Bad ARTIST values (or `name`'s) for a command taking one artist (a name or an id)."""
    return [
        ([""], [named(name, ""), "empty"]),
        (["x" * 201], [named(name, "x" * 201), "longer than 200"]),
        ([ESC], [named(name, ESC), "control character"]),
        ([], [f"missing {name}"]),
        (["a", "b"], [named("unexpected argument", "b")]),
    ]


CASES: dict[str, list] = {
    "sun": [
        (["--lat", "abc", "--lng", "1"], [named("--lat", "abc"), "not a number"]),
        (["--lat", "NaN", "--lng", "1"], [named("--lat", "NaN")]),
        (["--lat", "inf", "--lng", "1"], [named("--lat", "inf")]),
        (["--lat", "1e309", "--lng", "1"], [named("--lat", "1e309")]),
        (["--lat", "", "--lng", "1"], [named("--lat", "")]),
        (["--lat", "91", "--lng", "1"], [named("--lat", "91"), "-90 to 90"]),
        (["--lat", "-90.0001", "--lng", "1"], [named("--lat", "-90.0001")]),
        (["--lat", "1", "--lng", "180.0001"], [named("--lng", "180.0001"), "-180 to 180"]),
        (["--lat", "1", "--lng", "-1e6"], [named("--lng", "-1e6")]),
        (["--lat", ESC, "--lng", "1"], [named("--lat", ESC)]),
        (["--lat", LONG, "--lng", "1"], [named("--lat", LONG)]),
        ([*SUN, "--date", "2026-02-29"], [named("--date", "2026-02-29"), "no such day"]),
        ([*SUN, "--date", "2026-02-30"], [named("--date", "2026-02-30"), "no such day"]),
        ([*SUN, "--date", "2026-13-01"], [named("--date", "2026-13-01")]),
        ([*SUN, "--date", "2026-00-10"], [named("--date", "2026-00-10")]),
        ([*SUN, "--date", "0000-01-01"], [named("--date", "0000-01-01")]),
        ([*SUN, "--date", "2026-1-1"], [named("--date", "2026-1-1"), "not a date"]),
        ([*SUN, "--date", "99999-01-01"], [named("--date", "99999-01-01")]),
        ([*SUN, "--date", "yesterday"], [named("--date", "yesterday")]),
        ([*SUN, "--date", ESC], [named("--date", ESC)]),
        ([*SUN, "--tz", "Mars/Olympus"], [named("--tz", "Mars/Olympus"), "IANA"]),
        ([*SUN, "--tz", ""], [named("--tz", "")]),
        ([*SUN, "--tz", "../../etc/passwd"], [named("--tz", "../../etc/passwd")]),
        ([*SUN, "--tz", "EST"], [named("--tz", "EST")]),
        ([*SUN, "--tz", "+05:00"], [named("--tz", "+05:00")]),
        ([*SUN, "--tz", LONG], [named("--tz", LONG)]),
        ([*SUN, "--timeout", "0"], [named("--timeout", "0")]),
        ([*SUN, "--timeout", "-1"], [named("--timeout", "-1")]),
        ([*SUN, "--timeout", "nan"], [named("--timeout", "nan")]),
        ([*SUN, "--timeout", "1e400"], [named("--timeout", "1e400")]),
        ([*SUN, "--timeout", "3601"], [named("--timeout", "3601")]),
        ([*SUN, "--lat", "2"], ["--lat", "more than once"]),
        ([*SUN, "extra"], [named("unexpected argument", "extra")]),
        (["--lng", "1"], ["--lat is required"]),
        (["--lat", "1", "--lng"], ["--lng needs a value"]),
        ([*SUN, "--json=yes"], ["--json takes no value"]),
        ([*SUN, "--colour"], [shown("--colour"), "unknown option"]),
        ([*SUN, "-x"], [shown("-x"), "unknown option"]),
    ],
    "ping": [
        (["x"], [named("unexpected argument", "x")]),
        (["--timeout", "0"], [named("--timeout", "0")]),
        (["--verbose=1"], ["--verbose takes no value"]),
        (["--colour"], [shown("--colour"), "unknown option"]),
    ],
    "artists": [
        (["extra"], [named("unexpected argument", "extra")]),
        (["--json=1"], ["--json takes no value"]),
        (["--colour"], [shown("--colour"), "unknown option"]),
    ],
    "artist": id_cases([]) + [([], ["missing ID"]),
                              (["a", "b"], [named("unexpected argument", "b")])],
    "album": id_cases([]) + id_cases([], ["--info"]) + [
        ([], ["missing ID"]), (["a", "b"], [named("unexpected argument", "b")]),
        (["a", "--info=1"], ["--info takes no value"])],
    "song": id_cases([]) + [([], ["missing ID"])],
    "search": [
        ([""], [named("TEXT", ""), "empty"]),
        (["   "], [named("TEXT", "   "), "empty"]),
        (["x" * 201], [named("TEXT", "x" * 201), "longer than 200"]),
        ([ESC], [named("TEXT", ESC), "control character"]),
        ([LONG], [named("TEXT", LONG)]),
        ([], ["missing TEXT"]),
    ] + size_cases(["ok"], 1, 500),
    "albums": [
        (["--type", "bogus"], [named("--type", "bogus"), "not a list type"]),
        (["--type", ESC], [named("--type", ESC)]),
        (["--from", "2000"], ["--from is only for --type by-year"]),
        (["--type", "by-year", "--from", "2000"], ["needs --from YEAR and --to YEAR"]),
        (["--type", "by-year", "--from", "0", "--to", "1"], [named("--from", "0")]),
        (["--type", "by-year", "--from", "1", "--to", "10000"], [named("--to", "10000")]),
        (["--type", "by-year", "--from", HUGE_NUMBER, "--to", "1"],
         [named("--from", HUGE_NUMBER)]),
        (["--type", "by-genre"], ["needs --genre NAME"]),
        (["--type", "by-genre", "--genre", ESC], [named("--genre", ESC)]),
        (["--type", "by-genre", "--genre", ""], [named("--genre", ""), "empty"]),
        (["--genre", "Jazz"], ["--genre is only for --type by-genre"]),
    ] + size_cases([], 1, 500) + size_cases([], 0, 1000000, flag="--offset"),
    "random": size_cases([], 1, 500) + [
        (["x"], [named("unexpected argument", "x")]),
        (["--genre", ""], [named("--genre", ""), "empty"]),
        (["--genre", ESC], [named("--genre", ESC), "control character"]),
        (["--genre", LONG], [named("--genre", LONG), "longer than 200"]),
        (["--from", "0"], [named("--from", "0"), "not a year"]),
        (["--to", "10000"], [named("--to", "10000"), "not a year"]),
        (["--from", HUGE_NUMBER], [named("--from", HUGE_NUMBER), "not a year"]),
        (["--from", "2021", "--to", "2020"], ["--from 2021 is after --to 2020"]),
    ],
    "starred": [(["x"], [named("unexpected argument", "x")])],
    "genres": [(["x"], [named("unexpected argument", "x")])],
    "nowplaying": [(["x"], [named("unexpected argument", "x")])],
    "folders": [(["x"], [named("unexpected argument", "x")])],
    "music-folders": [(["x"], [named("unexpected argument", "x")])] + [
        # --folder is every music command's; its value is checked before any request.
        (["--folder", value], [named("--folder", value), why])
        for value, why in (("", "empty"), (" ", "empty"), (ESC, "control character"),
                           ("a\nb", "control character"), (LONG, "longer than 200"))
    ],
    "folder": id_cases([]) + [(["a", "b"], [named("unexpected argument", "b")])],
    "bookmarks": [(["x"], [named("unexpected argument", "x")])],
    "stations": [(["x"], [named("unexpected argument", "x")])],
    "users": [(["x"], [named("unexpected argument", "x")])],
    "user": [
        ([], ["missing a NAME or an action"]),
        (["add"], ["missing NAME"]),
        (["add", "robin"], ["user add needs --email ADDRESS"]),
        (["add", "robin", "--email", ""], [named("--email", ""), "empty"]),
        (["add", "robin", "--email", ESC], [named("--email", ESC), "control character"]),
        (["add", "robin", "--email", LONG], [named("--email", LONG), "longer than 200"]),
        (["add", "robin", "--email", "r@t.example", "--grant", "dj"],
         [named("--grant", "dj"), "no role"]),
        (["add", "robin", "--email", "r@t.example", "--revoke", ESC],
         [named("--revoke", ESC), "no role"]),
        (["update", "guest"], ["nothing to change"]),
        (["update", "guest", "--grant", "admin", "--revoke", "admin"],
         ["both granted and revoked"]),
        (["delete", "guest", "--admin"], ["--admin does not go with 'user delete'"]),
        (["guest", "--email", "x"], ["--email does not go with showing a user"]),
        (["delete", "a", "b"], [named("unexpected argument", "b")]),
        (["show"], ["missing NAME"]),
    ] + [
        (args, [named("NAME", value), why])
        for value, why in (("", "empty"), (ESC, "control character"), ("a\nb", "control character"),
                           ("x" * 201, "longer than 200"))
        for args in ([value], ["show", value], ["delete", value], ["add", value, "--email", "e"],
                     ["update", value, "--admin"])
    ],
    "jukebox": [
        ([], ["missing an action"]),
        (["play"], ["unknown action", shown("play")]),
        ([ESC], ["unknown action", shown(ESC)]),
        (["status", "x"], [named("unexpected argument", "x")]),
        (["add"], ["missing SONG_ID"]),
        (["add", ""], [named("SONG_ID", ""), "empty"]),
        (["add", ESC], [named("SONG_ID", ESC), "control character"]),
        (["set", "x" * 201], [named("SONG_ID", "x" * 201), "longer than 200"]),
        (["skip"], ["missing INDEX"]),
        (["start", "--offset", "5"], ["--offset goes with 'jukebox skip' only"]),
        (["skip", "1", "--offset", "-1"], [named("--offset", "-1"), "not a whole number"]),
        (["skip", "1", "--offset", HUGE_NUMBER], [named("--offset", HUGE_NUMBER)]),
        (["volume", "101"], [named("PERCENT", "101"), "not a whole number from 0 to 100"]),
        (["volume", "0.5"], [named("PERCENT", "0.5")]),
    ] + [
        ([action, value], [named("INDEX", value), "not a whole number"])
        for action in ("skip", "remove") for value in ("0", "-1", "x", HUGE_NUMBER, ESC)
    ],
    # Never echoed: a second argument may be the password itself.
    "password": [
        (["guest", "hunter2"], ["password takes one NAME at most"]),
        # Refused (64, nothing sent) by the command, or first by the settings' own reading of
        # an empty standard input: either way, never two secrets on one input.
        (["guest", "--password-stdin", "--user", "me"], ["--password-stdin"]),
        ([""], [named("NAME", ""), "empty"]),
        ([ESC], [named("NAME", ESC), "control character"]),
        (["x" * 201], [named("NAME", "x" * 201), "longer than 200"]),
    ],
    "shares": [(["x"], [named("unexpected argument", "x")])],
    "share": [
        ([], ["missing ITEM"]),
        (["--album"], ["missing ITEM"]),
        (["--update", "--delete", "share-1"], ["--update and --delete exclude each other"]),
        (["--update", "share-1"], ["nothing to change"]),
        (["--delete", "share-1", "--album"], ["--album does not go with --delete"]),
        (["--delete", "share-1", "--expires", "never"], ["--expires does not go with --delete"]),
        (["--delete"], ["missing ID"]),
        (["song-1", "--description", ""], [named("--description", ""), "empty"]),
        (["song-1", "--description", ESC], [named("--description", ESC), "control character"]),
        (["song-1", "--description", LONG], [named("--description", LONG), "longer than 200"]),
        ([ESC], [named("ITEM", ESC), "control character"]),
        (["x" * 201], [named("ITEM", "x" * 201), "longer than 200"]),
    ] + [
        (["song-1", "--expires", value], [named("--expires", value), "not a date"])
        for value in ("", "never", "tomorrow", "2030-02-30", "2030-1-05", "1969-12-31",
                      "2030-01-01T25:00", "2030-01-01T10:00:00+02:00", "١٢٣٤-01-01", ESC,
                      HUGE_NUMBER)
    ] + id_cases(["--delete"]) + id_cases(["--update"], ["--description", "x"]),
    "station": [
        ([], ["missing an action"]),
        (["play"], ["unknown action", shown("play")]),
        ([ESC], ["unknown action", shown(ESC)]),
        (["add", "Tide"], ["missing URL"]),
        (["add", "", "https://t.example"], [named("NAME", ""), "empty"]),
        (["add", ESC, "https://t.example"], [named("NAME", ESC), "control character"]),
        (["add", LONG, "https://t.example"], [named("NAME", LONG), "longer than 200"]),
        (["add", "Tide", "https://t.example", "x"], [named("unexpected argument", "x")]),
        (["add", "Tide", "https://t.example", "--url", "https://u.example"],
         ["--url does not go with 'station add'"]),
        (["delete", "station-1", "--name", "x"], ["--name does not go with 'station delete'"]),
        (["update", "station-1"], ["nothing to change"]),
    ] + [
        (["add", "Tide", value], [named("URL", value), "not an http or https URL"])
        for value in ("", "ftp://t.example/x", "file:///etc/passwd", "javascript:alert(1)",
                      "https://", "t.example/live", "http://t.example/a b", "http://t\x1b.example",
                      "https://t.example/" + ESC)
    ] + [
        (["update", "station-1", flag, value], [named(flag, value), "not an http or https URL"])
        for flag, value in (("--url", "rtsp://t.example"), ("--homepage", "mailto:x@t.example"))
    ] + [(["add", "Tide", "https://t.example/" + "x" * 2000], ["longer than 2000"])]
      + id_cases(["delete"]) + id_cases(["update"], ["--name", "x"]),
    "podcasts": [
        (["x"], [named("unexpected argument", "x")]),
        (["--newest", "5", "6"], [named("unexpected argument", "6")]),
        (["--newest", "--episodes"], ["--episodes does not go with --newest"]),
    ] + [
        (["--newest", value], [named("N", value), "not a whole number from 1 to 500"])
        for value in ("0", "501", "abc", "1.5", "", ESC, HUGE_NUMBER, "\u0665")
    ],
    "podcast": [
        ([], ["missing CHANNEL or an action"]),
        ([""], [named("CHANNEL", ""), "empty"]),
        ([ESC], [named("CHANNEL", ESC), "control character"]),
        ([LONG], [named("CHANNEL", LONG), "longer than 200"]),
        (["channel-1", "x"], [named("unexpected argument", "x")]),
        (["refresh", "x"], [named("unexpected argument", "x")]),
        (["add"], ["missing URL"]),
        (["add", "https://p.example/feed.xml", "x"], [named("unexpected argument", "x")]),
        (["fetch", "episode-1", "--player", "mpv"], ["--player goes with 'podcast play'"]),
        (["delete"], ["missing CHANNEL"]),
        (["delete", ESC], [named("CHANNEL", ESC), "control character"]),
    ] + [
        ([action, *value], fragments)
        for action in ("play", "fetch", "delete-episode")
        for value, fragments in (([], ["missing EPISODE"]), ([""], [named("EPISODE", ""), "empty"]),
                                 ([ESC], [named("EPISODE", ESC), "control character"]),
                                 ([LONG], [named("EPISODE", LONG), "longer than 200"]))
    ] + [
        (["add", value], [named("URL", value), "not an http or https URL"])
        for value in ("", "ftp://p.example/feed", "file:///etc/passwd", "javascript:alert(1)",
                      "https://", "p.example/feed.xml", "http://p.example/a b",
                      "http://p\x1b.example", "https://p.example/" + ESC)
    ] + [(["add", "https://p.example/" + "x" * 2000], ["longer than 2000"])],
    "bookmark": [
        ([], ["missing SONG"]),
        (["--delete"], ["missing SONG"]),
        (["song-1", "--at", "abc"], [named("--at", "abc"), "not a position"]),
        (["song-1", "--at", "-5"], [named("--at", "-5"), "not a position"]),
        (["song-1", "--at", "1:99"], [named("--at", "1:99"), "not a position"]),
        (["song-1", "--delete", "--at", "5"], ["--at does not go with --delete"]),
        (["a", "b"], [named("unexpected argument", "b")]),
    ],
    "manual": [(["x"], ["manual takes no argument, not", shown("x")])],
    "queue": [(["x"], [named("unexpected argument", "x")])],
    "whoami": [(["x"], [named("unexpected argument", "x")])],
    "ui": [  # bad usage is said before the terminal is looked at (here there is none)
        (["x"], [named("unexpected argument", "x")]),
        (["--mouse=1"], ["--mouse takes no value"]),
        (["--player", ""], [named("--player", ""), "it is empty"]),
        (["--player", "mpv" + ESC], [named("--player", "mpv" + ESC), "control character"]),
    ],
    "scan": [(["x"], [named("unexpected argument", "x")]), (["--start=yes"], ["--start takes no value"])],
    "songs": [
        ([], ["missing --genre NAME"]),
        (["--genre", ""], [named("--genre", ""), "empty"]),
        (["--genre", ESC], [named("--genre", ESC), "control character"]),
        (["--genre", "Jazz", "x"], [named("unexpected argument", "x")]),
    ] + size_cases(["--genre", "Jazz"], 1, 500)
      + size_cases(["--genre", "Jazz"], 0, 1000000, flag="--offset"),
    "top": artist_cases(["top"]) + size_cases(["artist-1"], 1, 500),
    "similar": artist_cases(["similar"], "ITEM") + size_cases(["artist-1"], 1, 500) + [
        (["song-1", "--song", "--album"], ["--song and --album exclude each other"]),
        (["song-1", "--song=1"], ["--song takes no value"]),
    ],
    "star": id_cases([]) + [(["a", "--album", "--artist"], ["--album and --artist exclude"]),
                            ([], ["missing ID"])],
    "unstar": id_cases([]) + [(["a", "--album", "--artist"], ["--album and --artist exclude"])],
    "rate": id_cases([], ["3"]) + [
        (["song-1", value], [named("RATING", value), "from 0 to 5"])
        for value in ("6", "-1", "abc", "2.5", HUGE_NUMBER, "", ESC)
    ] + [(["song-1"], ["missing RATING"])],
    "scrobble": id_cases([]) + [([], ["missing ID"])],
    "playlists": [(["x"], [named("unexpected argument", "x")])],
    "playlist": [
        ([], ["missing ID or an action"]),
        (["create"], ["missing NAME"]),
        (["create", ""], [named("NAME", ""), "empty"]),
        (["create", "  "], [named("NAME", "  "), "empty"]),
        (["create", ESC], [named("NAME", ESC), "control character"]),
        (["create", "x" * 201], [named("NAME", "x" * 201), "longer than 200"]),
        (["create", LONG], [named("NAME", LONG)]),
        (["create", "ok", "--song", ESC], [named("--song", ESC)]),
        (["create", "ok", "--song", ""], [named("--song", "")]),
        (["add", "playlist-1", "--song", "song-1"], ["--song is only for 'playlist create'"]),
        (["add", "playlist-1"], ["missing SONG"]),
        (["add", "playlist-1", ESC], [named("SONG", ESC)]),
        (["add", ESC, "song-1"], [named("ID", ESC)]),
        (["rename", "playlist-1"], ["missing NAME"]),
        (["rename", "playlist-1", ESC], [named("NAME", ESC)]),
        (["rename", "playlist-1", "x" * 201], [named("NAME", "x" * 201)]),
        (["delete"], ["missing ID"]),
        (["delete", ""], [named("ID", "")]),
        (["show", ESC], [named("ID", ESC)]),
        ([ESC], [named("ID", ESC)]),
        (["playlist-1", "extra"], [named("unexpected argument", "extra")]),
    ] + [
        (["remove", "playlist-1", value], [named("INDEX", value), "from 1 to 100000"])
        for value in ("0", "-1", "100001", HUGE_NUMBER, "abc", "1.5", "")
    ] + [(["remove", "playlist-1", "1", "1"], ["position 1 is given more than once"])],
    "download": id_cases([]) + [
        (["song-1", "-o", ""], [named("-o", ""), "not a usable file name"]),
        (["song-1", "-o", "/tmp/" + ESC], [named("-o", "/tmp/" + ESC)]),
        (["song-1", "-o", "/nonexistent-e2e/dir/f.mp3"],
         [named("-o", "/nonexistent-e2e/dir/f.mp3"), "does not exist"]),
        (["song-1", "-o", "/tmp/" + "y" * 256], [named("-o", "/tmp/" + "y" * 256),
                                                 "longer than the file system allows"]),
        (["song-1", "-o", LONG], [named("-o", LONG), "longer than the file system allows"]),
        (["song-1", "--force=yes"], ["--force takes no value"]),
    ],
    "stream": id_cases([]) + stream_option_cases(["song-1"]) + [
        ([], ["missing ID"]),
        (["a", "b"], [named("unexpected argument", "b")]),
        (["song-1", "-o", ""], [named("-o", ""), "not a usable file name"]),
        (["song-1", "-o", "/tmp/" + ESC], [named("-o", "/tmp/" + ESC)]),
        (["song-1", "-o", "/nonexistent-e2e/dir/f.mp3"],
         [named("-o", "/nonexistent-e2e/dir/f.mp3"), "does not exist"]),
        (["song-1", "-o", "/tmp/" + "y" * 256], [named("-o", "/tmp/" + "y" * 256),
                                                 "longer than the file system allows"]),
        (["song-1", "--force=yes"], ["--force takes no value"]),
        (["song-1", "--json=1"], ["--json takes no value"]),
    ],
    "play": [
        ([""], [named("SONG", ""), "empty"]),
        (["x" * 201], [named("SONG", "x" * 201), "longer than 200"]),
        ([ESC], [named("SONG", ESC), "control character"]),
        (["a\nb"], [named("SONG", "a\nb"), "control character"]),
        ([LONG], [named("SONG", LONG), "longer than 200"]),
        (["song-1", "song-2", ""], [named("SONG", ""), "empty"]),
        ([], ["nothing to play"]),
        (["song-1", "--album", "a"], ["give one of SONG, --album, not several"]),
        (["--random", "5", "--resume"], ["give one of --random, --resume, not several"]),
        (["song-1", "--all"], ["--all goes with --artist"]),
        (["--album", ""], [named("--album", ""), "empty"]),
        (["--album", ESC], [named("--album", ESC), "control character"]),
        (["--playlist", "   "], [named("--playlist", "   "), "empty"]),
        (["--playlist", "x" * 201], [named("--playlist", "x" * 201), "longer than 200"]),
        (["--artist", ""], [named("--artist", ""), "empty"]),
        (["--artist", ESC, "--all"], [named("--artist", ESC), "control character"]),
        (["--artist", "a", "--all=1"], ["--all takes no value"]),
        (["--resume=1"], ["--resume takes no value"]),
        (["--station", ""], [named("--station", ""), "empty"]),
        (["--station", ESC], [named("--station", ESC), "control character"]),
        (["--station", "x" * 201], [named("--station", "x" * 201), "longer than 200"]),
        (["--station"], ["--station needs a value"]),
        (["--station", "s", "--album", "a"], ["give one of --album, --station, not several"]),
        (["--station", "s", "--shuffle"], ["--shuffle does not go with --station"]),
        (["--station", "s", "--format", "mp3"], ["--format does not go with --station"]),
        (["--radio"], ["--radio takes one SONG, --album ALBUM or --artist ARTIST"]),
        (["--radio", "song-1", "song-2"], ["--radio takes one SONG"]),
        (["--radio", "--album", "a", "--artist", "b"], ["--radio takes one SONG"]),
        (["--radio", "--playlist", "p"], ["--radio does not go with --playlist"]),
        (["--radio", "--artist", "a", "--all"], ["--radio does not go with --all"]),
        (["--radio", "--station", "s"], ["--radio does not go with --station"]),
        (["--radio=1", "song-1"], ["--radio takes no value"]),
        (["--radio", "--album", ESC], [named("--album", ESC), "control character"]),
        (["--bookmark", ""], [named("--bookmark", ""), "empty"]),
        (["--bookmark", ESC], [named("--bookmark", ESC), "control character"]),
        (["--bookmark", "a\nb"], [named("--bookmark", "a\nb"), "control character"]),
        (["--bookmark", "x" * 201], [named("--bookmark", "x" * 201), "longer than 200"]),
        (["--bookmark"], ["--bookmark needs a value"]),
        (["--bookmark", "song-1", "--resume"], ["give one of --bookmark, --resume, not several"]),
        (["song-1", "--bookmark", "song-2"], ["give one of SONG, --bookmark, not several"]),
        (["song-1", "--shuffle=yes"], ["--shuffle takes no value"]),
        (["song-1", "--lyrics=on"], ["--lyrics takes no value"]),
        (["song-1", "--player"], ["--player needs a value"]),
        (["song-1", "--player", ""], [named("--player", ""), "it is empty"]),
        (["song-1", "--player", "'mpv"], [named("--player", "'mpv"), "a quote is not closed"]),
        (["song-1", "--player", "mpv" + ESC], [named("--player", "mpv" + ESC), "control character"]),
        (["song-1", "--player", "x" * 4097], [named("--player", "x" * 4097), "longer than 4096"]),
    ] + size_cases([], 1, 500, flag="--random") + stream_option_cases(["song-1"]),
    "cover": id_cases([]) + size_cases(["cover-1"], 1, 4096) + [
        (["cover-1", "-o", ""], [named("-o", ""), "not a usable file name"]),
    ],
    "completion": [
        (["tcsh"], ["completion takes bash, zsh or fish, not", shown("tcsh")]),
        ([], ["completion takes bash, zsh or fish, not nothing"]),
        (["bash", "zsh"], ["completion takes bash, zsh or fish"]),
    ],
    "lyrics": [
        (["", ""], [named("ARTIST", ""), "empty"]),
        (["", "Updraft"], [named("ARTIST", ""), "empty"]),
        (["Aurora Tones", ""], [named("TITLE", ""), "empty"]),
        (["   ", "Updraft"], [named("ARTIST", "   "), "empty"]),
        ([ESC, "x"], [named("ARTIST", ESC)]),
        (["x", ESC], [named("TITLE", ESC)]),
        (["x" * 201, ""], [named("ARTIST", "x" * 201)]),
        (["x", "y", "z"], [named("unexpected argument", "z")]),
    ],
}


class HostileInput(CLIAssertions, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.home = tempfile.mkdtemp(prefix="e2e-hostile-home-")
        cls.existing = os.path.join(cls.home, "existing.mp3")
        with open(cls.existing, "w") as fh:
            fh.write("keep me\n")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.home, ignore_errors=True)

    def cases(self):
        """(command, args, fragments) for every case, `{existing}` filled in."""
        out = []
        for command, cases in CASES.items():
            for args, fragments in cases:
                args = [self.existing if a == "{existing}" else a for a in args]
                fragments = [f.replace(shown("{existing}"), shown(self.existing))
                             for f in fragments]
                out.append((command, args, fragments))
        return out

    def run_all(self, argument_lists, env):
        with ThreadPoolExecutor(max_workers=2) as pool:
            return list(pool.map(lambda args: run_sunsonic(args, env=env, timeout=30),
                                 argument_lists))

    def check(self, cases, runs):
        for (command, args, fragments), run in zip(cases, runs):
            shown_args = [a if len(a) < 40 else f"<{len(a)} chars>" for a in args]
            with self.subTest(command=command, args=shown_args):
                self.assert_failure(run, 64, *fragments)
        self.assertTrue(os.path.exists(self.existing))
        with open(self.existing) as fh:
            self.assertEqual(fh.read(), "keep me\n")

    def test_help_lists_exactly_the_commands_with_cases(self):
        run = run_sunsonic(["--help"], env=base_environment(self.home))
        self.assertEqual(run.code, 0)
        listed = re.findall(r"^  ([a-z][a-z-]*) {2,}\S", run.out, flags=re.MULTILINE)
        self.assertEqual(sorted(listed), sorted(COMMANDS),
                         "a command was added or removed: give it hostile-input cases")
        self.assertEqual(sorted(CASES), sorted(COMMANDS))

    def test_every_bad_value_is_a_one_line_usage_error_with_preview(self):
        cases = self.cases()
        # --preview right after the command name, so that no option can take it as its value.
        runs = self.run_all([[command, "--preview", *args] for command, args, _ in cases],
                            base_environment(self.home))
        self.check(cases, runs)

    def test_no_request_is_sent_for_bad_input(self):
        with FaultProxy(upstream="http://127.0.0.1:9", fault="stall",
                        stall_seconds=5) as proxy:
            env = {**base_environment(self.home), "SUBSONIC_URL": proxy.base_url,
                   "SUBSONIC_USER": "someone", "SUBSONIC_PASSWORD": "not-a-real-password",
                   "SUNTIMES_API_URL": proxy.base_url + "/json"}
            cases = self.cases()
            runs = self.run_all([[command, *args] for command, args, _ in cases], env)
            self.check(cases, runs)
            self.assertEqual(proxy.request_count, 0,
                             [f"{r.method} {r.path}" for r in proxy.requests])

    def test_unknown_commands_and_flags(self):
        env = base_environment(self.home)
        for command, fragment in [("moon", shown("moon")), (ESC, shown(ESC)),
                                  ("", shown("")), (LONG, shown(LONG))]:
            with self.subTest(command=command[:20]):
                self.assert_failure(run_sunsonic([command], env=env), 64, "unknown command",
                                    fragment)
        # Before the command's name, an option no command knows.
        self.assert_failure(run_sunsonic(["--colour", "artists"], env=env), 64,
                            "unknown option", shown("--colour"))
        for command in COMMANDS:
            with self.subTest(command=command):
                run = run_sunsonic([command, "--preview", "--no-such-flag"], env=env)
                self.assert_failure(run, 64, "unknown option", shown("--no-such-flag"),
                                    f"'sunsonic {command}'")

    def test_no_command_prints_the_usage_on_stderr(self):
        # The one exception to "one line": the usage, then the error line, on stderr.
        run = run_sunsonic([], env=base_environment(self.home))
        self.assertEqual(run.code, 64)
        self.assertEqual(run.out, "")
        self.assertTrue(run.err.startswith("usage: sunsonic [OPTIONS] COMMAND"), run.err[:200])
        self.assertTrue(run.err.endswith("\nsunsonic: no command given\n"), run.err[-200:])

    def test_argument_limits_of_the_platform(self):
        binary = sunsonic_binary()
        with self.assertRaises(OSError) as raised:
            subprocess.run([binary, "album", "y" * (MAX_ARG + 1)], capture_output=True,
                           timeout=30)
        self.assertEqual(raised.exception.errno, errno.E2BIG)
        with self.assertRaises(ValueError):  # NUL cannot travel in argv
            subprocess.run([binary, "album", "a\x00b"], capture_output=True, timeout=30)
        # 1.5 MiB of arguments: 12 of the longest kind.
        run = run_sunsonic(["album", "--preview", *([LONG] * 12)],
                           env=base_environment(self.home))
        self.assert_failure(run, 64, named("unexpected argument", LONG))
        # search reads its words as one phrase: too long as a whole.
        run = run_sunsonic(["search", "--preview", *([LONG] * 12)],
                           env=base_environment(self.home))
        self.assert_failure(run, 64, named("TEXT", LONG), "longer than 200")

    def test_a_file_already_there_is_exit_73_and_no_request(self):
        env = base_environment(self.home)
        for command in (["download", "song-1"], ["cover", "cover-1"]):
            with self.subTest(command=command[0]):
                run = run_sunsonic([*command, "--preview", "-o", self.existing], env=env)
                self.assert_failure(run, 73, shown(self.existing), "already exists", "--force")

    def test_hostile_server_addresses_from_the_environment(self):
        cases = [
            ("ftp://x", [named("the server address", "ftp://x")]),
            ("http://", [named("the server address", "http://")]),
            ("javascript:alert(1)", [named("the server address", "javascript:alert(1)")]),
            ("http://" + ESC, [named("the server address", "http://" + ESC)]),
            ("http://" + "a" * 131000, ["the server address", "…"]),
            ("http://127.0.0.1:1/?q=1", ["must not have a query"]),
        ]
        for url, fragments in cases:
            with self.subTest(url=url[:30]):
                env = {**base_environment(self.home), "SUBSONIC_URL": url,
                       "SUBSONIC_USER": "someone", "SUBSONIC_PASSWORD": "pw"}
                # from the environment: a bad configuration, 78
                self.assert_failure(run_sunsonic(["ping"], env=env), 78, *fragments)
        env = {**base_environment(self.home), "SUNTIMES_API_URL": "http://" + ESC}
        self.assert_failure(run_sunsonic(["sun", *SUN], env=env), 78, "SUNTIMES_API_URL",
                            shown("http://" + ESC))

    def test_port_out_of_range_is_bad_input(self):
        # Found by these tests (was: a request, then exit 69 "not a valid http(s) URL").
        env = base_environment(self.home)
        run = run_sunsonic(["sun", *SUN, "--api-url", "http://127.0.0.1:99999/json"], env=env)
        self.assert_failure(run, 64, named("--api-url", "http://127.0.0.1:99999/json"),
                            "1 to 65535")
        run = run_sunsonic(["ping", "--server", "http://127.0.0.1:99999"],
                           env={**env, "SUBSONIC_USER": "someone", "SUBSONIC_PASSWORD": "pw"})
        self.assert_failure(run, 64, named("--server", "http://127.0.0.1:99999"),
                            "1 to 65535")

    def test_output_name_longer_than_the_file_system_allows_is_refused_before_any_request(self):
        # Found by these tests (was: the song downloaded, then exit 69 "File name too long").
        name = "y" * 256
        with FaultProxy(upstream="http://127.0.0.1:9", fault="stall",
                        stall_seconds=5) as proxy:
            env = {**base_environment(self.home), "SUBSONIC_URL": proxy.base_url,
                   "SUBSONIC_USER": "someone", "SUBSONIC_PASSWORD": "not-a-real-password"}
            run = run_sunsonic(["download", "song-1", "-o", os.path.join(self.home, name),
                                "--timeout", "2"], env=env, timeout=30)
            self.assertEqual(proxy.request_count, 0)
        self.assert_failure(run, 64, "-o", "longer than the file system allows")


if __name__ == "__main__":
    unittest.main()

"""The peers' side of Scripts/bench-scale: one work item done with py-sonic (`libsonic`) or
py-opensonic (`libopensonic`), as a user of that library would write it, printing what
`sunsonic` prints for the same item. Run by the project's virtual environment's Python
(<repo>/.build/venv, where bench-scale installs both), one process per run:

    scale_peer.py libsonic|libopensonic ITEM text|json URL USER [ARGUMENT]

with the password in $SUBSONIC_PASSWORD. Both libraries log in with their defaults: a token
(md5 of the password and a fresh salt) on every request, sent as a form POST.

ITEM (what sunsonic does for it, in brackets):
  artists     getArtists                                           [artists]
  artist      getArtists, the artist named ARGUMENT (case folded),
              getArtist of its id                                  [artist NAME]
  albums      getAlbumList2 type=newest size=500                   [albums --type newest --size 500]
  random      getRandomSongs size=500                              [random --size 500]
  search      search3 of ARGUMENT, 500 of each kind                [search TEXT --size 500]

text: one line per item with the fields sunsonic's table has (tab-separated, durations as
M:SS), after the same heading lines; json: `json.dumps` of what the library returned (the
answer's dict for py-sonic, the typed model's `to_dict()` for py-opensonic), UTF-8 as is.
Exit 0; 1 with one line on stderr when the server refused or the artist was not found.
"""

from __future__ import annotations

import json
import os
import sys
from urllib.parse import urlsplit

SIZE = 500


def duration(seconds) -> str:
    seconds = int(seconds or 0)
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


def row(*fields) -> str:
    return "\t".join("" if field is None else str(field) for field in fields)


# --------------------------------------------------------------------------- py-sonic

def with_libsonic(item: str, form: str, host: str, port: int, user: str, password: str,
                  argument: str) -> list[str]:
    import libsonic

    conn = libsonic.Connection(host, user, password, port=port, appName="bench-scale")
    if item in ("artists", "artist"):
        answer = conn.getArtists()
        indexes = answer["artists"].get("index", [])
        if item == "artists":
            if form == "json":
                return [json.dumps(answer, ensure_ascii=False)]
            return [row(a["name"], a.get("albumCount"), a["id"])
                    for index in indexes for a in index.get("artist", [])]
        wanted = argument.casefold()
        found = [a for index in indexes for a in index.get("artist", [])
                 if a["name"].casefold() == wanted]
        if not found:
            raise LookupError(f"no artist named {argument}")
        answer = conn.getArtist(found[0]["id"])
        if form == "json":
            return [json.dumps(answer, ensure_ascii=False)]
        artist = answer["artist"]
        albums = artist.get("album", [])
        return [f"{artist['name']} ({artist['id']})", f"{len(albums)} albums", ""] + [
            row(a["name"], a.get("year"), a.get("songCount"), duration(a.get("duration")), a["id"])
            for a in albums]
    if item == "albums":
        answer = conn.getAlbumList2("newest", size=SIZE)
        if form == "json":
            return [json.dumps(answer, ensure_ascii=False)]
        return [row(a["name"], a.get("artist"), a.get("year"), a.get("songCount"), a["id"])
                for a in answer["albumList2"].get("album", [])]
    if item == "random":
        answer = conn.getRandomSongs(size=SIZE)
        if form == "json":
            return [json.dumps(answer, ensure_ascii=False)]
        return [row(s["title"], s.get("artist"), s.get("album"), duration(s.get("duration")),
                    s["id"]) for s in answer["randomSongs"].get("song", [])]
    if item == "search":
        answer = conn.search3(argument, artistCount=SIZE, albumCount=SIZE, songCount=SIZE)
        if form == "json":
            return [json.dumps(answer, ensure_ascii=False)]
        result = answer["searchResult3"]
        return search_lines(argument, result.get("artist", []), result.get("album", []),
                            result.get("song", []), lambda o, k: o.get(k))
    raise ValueError(f"unknown item {item}")


# --------------------------------------------------------------------------- py-opensonic

def with_libopensonic(item: str, form: str, host: str, port: int, user: str, password: str,
                      argument: str) -> list[str]:
    import libopensonic

    conn = libopensonic.Connection(host, user, password, port=port, app_name="bench-scale")
    try:
        return _opensonic_item(conn, item, form, argument)
    finally:
        conn.cleanup()


def _opensonic_item(conn, item: str, form: str, argument: str) -> list[str]:
    if item in ("artists", "artist"):
        artists = conn.get_artists()
        if item == "artists":
            if form == "json":
                return [json.dumps(artists.to_dict(), ensure_ascii=False)]
            return [row(a.name, a.album_count, a.id)
                    for index in artists.index or [] for a in index.artist or []]
        wanted = argument.casefold()
        found = [a for index in artists.index or [] for a in index.artist or []
                 if a.name.casefold() == wanted]
        if not found:
            raise LookupError(f"no artist named {argument}")
        artist = conn.get_artist(found[0].id)
        if form == "json":
            return [json.dumps(artist.to_dict(), ensure_ascii=False)]
        albums = artist.album or []
        return [f"{artist.name} ({artist.id})", f"{len(albums)} albums", ""] + [
            row(a.name, a.year, a.song_count, duration(a.duration), a.id) for a in albums]
    if item == "albums":
        albums = conn.get_album_list2("newest", size=SIZE)
        if form == "json":
            return [json.dumps([a.to_dict() for a in albums], ensure_ascii=False)]
        return [row(a.name, a.artist, a.year, a.song_count, a.id) for a in albums]
    if item == "random":
        songs = conn.get_random_songs(size=SIZE)
        if form == "json":
            return [json.dumps([s.to_dict() for s in songs], ensure_ascii=False)]
        return [row(s.title, s.artist, s.album, duration(s.duration), s.id) for s in songs]
    if item == "search":
        result = conn.search3(argument, artist_count=SIZE, album_count=SIZE, song_count=SIZE)
        if form == "json":
            return [json.dumps(result.to_dict(), ensure_ascii=False)]
        names = {"albumCount": "album_count", "songCount": "song_count"}
        return search_lines(argument, result.artist or [], result.album or [], result.song or [],
                            lambda o, k: getattr(o, names.get(k, k)))
    raise ValueError(f"unknown item {item}")


def search_lines(query: str, artists: list, albums: list, songs: list, get) -> list[str]:
    """sunsonic's search text: a summary, then the artists, albums and songs, a line each."""
    lines = [f'{len(artists)} artists, {len(albums)} albums, {len(songs)} songs for "{query}"']
    lines += ["", "Artists"] + [row(get(a, "name"), get(a, "albumCount"), get(a, "id"))
                                for a in artists]
    lines += ["", "Albums"] + [row(get(a, "name"), get(a, "artist"), get(a, "year"),
                                   get(a, "songCount"), get(a, "id")) for a in albums]
    lines += ["", "Songs"] + [row(get(s, "title"), get(s, "artist"), get(s, "album"),
                                  duration(get(s, "duration")), get(s, "id")) for s in songs]
    return lines


def main(argv: list[str]) -> int:
    if len(argv) not in (5, 6) or argv[0] not in ("libsonic", "libopensonic") \
            or argv[2] not in ("text", "json"):
        print(__doc__.strip().splitlines()[5], file=sys.stderr)
        return 2
    library, item, form, url, user = argv[:5]
    argument = argv[5] if len(argv) == 6 else ""
    parts = urlsplit(url)
    host = f"{parts.scheme}://{parts.hostname}"
    password = os.environ.get("SUBSONIC_PASSWORD", "")
    run = with_libsonic if library == "libsonic" else with_libopensonic
    try:
        lines = run(item, form, host, parts.port, user, password, argument)
    except LookupError as error:
        print(f"scale_peer: {error}", file=sys.stderr)
        return 1
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

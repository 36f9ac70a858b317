"""Deterministic, tagged test music library for the local supysonic server.

Two libraries, by name (Scripts/subsonic-server's SUBSONIC_SERVER_LIBRARY):
- "standard" (the default): short sine tones as MP3 with sox, tagged with mutagen (ID3v2.4),
adds a tiny PNG cover and lyrics (one in the USLT tag, one in a sidecar .txt
file, the two places supysonic 0.7.9's getLyrics reads), and writes a manifest
(library.json) that describes exactly what was generated, as the server will
report it (durations are int(mutagen length), like supysonic's scanner).
- "gapless": "Joints", one 440 Hz tone cut at uneven sample counts into four lossless FLAC
  files (an album played without gaps gives back the tone's samples exactly), and "Long Tone",
  one 40 s tone to seek in. Its tracks list their `frames`.

Needs the `sox` binary (with MP3 support, Debian `libsox-fmt-mp3`) and the
`mutagen` module: run it with the project's virtual environment's Python.

    python3 subsonic_library.py MUSIC_DIR MANIFEST_PATH [LIBRARY]
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import zlib

MANIFEST_SCHEMA = 1

# One album: (artist, album, year, genre, folder, cover file or None,
#             [(disc, track, title, file name, seconds, frequency Hz, lyrics)])
# lyrics: None, ("tag", text) or ("sidecar", text).
# File names in "Night Pieces" deliberately do NOT sort like the track numbers.
LIBRARY = [
    (
        "Aurora Tones", "First Light", 2019, "Electronic",
        "Aurora Tones/First Light", None,
        [
            (1, 1, "Dawn Signal", "01 Dawn Signal.mp3", 1.0, 440, None),
            (1, 2, "Morning Drift", "02 Morning Drift.mp3", 1.5, 494, None),
            (1, 3, "Solar Arc", "03 Solar Arc.mp3", 2.0, 523, None),
        ],
    ),
    (
        "Aurora Tones", "Second Wind", 2021, "Electronic",
        "Aurora Tones/Second Wind", None,
        [
            (1, 1, "Gust", "01 Gust.mp3", 1.0, 587, None),
            (1, 2, "Updraft", "02 Updraft.mp3", 1.5, 659, (
                "tag",
                "Rising on the warm air\nhigher than the hills\n"
                "Updraft, carry me home",
            )),
            (1, 3, "Still Air", "03 Still Air.mp3", 1.0, 698, None),
        ],
    ),
    (
        "Basso Continuo", "Night Pieces", 2020, "Classical",
        "Basso Continuo/Night Pieces", "cover.png",
        [
            # Alphabetical file order: cafe, lanterns, overture = tracks 2, 3, 1.
            (1, 1, "Overture in Blue", "overture-in-blue.mp3", 2.0, 262, None),
            (1, 2, "Café Nocturne", "cafe-nocturne.mp3", 1.5, 294, None),
            (1, 3, "Lanterns", "lanterns.mp3", 1.0, 330, None),
        ],
    ),
    (
        "Celeste Quartet", "Two Sides", 2018, "Jazz",
        "Celeste Quartet/Two Sides", None,
        [
            (1, 1, "Side A Opening", "1-01 Side A Opening.mp3", 1.0, 349, None),
            (1, 2, "Side A Closing", "1-02 Side A Closing.mp3", 1.5, 392, None),
            (2, 1, "Side B Opening", "2-01 Side B Opening.mp3", 1.0, 415, None),
            (2, 2, "Side B Closing", "2-02 Side B Closing.mp3", 2.0, 466, None),
        ],
    ),
    (
        "Celeste Quartet", "Quiet Hours", 2022, "Jazz",
        "Celeste Quartet/Quiet Hours", None,
        [
            (1, 1, "Midnight Bell", "01 Midnight Bell.mp3", 1.5, 554, (
                "sidecar",
                "One bell at midnight\nthe city holds its breath",
            )),
            (1, 2, "Half Past", "02 Half Past.mp3", 1.0, 622, None),
        ],
    ),
]

# The gapless library: (artist, album, year, genre, folder, frequency Hz,
#                       [(track, title, file name, frames)]), each album one tone cut in files.
SAMPLE_RATE = 44100
GAPLESS_LIBRARY = [
    (
        "Tone Generator", "Joints", 2024, "Test", "Tone Generator/Joints", 440,
        [
            # Uneven cuts, none a multiple of a FLAC block (4,096) or of the tone's period.
            (1, "First Joint", "01 First Joint.flac", 70001),
            (2, "Second Joint", "02 Second Joint.flac", 91313),
            (3, "Third Joint", "03 Third Joint.flac", 61111),
            (4, "Last Joint", "04 Last Joint.flac", 77777),
        ],
    ),
    (
        "Tone Generator", "Long Tone", 2024, "Test", "Tone Generator/Long Tone", 330,
        [(1, "Forty Seconds", "01 Forty Seconds.flac", 40 * SAMPLE_RATE)],
    ),
]
LIBRARIES = ("standard", "gapless")

COVER_SIZE = 16  # pixels, square
MP3_BITRATE_KBPS = 128


class LibraryError(Exception):
    pass


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def make_png(size: int = COVER_SIZE) -> bytes:
    """A valid size x size RGB PNG (a deterministic diagonal gradient)."""
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # filter type: none
        for x in range(size):
            rows += bytes((40 + 12 * x, 30 + 8 * y, 160 + 3 * (x + y)))
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", header)
        + _png_chunk(b"IDAT", zlib.compress(bytes(rows), 9))
        + _png_chunk(b"IEND", b"")
    )


def _sox(args: list[str], path: str, hint: str = "") -> None:
    """Runs sox with `args`, which write `path`; a LibraryError naming it (and `hint`) when
    that fails."""
    sox = shutil.which("sox")
    if sox is None:
        raise LibraryError("sox is not installed (Debian packages sox and libsox-fmt-mp3)")
    result = subprocess.run([sox, "-q", "-R", "-D", *args], capture_output=True, text=True,
                            timeout=60)
    if result.returncode != 0 or not os.path.isfile(path):
        detail = (result.stderr or "").strip().splitlines()
        raise LibraryError(
            f"sox could not write {path}: {detail[-1] if detail else 'exit ' + str(result.returncode)}"
            + hint)


def _sox_tone(path: str, seconds: float, frequency: int) -> None:
    _sox(["-n", "-r", str(SAMPLE_RATE), "-c", "1", "-C", str(MP3_BITRATE_KBPS), "--comment", "",
          path, "synth", f"{seconds}", "sine", str(frequency), "vol", "0.5"], path,
         " (is libsox-fmt-mp3 installed?)")


def _cut_tone(album_dir: str, frequency: int, pieces: list[tuple[str, int]]) -> None:
    """One sine tone of every piece's frames together, cut at those sample counts into lossless
    FLAC files (16-bit mono): played one after the other, they are the tone again exactly."""
    whole = os.path.join(album_dir, "whole.wav")
    total = sum(frames for _, frames in pieces)
    # The rate before -n too: the null input's own (48 kHz) would count the samples otherwise.
    _sox(["-r", str(SAMPLE_RATE), "-n", "-r", str(SAMPLE_RATE), "-c", "1", "-b", "16", whole,
          "synth", f"{total}s", "sine", str(frequency), "vol", "0.5"], whole)
    start = 0
    for filename, frames in pieces:
        path = os.path.join(album_dir, filename)
        _sox([whole, path, "trim", f"{start}s", f"{frames}s"], path)
        start += frames
    os.remove(whole)


def _tag_flac(path: str, *, title, artist, album, track, track_total, year, genre) -> None:
    from mutagen.flac import FLAC

    audio = FLAC(path)
    audio.delete()
    for key, value in (("title", title), ("artist", artist), ("album", album),
                       ("albumartist", artist), ("tracknumber", f"{track}/{track_total}"),
                       ("discnumber", "1/1"), ("date", str(year)), ("genre", genre)):
        audio[key] = [value]
    audio.save()


def _tag(path: str, *, title, artist, album, album_artist, track, track_total,
         disc, disc_total, year, genre, lyrics_tag) -> None:
    from mutagen.id3 import ID3, TALB, TCON, TDRC, TIT2, TPE1, TPE2, TPOS, TRCK, USLT

    tags = ID3()
    tags.add(TIT2(encoding=3, text=[title]))
    tags.add(TPE1(encoding=3, text=[artist]))
    tags.add(TALB(encoding=3, text=[album]))
    tags.add(TPE2(encoding=3, text=[album_artist]))
    tags.add(TRCK(encoding=3, text=[f"{track}/{track_total}"]))
    tags.add(TPOS(encoding=3, text=[f"{disc}/{disc_total}"]))
    tags.add(TDRC(encoding=3, text=[str(year)]))
    tags.add(TCON(encoding=3, text=[genre]))
    if lyrics_tag is not None:
        tags.add(USLT(encoding=3, lang="eng", desc="", text=lyrics_tag))
    tags.save(path, v2_version=4, padding=lambda info: 0)


def _read_back(path: str) -> dict:
    """What supysonic's scanner (mediafile over mutagen) will read."""
    import mutagen

    audio = mutagen.File(path)
    if audio is None or audio.info is None:
        raise LibraryError(f"mutagen cannot read {path}")
    return {
        "length": float(audio.info.length),
        "bitrate": int(audio.info.bitrate) // 1000,
    }


def _albums(library: str) -> list[tuple]:
    """The albums of `library` in LIBRARY's shape; a gapless track's `seconds` is its length and
    its `frequency` the album's."""
    if library == "standard":
        return LIBRARY
    if library != "gapless":
        raise LibraryError(f"no library named {library!r} (known: {', '.join(LIBRARIES)})")
    return [(artist, album, year, genre, folder, None,
             [(1, number, title, filename, frames / SAMPLE_RATE, frequency, None)
              for number, title, filename, frames in tracks])
            for artist, album, year, genre, folder, frequency, tracks in GAPLESS_LIBRARY]


def _frames(tracks: list[tuple], number: int) -> int:
    """A gapless track's exact length in samples (its `seconds` times the rate, rounded)."""
    seconds = next(t[4] for t in tracks if t[1] == number)
    return round(seconds * SAMPLE_RATE)


def _write_album(album_dir: str, artist: str, album: str, year: int, genre: str,
                 tracks: list[tuple], library: str) -> None:
    """Writes and tags the album's files: a tone per MP3, or one tone cut into FLAC files."""
    disc_total = max(t[0] for t in tracks)
    if library == "gapless":
        _cut_tone(album_dir, tracks[0][5], [(t[3], _frames(tracks, t[1])) for t in tracks])
    for disc, number, title, filename, seconds, frequency, lyrics in tracks:
        path = os.path.join(album_dir, filename)
        track_total = sum(1 for t in tracks if t[0] == disc)
        if library == "gapless":
            _tag_flac(path, title=title, artist=artist, album=album, track=number,
                      track_total=track_total, year=year, genre=genre)
            continue
        _sox_tone(path, seconds, frequency)
        _tag(path, title=title, artist=artist, album=album, album_artist=artist,
             track=number, track_total=track_total, disc=disc, disc_total=disc_total,
             year=year, genre=genre,
             lyrics_tag=lyrics[1] if lyrics and lyrics[0] == "tag" else None)


def generate(music_dir: str, manifest_path: str, library: str = "standard") -> dict:
    """(Re)generate the library named `library` under music_dir and write the manifest.

    Builds into a sibling temporary folder and swaps it in, so a partial
    library is never left behind.
    """
    music_dir = os.path.abspath(music_dir)
    manifest_path = os.path.abspath(manifest_path)
    staging = music_dir + ".tmp"
    if os.path.exists(staging):
        shutil.rmtree(staging)
    os.makedirs(staging)

    png = make_png()
    artists: dict[str, list] = {}
    lyrics_list = []
    covers = []
    genres = set()
    track_count = 0

    for artist, album, year, genre, folder, cover, tracks in _albums(library):
        album_dir = os.path.join(staging, folder)
        os.makedirs(album_dir, exist_ok=True)
        disc_total = max(t[0] for t in tracks)
        _write_album(album_dir, artist, album, year, genre, tracks, library)
        album_tracks = []
        for disc, number, title, filename, _, _, lyrics in tracks:
            tmp_path = os.path.join(album_dir, filename)
            rel = os.path.join(folder, filename)
            lyrics_entry = None
            if lyrics is not None:
                source, text = lyrics
                lyrics_entry = {"source": source, "text": text}
                if source == "sidecar":
                    sidecar_rel = os.path.splitext(rel)[0] + ".txt"
                    with open(os.path.join(staging, sidecar_rel), "w", encoding="utf-8") as fh:
                        fh.write(text)
                    lyrics_entry["file"] = os.path.join(music_dir, sidecar_rel)
                    lyrics_entry["path"] = sidecar_rel
            info = _read_back(tmp_path)
            entry = {
                "title": title,
                "artist": artist,
                "albumArtist": artist,
                "album": album,
                "track": number,
                "disc": disc,
                "year": year,
                "genre": genre,
                "duration": int(info["length"]),
                "lengthSeconds": round(info["length"], 6),
                "bitRate": info["bitrate"],
                "path": rel,
                "file": os.path.join(music_dir, rel),
                "size": os.path.getsize(tmp_path),
                "suffix": os.path.splitext(filename)[1][1:],
                "contentType": "audio/flac" if filename.endswith(".flac") else "audio/mpeg",
                "lyrics": lyrics_entry,
            }
            if library == "gapless":
                entry["frames"] = _frames(tracks, number)
            album_tracks.append(entry)
            genres.add(genre)
            track_count += 1
            if lyrics_entry is not None:
                lyrics_list.append(
                    {"title": title, "artist": artist, "album": album, "path": rel, **lyrics_entry}
                )

        cover_entry = None
        if cover is not None:
            with open(os.path.join(album_dir, cover), "wb") as fh:
                fh.write(png)
            cover_entry = {
                "file": os.path.join(music_dir, folder, cover),
                "path": os.path.join(folder, cover),
                "size": len(png),
                "contentType": "image/png",
                "width": COVER_SIZE,
                "height": COVER_SIZE,
            }
            covers.append({"artist": artist, "album": album, **cover_entry})

        album_tracks.sort(key=lambda t: (t["disc"], t["track"]))
        artists.setdefault(artist, []).append({
            "name": album,
            "artist": artist,
            "year": year,
            "genre": genre,
            "folder": folder,
            "songCount": len(album_tracks),
            "duration": sum(t["duration"] for t in album_tracks),
            "discCount": disc_total,
            "cover": cover_entry,
            "tracks": album_tracks,
        })

    manifest = {
        "schema": MANIFEST_SCHEMA,
        "generator": "Scripts/lib/subsonic_library.py",
        "library": library,
        "musicRoot": music_dir,
        "counts": {
            "artists": len(artists),
            "albums": sum(len(a) for a in artists.values()),
            "tracks": track_count,
        },
        "genres": sorted(genres),
        "artists": [
            {"name": name, "albumCount": len(albums),
             "albums": sorted(albums, key=lambda a: (a["year"], a["name"]))}
            for name, albums in sorted(artists.items())
        ],
        "lyrics": lyrics_list,
        "covers": covers,
    }

    if os.path.exists(music_dir):
        shutil.rmtree(music_dir)
    os.rename(staging, music_dir)
    tmp_manifest = manifest_path + ".tmp"
    with open(tmp_manifest, "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    os.replace(tmp_manifest, manifest_path)
    return manifest


def manifest_matches_disk(manifest_path: str, music_dir: str, library: str = "standard") -> bool:
    """True if the manifest exists, is this generator's schema and `library`, and every file it
    lists is on disk with its size."""
    try:
        with open(manifest_path, encoding="utf-8") as fh:
            manifest = json.load(fh)
    except (OSError, ValueError):
        return False
    if manifest.get("schema") != MANIFEST_SCHEMA or manifest.get("musicRoot") != os.path.abspath(music_dir):
        return False
    if manifest.get("library", "standard") != library:
        return False
    expected_tracks = sum(len(a[6]) for a in _albums(library))
    if manifest.get("counts", {}).get("tracks") != expected_tracks:
        return False
    for artist in manifest["artists"]:
        for album in artist["albums"]:
            for track in album["tracks"]:
                try:
                    if os.path.getsize(track["file"]) != track["size"]:
                        return False
                except OSError:
                    return False
            if album["cover"] and not os.path.isfile(album["cover"]["file"]):
                return False
    return True


def main(argv: list[str]) -> int:
    if len(argv) not in (3, 4):
        print("usage: subsonic_library.py MUSIC_DIR MANIFEST_PATH [LIBRARY]", file=sys.stderr)
        return 2
    try:
        manifest = generate(argv[1], argv[2], *argv[3:])
    except LibraryError as exc:
        print(f"subsonic_library: {exc}", file=sys.stderr)
        return 1
    counts = manifest["counts"]
    print(f"{counts['artists']} artists, {counts['albums']} albums, {counts['tracks']} tracks", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

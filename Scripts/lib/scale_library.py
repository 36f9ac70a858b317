"""A generated music library at scale, served on 127.0.0.1 in the Subsonic API's JSON shapes, for
Scripts/bench-scale. Standard library only.

- ``Library``: 10,000 artists, 40,000 albums and 400,000 songs by default (sizes are
  parameters). Only an index is kept: how many albums each artist has and how many songs each
  album has (two arrays of offsets), and, built on first use, the orders some lists need (the
  artists by name, the albums by name or play count). Every name, date and number comes from a
  seeded hash of the item's kind and number (splitmix64), so that the same seed gives the same
  library and answers are generated when asked for, never stored whole. Names mix ASCII, accented
  Latin, CJK and Hangul, and emoji (some with a variation selector, a skin tone, a ZWJ sequence or
  a flag), about 70 / 12 / 11 / 7 per cent, as an international library.
- ``ScaleServer``: the library over HTTP/1.1 (``http.server.ThreadingHTTPServer``, Nagle off,
  GET and form POST, `/rest/ENDPOINT` with or without `.view`). Every answer is the
  `subsonic-response` envelope of an OpenSubsonic server (status, version, type, serverVersion,
  openSubsonic), compact JSON in UTF-8 as Go servers write it, objects with the fields Navidrome
  sends. One user; token (`t`, `s`), password (`p`, `p=enc:HEX`) authentication; errors 10, 40,
  42, 70 with HTTP 200, an unknown endpoint HTTP 404 with error 0. Answers are built when asked
  for, from the index, then kept as bytes, the last 64 by endpoint and parameters (credentials,
  client name and version, offsets of 0 aside: every client asking the same thing gets the same
  bytes at the same cost, as from a caching server; `cache=False` builds every answer; the
  first build of each is timed in ``build_milliseconds``): so getArtists for
  10,000 artists is built once (about 0.4 s of Python) and sent as bytes after that. Each
  request is recorded (endpoint, authentication, parameters without the credentials, whether it
  came from the cache, the handler's milliseconds, `sentAt`: `time.monotonic()` once the body
  was written) in ``requests``.

Endpoints: ping, getLicense, getOpenSubsonicExtensions, getMusicFolders, getGenres, getArtists,
getArtist, getAlbum, getSong, getAlbumList2 (every type; `size` up to 500, `offset`),
getRandomSongs (`size` up to 500, genre, years), search3 (counts and offsets up to 500; the
query's words matched as prefixes of the name's words, case and accents folded; an empty query
pages through everything), getStarred2, getScanStatus.

    python3 Scripts/lib/scale_library.py [--artists N --albums N --songs N]

serves until interrupted and prints its URL, user and password.
"""

from __future__ import annotations

import argparse
import bisect
import collections
import hashlib
import http.server
import json
import random
import threading
import time
import unicodedata
from array import array
from urllib.parse import parse_qs, urlsplit

USER = "bench"
PASSWORD = "scale-library"
API_VERSION = "1.16.1"
SERVER_TYPE = "scale-library"
SERVER_VERSION = "1.0.0"
MAX_LIST = 500
CACHE_ANSWERS = 64
"""The largest `size` of getAlbumList2 and getRandomSongs, and count of search3."""

_MASK = (1 << 64) - 1
KIND_ARTIST, KIND_ALBUM, KIND_SONG = 1, 2, 3
_ID_PREFIX = {KIND_ARTIST: "ar", KIND_ALBUM: "al", KIND_SONG: "so"}
_BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_EPOCH = 1_577_836_800  # 2020-01-01T00:00:00Z: the first album's `created`

ADJECTIVES = [
    "Silver", "Golden", "Midnight", "Electric", "Quiet", "Broken", "Crimson", "Hollow", "Velvet",
    "Wild", "Northern", "Lonely", "Neon", "Paper", "Frozen", "Burning", "Distant", "Little",
    "Lucky", "Secret", "Summer", "Winter", "Blue", "Black", "White", "Red", "Green", "Bright",
    "Dark", "Sweet", "Strange", "Lost", "Last", "First", "Sleeping", "Dancing", "Falling",
    "Rising", "Shining", "Endless",
]
NOUNS = [
    "Light", "River", "Heart", "Garden", "Machine", "Ocean", "Mountain", "Echo", "Shadow",
    "Dream", "Fire", "Storm", "Road", "City", "Moon", "Sun", "Star", "Rain", "Wolf", "Bird",
    "Ghost", "Mirror", "Window", "Harbor", "Forest", "Desert", "Signal", "Radio", "Engine",
    "Letter", "Song", "Love", "Night", "Morning", "Island", "Valley", "Bridge", "Train", "Tide",
    "Crown", "Fever", "Kingdom", "Horizon", "Satellite", "Lantern", "Thunder", "Orchard",
    "Anchor", "Comet", "Voyage",
]
FIRST_NAMES = [
    "John", "Mary", "Alex", "Sam", "Nina", "Lucas", "Emma", "Noah", "Olivia", "Liam", "Ava",
    "Leo", "Mia", "Oscar", "Ruby", "Grace", "Henry", "Iris", "Jack", "Kate",
    "José", "Zoë", "Björn", "Anaïs", "Łukasz", "Søren", "François", "Ayşe", "Chloé", "Jürgen",
    "Mónica", "Đorđe", "Éléonore", "Štěpán", "Íñigo",
]
LAST_NAMES = [
    "Smith", "Jones", "Taylor", "Brown", "Walker", "Hughes", "Carter", "Bennett", "Reyes",
    "Morgan", "Fisher", "Hayes", "Porter", "Quinn", "Sutton",
    "Müller", "Gómez", "Dvořák", "Ødegaard", "Lefèvre", "Núñez", "Kowalczyk", "Sørensen",
    "Çelik", "Ångström", "Þórsson", "García", "Öztürk", "Pérez", "Vázquez",
]
ACCENTED = [
    "Café", "Mañana", "Corazón", "Été", "Rêverie", "Noël", "Señorita", "Fiancée", "Crème",
    "Jalapeño", "Déjà Vu", "Über", "Smörgåsbord", "Straße", "Ça Va", "Naïve", "Piñata",
    "São Paulo", "Zürich", "Kraków", "Ålesund", "Reykjavík", "Málaga", "Łódź", "Mädchen",
    "Fjäril", "Kärlek", "Øst", "Canción", "Lumière",
]
CJK_FAMILY = ["山田", "佐藤", "鈴木", "高橋", "王", "李", "张", "陈", "김", "박", "이", "최"]
CJK_GIVEN = ["太郎", "花子", "美咲", "翔", "健", "明", "芳", "伟", "静", "지민", "서연", "민준", "하늘"]
CJK_WORDS = [
    "夜明け", "東京", "月光", "桜", "雨音", "星空", "風", "海", "夢", "愛", "光", "影", "青春",
    "未来", "サクラ", "ハート", "ミラー", "사랑", "바다", "별빛", "서울", "北京", "上海", "月亮",
    "春天", "花火", "宇宙", "旅",
]
EMOJI = [
    "🎵", "🌙", "🔥", "✨", "🎸", "🌊", "🚀", "🌸", "💫", "🎧", "☕", "🌈", "⚡",
    "❤️", "☀️", "✈️", "⭐️", "☁️", "♥️",  # a text-default symbol with U+FE0F
    "✌🏽", "👩‍🎤", "🇯🇵", "🇧🇷", "🏳️‍🌈",  # a skin tone, ZWJ sequences, flags
]
GENRES = [
    "Rock", "Pop", "Jazz", "Electronic", "Hip-Hop", "Classical", "Folk", "Metal", "Soul",
    "Reggae", "Blues", "Country", "Ambient", "Punk", "J-Pop", "K-Pop", "Chanson française",
    "Música Popular Brasileira", "Schlager", "Электроника", "民謠", "Bossa Nova", "Soundtrack",
    "Trip-Hop",
]


def _mix(value: int) -> int:
    """splitmix64's finaliser: a well-spread 64-bit hash of `value`."""
    value = (value + 0x9E3779B97F4A7C15) & _MASK
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & _MASK
    return value ^ (value >> 31)


def fold(text: str) -> str:
    """`text` as search compares it: accents dropped (NFKD, combining marks removed), casefolded."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _iso(seconds: int) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(seconds))


def _spread(count: int, total: int, rng: random.Random, low: int, high: int) -> array:
    """Offsets (count + 1 of them) of `total` items shared among `count` owners, each owning at
    least one, the shares drawn with weights from `low` to `high`."""
    if count < 1 or total < count:
        raise ValueError(f"{total} items cannot be shared among {count} owners, one each")
    weights = [rng.randint(low, high) for _ in range(count)]
    shares = [1] * count
    for owner in rng.choices(range(count), weights=weights, k=total - count):
        shares[owner] += 1
    offsets = array("q", [0])
    running = 0
    for share in shares:
        running += share
        offsets.append(running)
    return offsets


class Library:
    """The generated library: counts, the index, and every item's fields on demand."""

    def __init__(self, artists: int = 10_000, albums: int = 40_000, songs: int = 400_000,
                 seed: int = 27):
        self.seed = seed
        self.counts = {"artists": artists, "albums": albums, "songs": songs}
        rng = random.Random(seed)
        self.album_start = _spread(artists, albums, rng, 1, 7)  # albums of artist k
        self.song_start = _spread(albums, songs, rng, 1, 19)  # songs of album a
        self._orders: dict[str, array] = {}
        self._order_lock = threading.Lock()

    # ----------------------------------------------------------------- hashes and ids

    def hash(self, kind: int, number: int, salt: int = 0) -> int:
        return _mix((self.seed << 48) ^ (salt << 40) ^ (kind << 36) ^ number)

    def item_id(self, kind: int, number: int) -> str:
        """22 characters of base 62, as Navidrome's: 12 of hash, the kind (2), the number (8)."""
        h = self.hash(kind, number, 0x1D)
        head = "".join(_BASE62[(h >> (5 * k)) % 62] for k in range(12))
        digits = ""
        value = number
        for _ in range(8):
            digits = _BASE62[value % 62] + digits
            value //= 62
        return f"{head}{_ID_PREFIX[kind]}{digits}"

    def parse_id(self, text: str, kind: int) -> int | None:
        """The number of the item `text` names, or None (not an id of this library's `kind`)."""
        if len(text) != 22 or text[12:14] != _ID_PREFIX[kind]:
            return None
        number = 0
        for char in text[14:]:
            digit = _BASE62.find(char)
            if digit < 0:
                return None
            number = number * 62 + digit
        limit = {KIND_ARTIST: "artists", KIND_ALBUM: "albums", KIND_SONG: "songs"}[kind]
        if number >= self.counts[limit] or self.item_id(kind, number) != text:
            return None
        return number

    # ----------------------------------------------------------------- names

    def _pick(self, words: list[str], h: int, shift: int) -> str:
        return words[(h >> shift) % len(words)]

    def artist_name(self, number: int) -> str:
        h = self.hash(KIND_ARTIST, number, 0xA1)
        style = h % 100
        if style < 34:
            return f"{self._pick(FIRST_NAMES, h, 8)} {self._pick(LAST_NAMES, h, 16)}"
        if style < 56:
            return f"The {self._pick(ADJECTIVES, h, 8)} {self._pick(NOUNS, h, 16)}s"
        if style < 70:
            return f"{self._pick(NOUNS, h, 8)} & the {self._pick(NOUNS, h, 16)}s"
        if style < 82:
            return f"{self._pick(ACCENTED, h, 8)} {self._pick(NOUNS, h, 16)}"
        if style < 88:
            return f"{self._pick(CJK_FAMILY, h, 8)}{self._pick(CJK_GIVEN, h, 16)}"
        if style < 93:
            return f"{self._pick(CJK_WORDS, h, 8)}{self._pick(CJK_WORDS, h, 16)}"
        return (f"{self._pick(ADJECTIVES, h, 8)} {self._pick(NOUNS, h, 16)}"
                f" {self._pick(EMOJI, h, 24)}")

    def _title(self, h: int) -> str:
        style = h % 100
        if style < 30:
            return f"{self._pick(ADJECTIVES, h, 8)} {self._pick(NOUNS, h, 16)}"
        if style < 50:
            return f"{self._pick(NOUNS, h, 8)} of the {self._pick(NOUNS, h, 16)}"
        if style < 62:
            return self._pick(NOUNS, h, 8) + (f" ({self._pick(ADJECTIVES, h, 16)} Mix)"
                                              if (h >> 40) % 3 == 0 else "")
        if style < 70:
            part = (h >> 24) % 4 + 1
            return f"{self._pick(ADJECTIVES, h, 8)} {self._pick(NOUNS, h, 16)}, Pt. {part}"
        if style < 82:
            return f"{self._pick(ACCENTED, h, 8)} {self._pick(NOUNS, h, 16)}"
        if style < 93:
            return f"{self._pick(CJK_WORDS, h, 8)}の{self._pick(CJK_WORDS, h, 16)}"
        return f"{self._pick(NOUNS, h, 8)} {self._pick(EMOJI, h, 16)}"

    def album_name(self, number: int) -> str:
        return self._title(self.hash(KIND_ALBUM, number, 0xA2))

    def song_title(self, number: int) -> str:
        return self._title(self.hash(KIND_SONG, number, 0xA3))

    # ----------------------------------------------------------------- structure

    def albums_of(self, artist: int) -> range:
        return range(self.album_start[artist], self.album_start[artist + 1])

    def songs_of(self, album: int) -> range:
        return range(self.song_start[album], self.song_start[album + 1])

    def artist_of(self, album: int) -> int:
        return bisect.bisect_right(self.album_start, album) - 1

    def album_of(self, song: int) -> int:
        return bisect.bisect_right(self.song_start, song) - 1

    def song_duration(self, song: int) -> int:
        return 90 + self.hash(KIND_SONG, song, 0xD0) % 390

    def album_year(self, album: int) -> int:
        return 1960 + self.hash(KIND_ALBUM, album, 0xE0) % 66

    def album_genre(self, album: int) -> str:
        return GENRES[self.hash(KIND_ALBUM, album, 0xE1) % len(GENRES)]

    def album_play_count(self, album: int) -> int:
        return self.hash(KIND_ALBUM, album, 0xE2) % 500

    def _starred(self, kind: int, number: int, every: int) -> str | None:
        h = self.hash(kind, number, 0x57)
        return _iso(_EPOCH + 86_400 * 365 * 5 + h % 30_000_000) if h % every == 0 else None

    def _order(self, name: str, build) -> array:
        """A list order built once (first use) and kept: item numbers as an array."""
        with self._order_lock:
            if name not in self._orders:
                self._orders[name] = array("q", build())
            return self._orders[name]

    def artists_by_name(self) -> array:
        return self._order("artists", lambda: sorted(
            range(self.counts["artists"]),
            key=lambda k: fold(self.artist_name(k).removeprefix("The "))))

    # ----------------------------------------------------------------- objects, as Navidrome

    def artist_object(self, number: int, with_albums: bool = False) -> dict:
        artist_id = self.item_id(KIND_ARTIST, number)
        name = self.artist_name(number)
        albums = self.albums_of(number)
        item = {"id": artist_id, "name": name, "coverArt": f"ar-{artist_id}_0",
                "artistImageUrl": f"https://images.invalid/artist/{artist_id}.jpg",
                "albumCount": len(albums)}
        starred = self._starred(KIND_ARTIST, number, 40)
        if starred:
            item["starred"] = starred
        item.update({"musicBrainzId": "", "sortName": fold(name), "roles": ["albumartist"]})
        if with_albums:
            item["album"] = [self.album_object(a) for a in albums]
        return item

    def album_object(self, number: int, with_songs: bool = False) -> dict:
        album_id = self.item_id(KIND_ALBUM, number)
        artist = self.artist_of(number)
        artist_id = self.item_id(KIND_ARTIST, artist)
        artist_name = self.artist_name(artist)
        name = self.album_name(number)
        songs = self.songs_of(number)
        genre = self.album_genre(number)
        year = self.album_year(number)
        created = _iso(_EPOCH + number * 3_600)
        item = {
            "id": album_id, "name": name, "artist": artist_name, "artistId": artist_id,
            "coverArt": f"al-{album_id}_0", "songCount": len(songs),
            "duration": sum(self.song_duration(s) for s in songs),
            "playCount": self.album_play_count(number), "created": created, "year": year,
            "genre": genre,
        }
        starred = self._starred(KIND_ALBUM, number, 25)
        if starred:
            item["starred"] = starred
        if item["playCount"]:
            item["played"] = _iso(_EPOCH + number * 3_600 + item["playCount"] * 86_400)
        item.update({
            "userRating": self.hash(KIND_ALBUM, number, 0xE3) % 6, "genres": [{"name": genre}],
            "musicBrainzId": "", "isCompilation": False, "sortName": fold(name),
            "discTitles": [], "originalReleaseDate": {"year": year}, "releaseDate": {"year": year},
            "releaseTypes": ["album"], "recordLabels": [], "moods": [],
            "artists": [{"id": artist_id, "name": artist_name}], "displayArtist": artist_name,
            "explicitStatus": "", "version": "",
        })
        if with_songs:
            item["song"] = [self.song_object(s, number) for s in songs]
        return item

    def song_object(self, number: int, album: int | None = None) -> dict:
        if album is None:
            album = self.album_of(number)
        artist = self.artist_of(album)
        album_id = self.item_id(KIND_ALBUM, album)
        artist_id = self.item_id(KIND_ARTIST, artist)
        artist_name = self.artist_name(artist)
        album_name = self.album_name(album)
        title = self.song_title(number)
        first = self.song_start[album]
        count = self.song_start[album + 1] - first
        position = number - first
        half = count if count <= 14 else (count + 1) // 2  # long albums have two discs
        disc, track = position // half + 1, position % half + 1
        h = self.hash(KIND_SONG, number, 0xF0)
        flac = h % 5 == 0
        duration = self.song_duration(number)
        bit_rate = 900 + h % 500 if flac else 320
        suffix = "flac" if flac else "mp3"
        genre = self.album_genre(album)
        item = {
            "id": self.item_id(KIND_SONG, number), "parent": album_id, "isDir": False,
            "title": title, "album": album_name, "artist": artist_name, "track": track,
            "year": self.album_year(album), "genre": genre, "coverArt": f"al-{album_id}_0",
            "size": duration * bit_rate * 125,
            "contentType": "audio/flac" if flac else "audio/mpeg",
            "suffix": suffix, "duration": duration, "bitRate": bit_rate,
            "path": f"{artist_name}/{album_name}/{disc}-{track:02d} - {title}.{suffix}",
            "playCount": h % 40,
        }
        if item["playCount"]:
            item["played"] = _iso(_EPOCH + album * 3_600 + item["playCount"] * 3_600)
        item.update({"discNumber": disc, "created": _iso(_EPOCH + album * 3_600),
                     "albumId": album_id, "artistId": artist_id, "type": "music"})
        starred = self._starred(KIND_SONG, number, 50)
        if starred:
            item["starred"] = starred
        item.update({
            "userRating": (h >> 8) % 6, "isVideo": False, "bpm": 60 + (h >> 16) % 120,
            "comment": "", "sortName": fold(title), "mediaType": "song", "musicBrainzId": "",
            "genres": [{"name": genre}], "replayGain": {"trackGain": -((h >> 24) % 90) / 10,
                                                        "trackPeak": 1, "albumGain": -6.5},
            "channelCount": 2, "samplingRate": 96000 if flac else 44100,
            "bitDepth": 24 if flac else 0, "moods": [],
            "artists": [{"id": artist_id, "name": artist_name}], "displayArtist": artist_name,
            "albumArtists": [{"id": artist_id, "name": artist_name}],
            "displayAlbumArtist": artist_name, "contributors": [], "displayComposer": "",
            "explicitStatus": "",
        })
        return item

    # ----------------------------------------------------------------- lists

    def artist_indexes(self) -> list[dict]:
        """getArtists' `index` list: the artists by name, grouped by their first letter (accents
        dropped; '#' for the rest)."""
        groups: dict[str, list[dict]] = {}
        for number in self.artists_by_name():
            name = self.artist_name(number)
            first = fold(name.removeprefix("The "))[:1].upper()
            key = first if "A" <= first <= "Z" else "#"
            groups.setdefault(key, []).append(self.artist_object(number))
        return [{"name": key, "artist": groups[key]} for key in sorted(groups)]

    def album_list(self, kind: str, size: int, offset: int, params: dict) -> list[int]:
        total = self.counts["albums"]
        if kind == "newest":
            return list(range(total - 1 - offset, max(-1, total - 1 - offset - size), -1))
        if kind == "random":
            rng = random.Random(self.hash(KIND_ALBUM, size, 0xB0))
            return rng.sample(range(total), min(size, total))
        if kind in ("alphabeticalByName", "alphabeticalByArtist", "frequent", "recent",
                    "highest"):
            keys = {
                "alphabeticalByName": lambda a: fold(self.album_name(a)),
                "alphabeticalByArtist": lambda a: (fold(self.artist_name(self.artist_of(a))), a),
                "frequent": lambda a: -self.album_play_count(a),
                "recent": lambda a: -(a * 3_600 + self.album_play_count(a) * 86_400),
                "highest": lambda a: -(self.hash(KIND_ALBUM, a, 0xE3) % 6),
            }
            order = self._order(kind, lambda: sorted(range(total), key=keys[kind]))
            return list(order[offset:offset + size])
        if kind == "starred":
            chosen = (a for a in range(total) if self._starred(KIND_ALBUM, a, 25))
        elif kind == "byYear":
            low, high = int(params.get("fromYear", 0)), int(params.get("toYear", 9999))
            low, high = min(low, high), max(low, high)
            chosen = (a for a in range(total) if low <= self.album_year(a) <= high)
        elif kind == "byGenre":
            genre = params.get("genre", "")
            chosen = (a for a in range(total) if self.album_genre(a) == genre)
        else:
            raise KeyError(kind)
        found = []
        for album in chosen:
            found.append(album)
            if len(found) >= offset + size:
                break
        return found[offset:]

    def random_songs(self, size: int, params: dict) -> list[int]:
        """`size` songs drawn with a seed made of the request's filters (size, genre, years,
        folder): the same request gets the same songs, so that every client in a run does the
        same work."""
        filters = ("size", "genre", "fromYear", "toYear", "musicFolderId")
        key = repr([(name, params.get(name)) for name in filters]).encode()
        rng = random.Random(int.from_bytes(hashlib.sha256(key).digest()[:8], "big") ^ self.seed)
        genre = params.get("genre")
        low, high = int(params.get("fromYear", 0)), int(params.get("toYear", 9999))
        songs, total = [], self.counts["songs"]
        for _ in range(size * 50):
            if len(songs) >= size:
                break
            song = rng.randrange(total)
            album = self.album_of(song)
            if genre is not None and self.album_genre(album) != genre:
                continue
            if not low <= self.album_year(album) <= high:
                continue
            songs.append(song)
        return songs

    def search(self, kind: str, query: str, count: int, offset: int) -> list[int]:
        """Up to `count` items of `kind` whose name matches `query`, after `offset` of them: each
        word of the query is the start of a word of the name (case and accents folded); an empty
        query matches everything. The scan stops as soon as it has enough."""
        if count <= 0:
            return []
        words = fold(query).replace('"', " ").split()
        total = self.counts[kind]
        name = {"artists": self.artist_name, "albums": self.album_name,
                "songs": self.song_title}[kind]
        found: list[int] = []
        for number in range(total):
            if words:
                parts = fold(name(number)).split()
                if not all(any(p.startswith(w) for p in parts) for w in words):
                    continue
            found.append(number)
            if len(found) >= offset + count:
                break
        return found[offset:]

    def unique_artist(self, start: int = 0) -> tuple[int, str]:
        """The first artist from `start` on whose folded name no other artist shares and has a
        space (so no client takes it for an id), with at least two albums: the one to look up."""
        names: dict[str, int] = {}
        for number in range(self.counts["artists"]):
            key = fold(self.artist_name(number))
            names[key] = names.get(key, 0) + 1
        total = self.counts["artists"]
        for step in range(total):
            number = (start + step) % total
            name = self.artist_name(number)
            if " " in name and names[fold(name)] == 1 and len(self.albums_of(number)) >= 2:
                return number, name
        raise LookupError("no artist with a name of its own")


# --------------------------------------------------------------------------- the server

class ApiError(Exception):
    def __init__(self, code: int, message: str, status: int = 200):
        super().__init__(message)
        self.code = code
        self.status = status


def _envelope(status: str = "ok", **payload) -> dict:
    body = {"status": status, "version": API_VERSION, "type": SERVER_TYPE,
            "serverVersion": SERVER_VERSION, "openSubsonic": True}
    body.update(payload)
    return {"subsonic-response": body}


def encode(document: dict) -> bytes:
    """Compact UTF-8 JSON, as Go's encoding/json writes it (no spaces, non-ASCII as is)."""
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def check_password(given: dict, password: str) -> str:
    """The authentication a request used ("token", "password" or "none" for none given); an
    ApiError when it is wrong or missing."""
    if "apiKey" in given:
        raise ApiError(42, "API key authentication is not supported by this server")
    user = given.get("u")
    if user is None:
        raise ApiError(10, "Required parameter 'u' is missing")
    if "t" in given and "s" in given:
        expected = hashlib.md5((password + given["s"]).encode("utf-8")).hexdigest()
        if user != USER or given["t"].lower() != expected:
            raise ApiError(40, "Wrong username or password")
        return "token"
    if "p" in given:
        text = given["p"]
        if text.startswith("enc:"):
            try:
                text = bytes.fromhex(text[4:]).decode("utf-8")
            except ValueError:
                raise ApiError(40, "Wrong username or password") from None
        if user != USER or text != password:
            raise ApiError(40, "Wrong username or password")
        return "password"
    raise ApiError(10, "Required parameter 't' or 'p' is missing")


def _int(params: dict, name: str, default: int, low: int = 0, high: int = 1 << 31) -> int:
    text = params.get(name)
    if text is None:
        return default
    try:
        value = int(text)
    except ValueError:
        raise ApiError(0, f"Invalid value for '{name}': {text}") from None
    return max(low, min(high, value))


class ScaleServer:
    """`library` on http://127.0.0.1:PORT/rest; a context manager, or `start()` and `stop()`."""

    def __init__(self, library: Library, password: str = PASSWORD, cache: bool = True):
        self.library = library
        self.password = password
        self.cache = cache
        self._answers: collections.OrderedDict = collections.OrderedDict()
        self.build_milliseconds: dict[tuple, float] = {}
        self.requests: list[dict] = []
        self._lock = threading.Lock()
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True

            def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
                owner._serve(self, urlsplit(self.path).query)

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(min(length, 1 << 20)).decode("utf-8", "replace")
                query = urlsplit(self.path).query
                owner._serve(self, f"{query}&{body}" if query else body)

            def log_message(self, *args) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    # ----------------------------------------------------------------- plumbing

    def start(self) -> "ScaleServer":
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=5)

    def __enter__(self) -> "ScaleServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    @property
    def request_count(self) -> int:
        with self._lock:
            return len(self.requests)

    def requests_since(self, index: int) -> list[dict]:
        with self._lock:
            return list(self.requests[index:])

    def _serve(self, handler, query: str) -> None:
        started = time.perf_counter()
        endpoint = urlsplit(handler.path).path.rsplit("/", 1)[-1].removesuffix(".view")
        params = {k: v[-1] for k, v in parse_qs(query, keep_blank_values=True).items()}
        auth, cached = "none", False
        try:
            if not urlsplit(handler.path).path.startswith("/rest/"):
                raise ApiError(0, "not found", status=404)
            if endpoint != "getOpenSubsonicExtensions" or any(k in params for k in "tp"):
                auth = check_password(params, self.password)
            if params.get("f") != "json":
                raise ApiError(0, "this server answers f=json only", status=400)
            status, body, cached = 200, *self.cached_answer(endpoint, params)
        except ApiError as error:
            status = error.status
            body = encode(_envelope("failed", error={"code": error.code, "message": str(error)}))
        except (ValueError, KeyError, IndexError) as error:  # a parameter this server cannot use
            status = 200
            body = encode(_envelope("failed", error={"code": 0, "message": repr(error)}))
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        try:
            handler.wfile.write(body)
        except OSError:
            pass  # the client went away
        shown = {k: v for k, v in params.items() if k not in ("t", "s", "p", "apiKey")}
        record = {"endpoint": endpoint, "method": handler.command, "auth": auth,
                  "status": status, "bytes": len(body), "params": shown, "cached": cached,
                  "milliseconds": round((time.perf_counter() - started) * 1000, 3),
                  "sentAt": time.monotonic()}  # the body written: when the client has it
        with self._lock:
            self.requests.append(record)

    # ----------------------------------------------------------------- endpoints

    @staticmethod
    def answer_key(endpoint: str, params: dict) -> tuple:
        """What an answer depends on: the endpoint and the parameters, less the credentials, the
        client's name, its API version, the format, and offsets of 0 (the default)."""
        return (endpoint, tuple(sorted(
            (k, v) for k, v in params.items()
            if k not in ("u", "t", "s", "p", "c", "v", "f", "apiKey")
            and not (k.endswith("ffset") and v == "0"))))

    def cached_answer(self, endpoint: str, params: dict) -> tuple[bytes, bool]:
        """The answer's bytes and whether they came from the cache: the last CACHE_ANSWERS
        answers are kept by ``answer_key``, so that every client asking the same thing gets the
        same bytes at the same cost; `cache=False` builds every answer. The milliseconds each
        build took are kept in ``build_milliseconds``."""
        key = self.answer_key(endpoint, params)
        if self.cache:
            with self._lock:
                body = self._answers.get(key)
                if body is not None:
                    self._answers.move_to_end(key)
                    return body, True
        started = time.perf_counter()
        body = self.answer(endpoint, params)
        with self._lock:
            took = round((time.perf_counter() - started) * 1000, 3)
            self.build_milliseconds.setdefault(key, took)
            if self.cache:
                self._answers[key] = body
                while len(self._answers) > CACHE_ANSWERS:
                    self._answers.popitem(last=False)
        return body, False

    def answer(self, endpoint: str, params: dict) -> bytes:
        lib = self.library
        if endpoint == "getArtists":
            return encode(_envelope(artists={
                "index": lib.artist_indexes(), "lastModified": _EPOCH * 1000,
                "ignoredArticles": "The El La Los Las Le Les"}))
        if endpoint == "ping":
            return encode(_envelope())
        if endpoint == "getLicense":
            return encode(_envelope(license={"valid": True, "email": "bench@example.invalid",
                                             "licenseExpires": "2099-12-31T00:00:00.000Z"}))
        if endpoint == "getOpenSubsonicExtensions":
            return encode(_envelope(openSubsonicExtensions=[
                {"name": "transcodeOffset", "versions": [1]}, {"name": "formPost", "versions": [1]},
                {"name": "songLyrics", "versions": [1]}]))
        if endpoint == "getMusicFolders":
            return encode(_envelope(musicFolders={"musicFolder": [{"id": 1, "name": "Music"}]}))
        if endpoint == "getScanStatus":
            return encode(_envelope(scanStatus={"scanning": False, "count": lib.counts["songs"]}))
        if endpoint == "getGenres":
            return encode(_envelope(genres={"genre": [
                {"value": g, "songCount": lib.counts["songs"] // len(GENRES),
                 "albumCount": lib.counts["albums"] // len(GENRES)} for g in GENRES]}))
        if endpoint in ("getArtist", "getAlbum", "getSong"):
            kinds = {"getArtist": KIND_ARTIST, "getAlbum": KIND_ALBUM, "getSong": KIND_SONG}
            kind = kinds[endpoint]
            if "id" not in params:
                raise ApiError(10, "Required parameter 'id' is missing")
            number = lib.parse_id(params["id"], kind)
            if number is None:
                raise ApiError(70, f"{endpoint.removeprefix('get')} not found")
            if kind == KIND_ARTIST:
                return encode(_envelope(artist=lib.artist_object(number, with_albums=True)))
            if kind == KIND_ALBUM:
                return encode(_envelope(album=lib.album_object(number, with_songs=True)))
            return encode(_envelope(song=lib.song_object(number)))
        if endpoint == "getAlbumList2":
            kind = params.get("type")
            if kind is None:
                raise ApiError(10, "Required parameter 'type' is missing")
            size = _int(params, "size", 10, 0, MAX_LIST)
            try:
                albums = lib.album_list(kind, size, _int(params, "offset", 0), params)
            except (KeyError, ValueError):
                raise ApiError(0, f"Invalid list type: {kind}") from None
            return encode(_envelope(albumList2={"album": [lib.album_object(a) for a in albums]}))
        if endpoint == "getRandomSongs":
            songs = lib.random_songs(_int(params, "size", 10, 0, MAX_LIST), params)
            return encode(_envelope(randomSongs={"song": [lib.song_object(s) for s in songs]}))
        if endpoint == "search3":
            result: dict = {}
            for kind, key, make in (("artists", "artist", lib.artist_object),
                                    ("albums", "album", lib.album_object),
                                    ("songs", "song", lib.song_object)):
                singular = key
                found = lib.search(kind, params.get("query", ""),
                                   _int(params, f"{singular}Count", 20, 0, MAX_LIST),
                                   _int(params, f"{singular}Offset", 0))
                if found:  # empty lists are left out, as Navidrome does
                    result[key] = [make(n) for n in found]
            return encode(_envelope(searchResult3=result))
        if endpoint == "getStarred2":
            return encode(_envelope(starred2={}))
        raise ApiError(0, f"Unknown endpoint {endpoint}", status=404)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scale_library.py")
    parser.add_argument("--artists", type=int, default=10_000)
    parser.add_argument("--albums", type=int, default=40_000)
    parser.add_argument("--songs", type=int, default=400_000)
    options = parser.parse_args(argv)
    library = Library(options.artists, options.albums, options.songs)
    with ScaleServer(library) as server:
        print(f"SUBSONIC_URL={server.url}\nSUBSONIC_USER={USER}\nSUBSONIC_PASSWORD={PASSWORD}",
              flush=True)
        try:
            threading.Event().wait()
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

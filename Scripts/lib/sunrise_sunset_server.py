#!/usr/bin/env python3
"""Local stand-in for https://api.sunrise-sunset.org (stdlib only).

Answers ``GET /json?lat=&lng=&date=&formatted=0[&tzid=]`` in the API's exact
shapes (see /work/shared/reference/sunrise-sunset.md), computing the times with
the NOAA solar-calculator equations (Meeus), plus scenario prefixes so that
end-to-end tests can provoke every failure through the base URL alone:

    GET  /json?...                       computed answer (like the real API)
    GET  /scenario/<name>/json?...       see SCENARIOS below
    GET  /stats                          {"requests": N}  (/json and /scenario only)
    POST /stats/reset                    zeroes the counter

In-process use (tests)::

    server, thread, base_url = start_server()   # base_url == "http://127.0.0.1:PORT"
    ...                                         # server.api_url == base_url + "/json"
    server.shutdown()                           # stops, releases stalls, closes sockets

Command line (the background wrapper is Scripts/sunrise-sunset-server)::

    python3 sunrise_sunset_server.py [--host 127.0.0.1] [--port 0] [--port-file FILE]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import os
import re
import select
import signal
import socket
import sys
import threading
import time
import traceback
import zoneinfo
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

# --------------------------------------------------------------------------- solar maths

# Altitudes of the sun's centre (degrees) for each pair of events. -0.833 includes
# standard refraction (34') and the solar semi-diameter (16').
ANGLES = {
    "sunrise_sunset": -0.833,
    "civil": -6.0,
    "nautical": -12.0,
    "astronomical": -18.0,
}

POLAR_DAY = "1970-01-01T00:00:01+00:00"    # sun above that angle all day (PHP epoch 1)
POLAR_NIGHT = "1970-01-01T00:00:00+00:00"  # sun below that angle all day (PHP epoch 0)

_J2000 = 2451545.0
_UNIX_EPOCH_JD = 2440587.5


def _julian_century(instant: dt.datetime) -> float:
    jd = instant.timestamp() / 86400.0 + _UNIX_EPOCH_JD
    return (jd - _J2000) / 36525.0


def sun_position(t: float) -> tuple[float, float]:
    """(declination in degrees, equation of time in minutes) at Julian century ``t``.

    NOAA solar calculator equations (Jean Meeus, Astronomical Algorithms).
    """
    l0 = (280.46646 + t * (36000.76983 + t * 0.0003032)) % 360.0
    m = 357.52911 + t * (35999.05029 - 0.0001537 * t)
    e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
    mr = math.radians(m)
    c = (math.sin(mr) * (1.914602 - t * (0.004817 + 0.000014 * t))
         + math.sin(2 * mr) * (0.019993 - 0.000101 * t)
         + math.sin(3 * mr) * 0.000289)
    true_long = l0 + c
    omega = math.radians(125.04 - 1934.136 * t)
    app_long = true_long - 0.00569 - 0.00478 * math.sin(omega)
    eps0 = 23.0 + (26.0 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60.0) / 60.0
    eps = math.radians(eps0 + 0.00256 * math.cos(omega))
    decl = math.degrees(math.asin(math.sin(eps) * math.sin(math.radians(app_long))))
    y = math.tan(eps / 2) ** 2
    l0r = math.radians(l0)
    eot = 4.0 * math.degrees(
        y * math.sin(2 * l0r)
        - 2 * e * math.sin(mr)
        + 4 * e * y * math.sin(mr) * math.cos(2 * l0r)
        - 0.5 * y * y * math.sin(4 * l0r)
        - 1.25 * e * e * math.sin(2 * mr))
    return decl, eot


def _cos_hour_angle(lat: float, decl: float, altitude: float) -> float:
    la, de = math.radians(lat), math.radians(decl)
    denom = math.cos(la) * math.cos(de)
    num = math.sin(math.radians(altitude)) - math.sin(la) * math.sin(de)
    if abs(denom) < 1e-12:  # exactly at a pole: the sun's altitude is the declination
        return -2.0 if num < 0 else 2.0
    return num / denom


def solar_events(lat: float, lng: float, day: dt.date) -> dict:
    """Events of the local solar day ``day`` at (lat, lng), as aware UTC datetimes.

    The solar day is the one whose noon is near ``day`` 12:00 local mean time, i.e.
    ``12:00 - lng/15 h`` UTC on ``day``; its events may fall on the neighbouring UTC dates.
    A pair that never happens is given as the string "above" (sun above that angle
    all day) or "below" (sun below it all day), decided per angle at solar noon,
    as PHP's date_sun_info does.
    """
    midnight = dt.datetime(day.year, day.month, day.day, tzinfo=dt.timezone.utc)

    def at(minutes: float) -> dt.datetime:
        return midnight + dt.timedelta(minutes=minutes)

    # Solar noon, refined with the equation of time at the noon itself.
    noon_min = 720.0 - 4.0 * lng
    for _ in range(3):
        _, eot = sun_position(_julian_century(at(noon_min)))
        noon_min = 720.0 - 4.0 * lng - eot
    noon_decl, _ = sun_position(_julian_century(at(noon_min)))

    out: dict = {"solar_noon": at(noon_min)}
    for name, altitude in ANGLES.items():
        cos_ha = _cos_hour_angle(lat, noon_decl, altitude)
        if cos_ha > 1.0:
            out[name] = "below"
            continue
        if cos_ha < -1.0:
            out[name] = "above"
            continue
        times = []
        for sign in (-1.0, 1.0):  # -1: morning event, +1: evening event
            ha = math.degrees(math.acos(cos_ha))
            minutes = noon_min + sign * 4.0 * ha
            for _ in range(4):  # re-evaluate the sun at the event's own instant
                decl, eot = sun_position(_julian_century(at(minutes)))
                c = max(-1.0, min(1.0, _cos_hour_angle(lat, decl, altitude)))
                ha = math.degrees(math.acos(c))
                minutes = 720.0 - 4.0 * lng - eot + sign * 4.0 * ha
            times.append(at(minutes))
        out[name] = (times[0], times[1])
    return out


# --------------------------------------------------------------------------- API layer

_NUMBER = re.compile(r"^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$")
_ISO_DATE = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$")
_RELATIVE_DAYS = {"today": 0, "now": 0, "tomorrow": 1, "yesterday": -1}


class ApiError(Exception):
    def __init__(self, status: str):
        super().__init__(status)
        self.status = status


def _parse_coordinate(raw: str | None, limit: float) -> float:
    if raw is None or not _NUMBER.match(raw):
        raise ApiError("INVALID_REQUEST")
    value = float(raw)
    if not math.isfinite(value) or abs(value) > limit:
        raise ApiError("INVALID_REQUEST")
    return value


def _parse_date(raw: str | None) -> dt.date:
    today = dt.datetime.now(dt.timezone.utc).date()
    if raw is None or raw.strip() == "":
        return today
    key = raw.strip().lower()
    if key in _RELATIVE_DAYS:
        return today + dt.timedelta(days=_RELATIVE_DAYS[key])
    m = _ISO_DATE.match(raw)
    if not m:
        raise ApiError("INVALID_DATE")
    try:
        return dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        raise ApiError("INVALID_DATE") from None


def _parse_zone(raw: str | None) -> tuple[str, dt.tzinfo]:
    if raw is None or raw.strip() == "":
        return "UTC", dt.timezone.utc
    name = raw.strip()
    if len(name) > 64 or "\x00" in name:
        raise ApiError("INVALID_TZID")
    try:
        return name, zoneinfo.ZoneInfo(name)
    except Exception:  # ZoneInfoNotFoundError, ValueError, IsADirectoryError, ...
        raise ApiError("INVALID_TZID") from None


def _format_iso(instant: dt.datetime, zone: dt.tzinfo) -> str:
    return instant.astimezone(zone).isoformat(timespec="seconds")


def _format_12h(instant: dt.datetime, zone: dt.tzinfo) -> str:
    local = instant.astimezone(zone)
    hour = local.hour % 12 or 12
    return f"{hour}:{local.minute:02d}:{local.second:02d} {'AM' if local.hour < 12 else 'PM'}"


def _round_second(instant: dt.datetime) -> dt.datetime:
    return dt.datetime.fromtimestamp(round(instant.timestamp()), dt.timezone.utc)


def compute_results(lat: float, lng: float, day: dt.date, zone: dt.tzinfo,
                    formatted: bool = False) -> dict:
    """The API's ``results`` object for a valid request."""
    events = solar_events(lat, lng, day)
    fmt = _format_12h if formatted else _format_iso
    sentinel_epoch = {"above": 1, "below": 0}

    def pair(name: str) -> tuple[str, str]:
        value = events[name]
        if isinstance(value, str):
            if formatted:  # PHP formats the epoch in the 12-hour style too
                s = _format_12h(dt.datetime.fromtimestamp(sentinel_epoch[value], dt.timezone.utc),
                                dt.timezone.utc)
            else:
                s = POLAR_DAY if value == "above" else POLAR_NIGHT
            return s, s
        return fmt(_round_second(value[0]), zone), fmt(_round_second(value[1]), zone)

    sunrise, sunset = pair("sunrise_sunset")
    civil = pair("civil")
    nautical = pair("nautical")
    astro = pair("astronomical")
    rs = events["sunrise_sunset"]
    if isinstance(rs, str):
        day_length = 0
    else:
        day_length = int(round(_round_second(rs[1]).timestamp() - _round_second(rs[0]).timestamp()))
    if formatted:
        h, rem = divmod(day_length, 3600)
        day_length_out: int | str = f"{h}:{rem // 60:02d}:{rem % 60:02d}"
    else:
        day_length_out = day_length
    return {
        "sunrise": sunrise,
        "sunset": sunset,
        "solar_noon": fmt(_round_second(events["solar_noon"]), zone),
        "day_length": day_length_out,
        "civil_twilight_begin": civil[0],
        "civil_twilight_end": civil[1],
        "nautical_twilight_begin": nautical[0],
        "nautical_twilight_end": nautical[1],
        "astronomical_twilight_begin": astro[0],
        "astronomical_twilight_end": astro[1],
    }


def answer_query(query: str) -> tuple[int, dict]:
    """(HTTP status, body) for a /json query string, exactly as the API answers."""
    params = parse_qs(query, keep_blank_values=True, errors="replace")

    def last(name: str) -> str | None:  # PHP keeps the last of repeated parameters
        values = params.get(name)
        return values[-1] if values else None

    try:
        lat = _parse_coordinate(last("lat"), 90.0)
        lng = _parse_coordinate(last("lng"), 180.0)
        day = _parse_date(last("date"))
        tzid, zone = _parse_zone(last("tzid"))
        formatted = (last("formatted") or "1").strip() != "0"
        try:
            results = compute_results(lat, lng, day, zone, formatted)
        except (OverflowError, ValueError):  # dates at the edges of year 1 / 9999
            raise ApiError("INVALID_DATE") from None
    except ApiError as err:
        return 400, {"results": "", "status": err.status}
    return 200, {"results": results, "status": "OK", "tzid": tzid}


# --------------------------------------------------------------------------- scenarios

RECORDED_POLAR_DAY = {
    "results": {
        "sunrise": POLAR_DAY, "sunset": POLAR_DAY,
        "solar_noon": "2026-06-21T10:45:59+00:00", "day_length": 0,
        "civil_twilight_begin": POLAR_DAY, "civil_twilight_end": POLAR_DAY,
        "nautical_twilight_begin": POLAR_DAY, "nautical_twilight_end": POLAR_DAY,
        "astronomical_twilight_begin": POLAR_DAY, "astronomical_twilight_end": POLAR_DAY,
    },
    "status": "OK", "tzid": "UTC",
}

RECORDED_POLAR_NIGHT = {
    "results": {
        "sunrise": POLAR_NIGHT, "sunset": POLAR_NIGHT,
        "solar_noon": "2026-12-21T10:42:13+00:00", "day_length": 0,
        "civil_twilight_begin": "2026-12-21T08:31:12+00:00",
        "civil_twilight_end": "2026-12-21T12:53:13+00:00",
        "nautical_twilight_begin": "2026-12-21T06:46:45+00:00",
        "nautical_twilight_end": "2026-12-21T14:37:41+00:00",
        "astronomical_twilight_begin": "2026-12-21T05:28:24+00:00",
        "astronomical_twilight_end": "2026-12-21T15:56:01+00:00",
    },
    "status": "OK", "tzid": "UTC",
}

HTML_PAGE = (b"<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n"
             b"<body><h1>502 Bad Gateway</h1><p>The upstream server did not answer.</p>"
             b"<hr><center>nginx</center></body></html>\n")
HTML_200_PAGE = (b"<!DOCTYPE html>\n<html><head><title>Sunrise and sunset times</title></head>\n"
                 b"<body><h1>Captive portal</h1><p>Please sign in to continue.</p></body></html>\n")

STDERR = object()  # log default: whatever sys.stderr is when a line is written

JSON_TYPE = "application/json"
HTML_TYPE = "text/html; charset=UTF-8"

STALL_SECONDS = 60.0

# name -> (HTTP status, content type, body bytes) for the fixed answers; the rest
# ("ok", "old-no-tzid", "stall") are handled in code.
FIXED_SCENARIOS = {
    "unknown-error": (200, JSON_TYPE, {"results": "", "status": "UNKNOWN_ERROR"}),
    "invalid-request": (400, JSON_TYPE, {"results": "", "status": "INVALID_REQUEST"}),
    "invalid-date": (400, JSON_TYPE, {"results": "", "status": "INVALID_DATE"}),
    "invalid-tzid": (400, JSON_TYPE, {"results": "", "status": "INVALID_TZID"}),
    "html": (502, HTML_TYPE, HTML_PAGE),
    "html-200": (200, HTML_TYPE, HTML_200_PAGE),
    "empty": (200, JSON_TYPE, b""),
    "polar-day": (200, JSON_TYPE, RECORDED_POLAR_DAY),
    "polar-night": (200, JSON_TYPE, RECORDED_POLAR_NIGHT),
}
SCENARIOS = ("ok", "old-no-tzid", "stall", *FIXED_SCENARIOS)


def _json_bytes(body: dict) -> bytes:
    return json.dumps(body, separators=(",", ":")).encode("utf-8")


# --------------------------------------------------------------------------- HTTP server

class SunriseSunsetServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address, handler_class=None, log: Any = STDERR):
        super().__init__(address, handler_class or SunriseSunsetHandler)
        self.log_stream = log  # one line per request; None silences it
        self.stopping = threading.Event()
        self._count = 0
        self._count_lock = threading.Lock()
        self._connections: set[socket.socket] = set()
        self._connections_lock = threading.Lock()
        self._shutdown_once = threading.Lock()
        self._serving = False

    # ---- helpers
    @property
    def base_url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def api_url(self) -> str:
        return self.base_url + "/json"

    def count_request(self) -> None:
        with self._count_lock:
            self._count += 1

    def request_count(self) -> int:
        with self._count_lock:
            return self._count

    def reset_count(self) -> None:
        with self._count_lock:
            self._count = 0

    def track(self, conn: socket.socket, add: bool) -> None:
        with self._connections_lock:
            (self._connections.add if add else self._connections.discard)(conn)

    def serve_forever(self, poll_interval: float = 0.5) -> None:
        self._serving = True
        super().serve_forever(poll_interval)

    def shutdown(self) -> None:
        """Stop serving, release stalled requests and close every open connection."""
        with self._shutdown_once:
            self.stopping.set()
            if self._serving:
                super().shutdown()
                self._serving = False
            self.server_close()
            with self._connections_lock:
                conns = list(self._connections)
            for conn in conns:
                try:
                    conn.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def log(self, line: str) -> None:
        stream = sys.stderr if self.log_stream is STDERR else self.log_stream
        if stream is not None:
            try:
                stream.write(line + "\n")
                stream.flush()
            except (OSError, ValueError):
                pass

    def handle_error(self, request, client_address) -> None:  # never print a full traceback
        exc = sys.exc_info()[1]
        self.log(f"sunrise-sunset-server: connection error from {client_address[0]}: "
                 f"{type(exc).__name__}: {exc}")


def _printable(text: str, limit: int) -> str:
    return re.sub(r"[^\x21-\x7e]", "?", text[:limit])


class SunriseSunsetHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    server_version = "sunrise-sunset-local/1"
    default_request_version = "HTTP/1.0"  # errors on unparseable request lines keep a status line
    timeout = 30  # idle keep-alive connections are closed after this many seconds

    server: SunriseSunsetServer

    def version_string(self) -> str:
        return self.server_version

    # ---- connection bookkeeping
    def setup(self) -> None:
        super().setup()
        self.server.track(self.connection, True)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.server.track(self.connection, False)

    # ---- logging: one line per request, path without query
    def _log_line(self, status: str) -> None:
        raw = getattr(self, "path", "")
        try:
            path = urlsplit(raw).path if isinstance(raw, str) else "?"
        except ValueError:
            path = "?"
        method = _printable(getattr(self, "command", None) or "-", 20)
        self.server.log(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} {self.client_address[0]} "
                        f"{method} {_printable(path or '-', 200)} {status}")

    def log_request(self, code="-", size="-") -> None:
        self._log_line(str(getattr(code, "value", code)))

    def log_error(self, format, *args) -> None:  # send_error logs the request line itself
        pass

    # ---- response helpers
    def _send(self, status: int, content_type: str, body: bytes | dict) -> None:
        data = _json_bytes(body) if isinstance(body, dict) else body
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Access-Control-Allow-Origin", "*")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def _drain_body(self) -> None:
        """Read (and ignore) a request body so the keep-alive connection stays in sync."""
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = 0
        if length < 0 or length > 1 << 20 or self.headers.get("Transfer-Encoding"):
            self.close_connection = True
            return
        if length:
            self.rfile.read(length)

    def _stall(self) -> None:
        """Send nothing; hold the connection until STALL_SECONDS pass, the client goes
        away, or the server stops. Then close it without an answer."""
        self._log_line("stall")
        deadline = time.monotonic() + STALL_SECONDS
        conn = self.connection
        while not self.server.stopping.is_set():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            try:
                readable, _, _ = select.select([conn], [], [], min(0.2, remaining))
                if readable and not conn.recv(1, socket.MSG_PEEK):
                    break  # client closed
                if readable:  # client sent more bytes: keep holding without spinning
                    self.server.stopping.wait(min(0.2, max(0.0, remaining)))
            except (OSError, ValueError):
                break
        self.close_connection = True

    # ---- dispatch
    def _dispatch(self) -> None:
        try:
            split = urlsplit(self.path)
            path, query = split.path, split.query
        except ValueError:
            self._send(400, "text/plain; charset=UTF-8", b"bad request target\n")
            return
        method = self.command
        if method in ("POST", "PUT", "DELETE", "PATCH"):
            self._drain_body()

        if path == "/stats" and method in ("GET", "HEAD"):
            self._send(200, JSON_TYPE, {"requests": self.server.request_count()})
            return
        if path == "/stats/reset" and method == "POST":
            self.server.reset_count()
            self._send(200, JSON_TYPE, {"requests": 0})
            return

        scenario = "ok"
        if path == "/json":
            pass
        elif path.startswith("/scenario/") and path.endswith("/json"):
            scenario = path[len("/scenario/"):-len("/json")].strip("/")
            if scenario not in SCENARIOS:
                self._send(404, "text/plain; charset=UTF-8",
                           f"unknown scenario; known: {', '.join(SCENARIOS)}\n".encode())
                return
        else:
            self._send(404, "text/plain; charset=UTF-8", b"not found\n")
            return
        if method not in ("GET", "HEAD"):
            self._send(405, "text/plain; charset=UTF-8", b"method not allowed\n")
            return

        self.server.count_request()
        if scenario == "stall":
            self._stall()
        elif scenario in FIXED_SCENARIOS:
            self._send(*FIXED_SCENARIOS[scenario])
        else:
            status, body = answer_query(query)
            if scenario == "old-no-tzid":
                body.pop("tzid", None)
            self._send(status, JSON_TYPE, body)

    def _handle(self) -> None:
        try:
            self._dispatch()
        except (BrokenPipeError, ConnectionResetError, socket.timeout):
            self.close_connection = True
        except Exception as exc:  # never let a request kill the server; answer like the API
            self.server.log(f"sunrise-sunset-server: internal error on {self.command} "
                            f"{getattr(self, 'path', '')[:200]!r}: {type(exc).__name__}: {exc}\n"
                            + traceback.format_exc(limit=3).rstrip())
            try:
                self._send(500, JSON_TYPE, {"results": "", "status": "UNKNOWN_ERROR"})
            except Exception:
                pass
            self.close_connection = True

    do_GET = do_HEAD = do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _handle


def start_server(host: str = "127.0.0.1", port: int = 0, log: Any = STDERR):
    """Start a server in a daemon thread: returns (server, thread, base_url).

    ``base_url`` is "http://127.0.0.1:PORT" (the API URL is ``server.api_url``,
    base_url + "/json"). ``log``: where request lines go (default: the current
    sys.stderr; a text stream; None for none). Stop it with ``server.shutdown()``.
    """
    server = SunriseSunsetServer((host, port), log=log)
    server._serving = True  # serve_forever is about to run: shutdown() must wait for it
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1},
                              name=f"sunrise-sunset-server:{server.server_address[1]}",
                              daemon=True)
    thread.start()
    return server, thread, server.base_url


# --------------------------------------------------------------------------- CLI

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Local Sunrise-Sunset API server")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--port-file", help="write the bound port here once listening")
    args = parser.parse_args(argv)
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"sunrise-sunset-server: refusing to bind to non-loopback host {args.host!r}",
              file=sys.stderr)
        return 2
    try:
        server = SunriseSunsetServer((args.host, args.port))
    except OSError as exc:
        print(f"sunrise-sunset-server: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}",
              file=sys.stderr)
        return 1

    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())

    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2},
                              daemon=True)
    thread.start()
    if args.port_file:
        tmp = f"{args.port_file}.tmp{os.getpid()}"
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(f"{server.server_address[1]}\n")
        os.replace(tmp, args.port_file)
    print(f"sunrise-sunset-server: listening on {server.api_url} (pid {os.getpid()})",
          file=sys.stderr, flush=True)
    while not stop.wait(0.5):
        if not thread.is_alive():
            break
    server.shutdown()
    thread.join(5)
    if args.port_file:
        try:
            os.unlink(args.port_file)
        except FileNotFoundError:
            pass
    print("sunrise-sunset-server: stopped", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

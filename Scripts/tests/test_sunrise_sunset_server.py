"""Tests for Scripts/lib/sunrise_sunset_server.py and Scripts/sunrise-sunset-server."""

from __future__ import annotations

import datetime as dt
import http.client
import io
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(SCRIPTS / "lib"))

import sunrise_sunset_server as sss  # noqa: E402

TORONTO = (43.6532, -79.3832)
TROMSO = (69.6492, 18.9553)
AUCKLAND = (-36.8485, 174.7633)

EPOCH1 = "1970-01-01T00:00:01+00:00"
EPOCH0 = "1970-01-01T00:00:00+00:00"

# Recorded API answers, copied from /work/shared/reference/sunrise-sunset.md.
TORONTO_API = json.loads("""
{"results":{"sunrise":"2026-06-21T09:34:23+00:00","sunset":"2026-06-22T01:04:25+00:00",
 "solar_noon":"2026-06-21T17:19:24+00:00","day_length":55802,
 "civil_twilight_begin":"2026-06-21T09:00:07+00:00","civil_twilight_end":"2026-06-22T01:38:41+00:00",
 "nautical_twilight_begin":"2026-06-21T08:12:57+00:00","nautical_twilight_end":"2026-06-22T02:25:52+00:00",
 "astronomical_twilight_begin":"2026-06-21T07:13:17+00:00","astronomical_twilight_end":"2026-06-22T03:25:31+00:00"},
 "status":"OK","tzid":"UTC"}
""")
TROMSO_SUMMER_API = json.loads("""
{"results":{"sunrise":"1970-01-01T00:00:01+00:00","sunset":"1970-01-01T00:00:01+00:00",
 "solar_noon":"2026-06-21T10:45:59+00:00","day_length":0,
 "civil_twilight_begin":"1970-01-01T00:00:01+00:00","civil_twilight_end":"1970-01-01T00:00:01+00:00",
 "nautical_twilight_begin":"1970-01-01T00:00:01+00:00","nautical_twilight_end":"1970-01-01T00:00:01+00:00",
 "astronomical_twilight_begin":"1970-01-01T00:00:01+00:00","astronomical_twilight_end":"1970-01-01T00:00:01+00:00"},
 "status":"OK","tzid":"UTC"}
""")
TROMSO_WINTER_API = json.loads("""
{"results":{"sunrise":"1970-01-01T00:00:00+00:00","sunset":"1970-01-01T00:00:00+00:00",
 "solar_noon":"2026-12-21T10:42:13+00:00","day_length":0,
 "civil_twilight_begin":"2026-12-21T08:31:12+00:00","civil_twilight_end":"2026-12-21T12:53:13+00:00",
 "nautical_twilight_begin":"2026-12-21T06:46:45+00:00","nautical_twilight_end":"2026-12-21T14:37:41+00:00",
 "astronomical_twilight_begin":"2026-12-21T05:28:24+00:00","astronomical_twilight_end":"2026-12-21T15:56:01+00:00"},
 "status":"OK","tzid":"UTC"}
""")

TIME_FIELDS = ("sunrise", "sunset", "solar_noon",
               "civil_twilight_begin", "civil_twilight_end",
               "nautical_twilight_begin", "nautical_twilight_end",
               "astronomical_twilight_begin", "astronomical_twilight_end")
PAIRS = {
    "sunrise_sunset": ("sunrise", "sunset"),
    "civil": ("civil_twilight_begin", "civil_twilight_end"),
    "nautical": ("nautical_twilight_begin", "nautical_twilight_end"),
    "astronomical": ("astronomical_twilight_begin", "astronomical_twilight_end"),
}
ISO_SHAPE = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$"


def parse(value: str) -> dt.datetime:
    return dt.datetime.fromisoformat(value)


class ServerTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.log = io.StringIO()
        cls.server, cls.thread, cls.base_url = sss.start_server(log=cls.log)
        cls.port = cls.server.server_address[1]

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()
        cls.thread.join(5)

    def request(self, path: str, method: str = "GET", timeout: float = 5.0):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            conn.request(method, path)
            resp = conn.getresponse()
            body = resp.read()
            return resp.status, resp.getheader("Content-Type"), resp.getheader("Content-Length"), body
        finally:
            conn.close()

    def get_json(self, path: str):
        status, ctype, length, body = self.request(path)
        self.assertEqual(ctype, "application/json")
        self.assertEqual(int(length), len(body))
        return status, json.loads(body)

    def query(self, lat, lng, date, extra=""):
        return self.get_json(f"/json?lat={lat}&lng={lng}&date={date}&formatted=0{extra}")


class ComputedTimesTests(ServerTestCase):
    def test_base_url_and_api_url(self):
        self.assertRegex(self.base_url, r"^http://127\.0\.0\.1:\d+$")
        self.assertEqual(self.server.api_url, self.base_url + "/json")

    def test_toronto_within_tolerance_of_the_api(self):
        status, body = self.query(*TORONTO, "2026-06-21")
        self.assertEqual(status, 200)
        self.assertEqual(body["status"], "OK")
        self.assertEqual(body["tzid"], "UTC")
        self.assertEqual(set(body["results"]), set(TORONTO_API["results"]))
        res = body["results"]
        for field in TIME_FIELDS:
            self.assertRegex(res[field], ISO_SHAPE)
            self.assertTrue(res[field].endswith("+00:00"), field)
            diff = abs((parse(res[field]) - parse(TORONTO_API["results"][field])).total_seconds())
            limit = 120 if field in ("sunrise", "sunset") else 60
            self.assertLessEqual(diff, limit, f"{field}: {res[field]} vs API {TORONTO_API['results'][field]}")
        # the sunset is on the next UTC date, as in the API
        self.assertTrue(res["sunset"].startswith("2026-06-22T01:0"), res["sunset"])
        self.assertTrue(res["sunrise"].startswith("2026-06-21T09:3"), res["sunrise"])
        self.assertIsInstance(res["day_length"], int)
        self.assertEqual(res["day_length"],
                         int((parse(res["sunset"]) - parse(res["sunrise"])).total_seconds()))
        self.assertLessEqual(abs(res["day_length"] - TORONTO_API["results"]["day_length"]), 240)

    def test_tromso_midnight_sun_is_all_epoch_one(self):
        status, body = self.query(*TROMSO, "2026-06-21")
        self.assertEqual(status, 200)
        res = body["results"]
        for begin, end in PAIRS.values():
            self.assertEqual(res[begin], EPOCH1, begin)
            self.assertEqual(res[end], EPOCH1, end)
        self.assertEqual(res["day_length"], 0)
        noon = parse(res["solar_noon"])
        self.assertLessEqual(abs((noon - parse("2026-06-21T10:45:59+00:00")).total_seconds()), 5)

    def test_tromso_polar_night_has_epoch_zero_sunrise_and_real_twilights(self):
        status, body = self.query(*TROMSO, "2026-12-21")
        self.assertEqual(status, 200)
        res = body["results"]
        self.assertEqual(res["sunrise"], EPOCH0)
        self.assertEqual(res["sunset"], EPOCH0)
        self.assertEqual(res["day_length"], 0)
        for field in TIME_FIELDS[2:]:
            self.assertTrue(res[field].startswith("2026-12-21T"), field)
            diff = abs((parse(res[field]) - parse(TROMSO_WINTER_API["results"][field])).total_seconds())
            self.assertLessEqual(diff, 60, f"{field}: {res[field]}")

    def test_each_angle_is_decided_separately(self):
        # Walk Tromso through spring: each angle turns polar on its own day.
        seen = set()
        day = dt.date(2026, 3, 1)
        for _ in range(100):
            events = sss.solar_events(*TROMSO, day)
            states = tuple("above" if events[k] == "above" else "below" if events[k] == "below"
                           else "real" for k in PAIRS)
            seen.add(states)
            day += dt.timedelta(days=1)
        # in spring Tromso goes through: all real -> astronomical above -> ... -> all above
        self.assertIn(("real", "real", "real", "real"), seen)
        self.assertIn(("real", "real", "real", "above"), seen)
        self.assertIn(("real", "real", "above", "above"), seen)
        self.assertIn(("above", "above", "above", "above"), seen)
        # the sun can never be above a lower angle while below a higher one
        order = {"below": 0, "real": 1, "above": 2}
        for states in seen:
            ranks = [order[s] for s in states]
            self.assertEqual(ranks, sorted(ranks), states)

    def test_auckland_sunrise_is_on_the_previous_utc_date(self):
        status, body = self.query(*AUCKLAND, "2026-01-01")
        self.assertEqual(status, 200)
        sunrise = body["results"]["sunrise"]
        self.assertTrue(sunrise.startswith("2025-12-31T17:0"), sunrise)
        diff = (parse(sunrise) - parse("2025-12-31T17:03:41+00:00")).total_seconds()
        self.assertLessEqual(abs(diff), 120)
        self.assertTrue(body["results"]["sunset"].startswith("2026-01-01T07:4"))

    def test_tzid_offsets_keep_the_same_instants(self):
        _, utc = self.query(*TORONTO, "2026-06-21")
        status, tokyo = self.query(*TORONTO, "2026-06-21", "&tzid=Asia/Tokyo")
        self.assertEqual(status, 200)
        self.assertEqual(tokyo["tzid"], "Asia/Tokyo")
        for field in TIME_FIELDS:
            self.assertTrue(tokyo["results"][field].endswith("+09:00"), tokyo["results"][field])
            self.assertEqual(parse(tokyo["results"][field]), parse(utc["results"][field]), field)
        # solar noon matches the API to the second: 17:19:24 UTC is 02:19:24 next day in Tokyo
        self.assertEqual(tokyo["results"]["solar_noon"], "2026-06-22T02:19:24+09:00")
        self.assertEqual(tokyo["results"]["day_length"], utc["results"]["day_length"])

    def test_tzid_with_daylight_saving(self):
        _, summer = self.query(*TORONTO, "2026-06-21", "&tzid=America/Toronto")
        _, winter = self.query(*TORONTO, "2026-12-21", "&tzid=America/Toronto")
        self.assertTrue(summer["results"]["sunrise"].startswith("2026-06-21T05:3"))
        self.assertTrue(summer["results"]["sunrise"].endswith("-04:00"))
        self.assertTrue(summer["results"]["sunset"].startswith("2026-06-21T21:0"))
        self.assertTrue(winter["results"]["sunrise"].endswith("-05:00"))
        self.assertEqual(summer["tzid"], "America/Toronto")

    def test_formatted_one_gives_twelve_hour_strings(self):
        status, body = self.get_json(f"/json?lat={TORONTO[0]}&lng={TORONTO[1]}&date=2026-06-21")
        self.assertEqual(status, 200)
        res = body["results"]
        self.assertRegex(res["sunrise"], r"^9:3\d:\d\d AM$")
        self.assertRegex(res["sunset"], r"^1:0\d:\d\d AM$")
        self.assertRegex(res["solar_noon"], r"^5:19:\d\d PM$")
        self.assertRegex(res["day_length"], r"^15:2\d:\d\d$")
        _, polar = self.get_json(f"/json?lat={TROMSO[0]}&lng={TROMSO[1]}&date=2026-06-21&formatted=1")
        self.assertEqual(polar["results"]["sunrise"], "12:00:01 AM")
        self.assertEqual(polar["results"]["day_length"], "0:00:00")

    def test_today_is_accepted(self):
        status, body = self.get_json(f"/json?lat={TORONTO[0]}&lng={TORONTO[1]}&date=today&formatted=0")
        self.assertEqual(status, 200)
        today = dt.datetime.now(dt.timezone.utc).date()
        noon = parse(body["results"]["solar_noon"]).date()
        self.assertLessEqual(abs((noon - today).days), 1)

    def test_events_are_ordered_for_random_places(self):
        rng = random.Random(1234)
        for _ in range(400):
            lat, lng = rng.uniform(-89.9, 89.9), rng.uniform(-180, 180)
            day = dt.date(2026, 1, 1) + dt.timedelta(days=rng.randrange(365))
            code, body = sss.answer_query(f"lat={lat}&lng={lng}&date={day}&formatted=0")
            self.assertEqual(code, 200)
            res = body["results"]
            noon = parse(res["solar_noon"])
            self.assertLessEqual(abs((noon - dt.datetime(day.year, day.month, day.day, 12,
                                      tzinfo=dt.timezone.utc)).total_seconds() + lng * 240), 20 * 60)
            chain = []
            for begin, end in reversed(list(PAIRS.values())):
                if res[begin] in (EPOCH0, EPOCH1):
                    self.assertEqual(res[begin], res[end])
                else:
                    chain.append(parse(res[begin]))
            chain.append(noon)
            for begin, end in PAIRS.values():
                if res[end] not in (EPOCH0, EPOCH1):
                    chain.append(parse(res[end]))
            self.assertEqual(chain, sorted(chain), f"{lat},{lng} {day}: {res}")
            if res["sunrise"] in (EPOCH0, EPOCH1):
                self.assertEqual(res["day_length"], 0)
            else:
                self.assertEqual(res["day_length"],
                                 (parse(res["sunset"]) - parse(res["sunrise"])).total_seconds())


class ErrorTests(ServerTestCase):
    CASES = [
        ("date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=43.6&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lng=-79.3&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=&lng=-79.3&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=abc&lng=-79.3&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=nan&lng=-79.3&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=inf&lng=-79.3&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=1_0&lng=-79.3&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=90.5&lng=-79.3&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=-91&lng=-79.3&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=43.6&lng=180.01&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=43.6&lng=-181&date=2026-06-21&formatted=0", "INVALID_REQUEST"),
        ("lat=abc&lng=-79.3&date=garbage&formatted=0", "INVALID_REQUEST"),
        ("lat=43.6&lng=-79.3&date=garbage&formatted=0", "INVALID_DATE"),
        ("lat=43.6&lng=-79.3&date=2026-13-01&formatted=0", "INVALID_DATE"),
        ("lat=43.6&lng=-79.3&date=2026-02-30&formatted=0", "INVALID_DATE"),
        ("lat=43.6&lng=-79.3&date=21/06/2026&formatted=0", "INVALID_DATE"),
        ("lat=43.6&lng=-79.3&date=2026-06-21&formatted=0&tzid=Mars/Olympus", "INVALID_TZID"),
        ("lat=43.6&lng=-79.3&date=2026-06-21&formatted=0&tzid=../../etc/passwd", "INVALID_TZID"),
        ("lat=43.6&lng=-79.3&date=2026-06-21&formatted=0&tzid=Europe", "INVALID_TZID"),
        ("lat=43.6&lng=-79.3&date=2026-06-21&formatted=0&tzid=%00", "INVALID_TZID"),
    ]

    def test_every_error_is_http_400_with_empty_results(self):
        for query, expected in self.CASES:
            with self.subTest(query=query):
                status, ctype, length, body = self.request("/json?" + query)
                self.assertEqual(status, 400)
                self.assertEqual(ctype, "application/json")
                self.assertEqual(int(length), len(body))
                self.assertEqual(json.loads(body), {"results": "", "status": expected})
                self.assertEqual(body, b'{"results":"","status":"%s"}' % expected.encode())

    def test_boundary_coordinates_are_valid(self):
        for lat, lng in ((90, 180), (-90, -180), (0, 0), ("%2B45", "%207.5"), ("1e1", "-1.5E1")):
            with self.subTest(lat=lat, lng=lng):
                status, body = self.get_json(f"/json?lat={lat}&lng={lng}&date=2026-03-20&formatted=0")
                self.assertEqual(status, 200)
                self.assertEqual(body["status"], "OK")


class ScenarioTests(ServerTestCase):
    Q = f"?lat={TORONTO[0]}&lng={TORONTO[1]}&date=2026-06-21&formatted=0"

    def scenario(self, name, query=None):
        return self.request(f"/scenario/{name}/json" + (self.Q if query is None else query))

    def test_ok_is_the_same_as_json(self):
        status, ctype, _, body = self.scenario("ok")
        self.assertEqual((status, ctype), (200, "application/json"))
        self.assertEqual(body, self.request("/json" + self.Q)[3])
        self.assertEqual(json.loads(body)["status"], "OK")

    def test_fixed_error_scenarios(self):
        expected = {
            "unknown-error": (200, "UNKNOWN_ERROR"),
            "invalid-request": (400, "INVALID_REQUEST"),
            "invalid-date": (400, "INVALID_DATE"),
            "invalid-tzid": (400, "INVALID_TZID"),
        }
        for name, (code, api_status) in expected.items():
            with self.subTest(name=name):
                status, ctype, length, body = self.scenario(name)
                self.assertEqual(status, code)
                self.assertEqual(ctype, "application/json")
                self.assertEqual(int(length), len(body))
                self.assertEqual(json.loads(body), {"results": "", "status": api_status})

    def test_html_scenarios(self):
        status, ctype, length, body = self.scenario("html")
        self.assertEqual(status, 502)
        self.assertTrue(ctype.startswith("text/html"))
        self.assertEqual(int(length), len(body))
        self.assertTrue(body.startswith(b"<!DOCTYPE html>"))
        self.assertIn(b"502 Bad Gateway", body)
        status, ctype, length, body = self.scenario("html-200")
        self.assertEqual(status, 200)
        self.assertTrue(ctype.startswith("text/html"))
        self.assertTrue(body.startswith(b"<!DOCTYPE html>"))
        with self.assertRaises(ValueError):
            json.loads(body)

    def test_empty_scenario(self):
        status, ctype, length, body = self.scenario("empty")
        self.assertEqual((status, length, body), (200, "0", b""))
        self.assertEqual(ctype, "application/json")

    def test_polar_scenarios_return_the_recorded_bodies_whatever_the_query(self):
        for name, recorded in (("polar-day", TROMSO_SUMMER_API), ("polar-night", TROMSO_WINTER_API)):
            for query in (self.Q, "", "?lat=garbage"):
                with self.subTest(name=name, query=query):
                    status, ctype, _, body = self.scenario(name, query)
                    self.assertEqual((status, ctype), (200, "application/json"))
                    self.assertEqual(json.loads(body), recorded)

    def test_old_no_tzid(self):
        status, ctype, _, body = self.scenario("old-no-tzid")
        self.assertEqual((status, ctype), (200, "application/json"))
        old = json.loads(body)
        self.assertNotIn("tzid", old)
        self.assertEqual(old["status"], "OK")
        _, current = self.get_json("/json" + self.Q)
        self.assertEqual(old["results"], current["results"])

    def test_unknown_scenario_and_path_are_404(self):
        self.assertEqual(self.scenario("nope")[0], 404)
        self.assertEqual(self.request("/nothing")[0], 404)
        self.assertEqual(self.request("/json", method="POST")[0], 405)

    def test_keep_alive_serves_several_requests_on_one_connection(self):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        try:
            for path in ("/json" + self.Q, "/scenario/empty/json", "/scenario/html/json", "/stats"):
                conn.request("GET", path)
                resp = conn.getresponse()
                body = resp.read()
                self.assertEqual(resp.version, 11)
                self.assertEqual(int(resp.getheader("Content-Length")), len(body))
        finally:
            conn.close()


class StatsTests(ServerTestCase):
    def test_counts_only_api_requests(self):
        status, _, _, body = self.request("/stats/reset", method="POST")
        self.assertEqual((status, json.loads(body)), (200, {"requests": 0}))
        self.assertEqual(self.get_json("/stats"), (200, {"requests": 0}))
        self.request(f"/json?lat={TORONTO[0]}&lng={TORONTO[1]}&date=2026-06-21&formatted=0")
        self.request("/json?lat=bad")                      # an error is still a request
        self.request("/scenario/unknown-error/json")
        self.request("/scenario/html/json")
        self.request("/stats")                             # not counted
        self.request("/elsewhere")                         # not counted
        self.assertEqual(self.get_json("/stats"), (200, {"requests": 4}))
        self.request("/stats/reset", method="POST")
        self.assertEqual(self.get_json("/stats"), (200, {"requests": 0}))


class LogTests(ServerTestCase):
    def test_one_line_per_request_without_query(self):
        before = len(self.log.getvalue().splitlines())
        self.request("/json?lat=1&lng=2&date=2026-06-21&formatted=0")
        self.request("/scenario/html/json?secret=never-logged")
        self.request("/stats")
        lines = self.log.getvalue().splitlines()[before:]
        self.assertEqual(len(lines), 3, lines)
        self.assertRegex(lines[0], r" GET /json 200$")
        self.assertRegex(lines[1], r" GET /scenario/html/json 502$")
        self.assertRegex(lines[2], r" GET /stats 200$")
        self.assertNotIn("never-logged", self.log.getvalue())


class StallTests(unittest.TestCase):
    def test_stall_blocks_nobody_and_shutdown_is_fast(self):
        server, thread, _ = sss.start_server(log=None)
        port = server.server_address[1]
        stalled = socket.create_connection(("127.0.0.1", port), timeout=5)
        try:
            stalled.sendall(b"GET /scenario/stall/json?lat=1&lng=2 HTTP/1.1\r\nHost: x\r\n\r\n")
            time.sleep(0.3)
            # a concurrent request is answered promptly
            started = time.monotonic()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=3)
            conn.request("GET", "/stats")
            resp = conn.getresponse()
            self.assertEqual(json.loads(resp.read()), {"requests": 1})
            conn.close()
            self.assertLess(time.monotonic() - started, 1.0)
            # the stalled connection got nothing so far
            stalled.settimeout(0.3)
            with self.assertRaises(socket.timeout):
                stalled.recv(1)
            # shutdown while the stall is open
            started = time.monotonic()
            server.shutdown()
            thread.join(2)
            self.assertFalse(thread.is_alive())
            self.assertLess(time.monotonic() - started, 2.0)
            # the stalled client sees the connection closed, without any answer
            stalled.settimeout(2)
            try:
                data = stalled.recv(100)
            except ConnectionResetError:
                data = b""
            self.assertEqual(data, b"")
        finally:
            stalled.close()
            server.shutdown()

    def test_stall_ends_when_the_client_goes_away(self):
        server, thread, _ = sss.start_server(log=None)
        try:
            port = server.server_address[1]
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(b"GET /scenario/stall/json HTTP/1.1\r\nHost: x\r\n\r\n")
            time.sleep(0.3)
            s.close()
            deadline = time.monotonic() + 3
            while time.monotonic() < deadline:
                with server._connections_lock:
                    if not server._connections:
                        break
                time.sleep(0.05)
            with server._connections_lock:
                self.assertEqual(len(server._connections), 0)
        finally:
            server.shutdown()
            thread.join(2)


class FuzzTests(ServerTestCase):
    def raw(self, payload: bytes) -> bytes:
        with socket.create_connection(("127.0.0.1", self.port), timeout=3) as s:
            s.sendall(payload)
            s.shutdown(socket.SHUT_WR)
            chunks = []
            try:
                while True:
                    chunk = s.recv(65536)
                    if not chunk:
                        break
                    chunks.append(chunk)
            except (socket.timeout, ConnectionResetError):
                pass
            return b"".join(chunks)

    def test_garbage_never_crashes_the_server(self):
        payloads = [
            b"\r\n\r\n",
            b"GARBAGE\r\n\r\n",
            b"GET\r\n\r\n",
            b"GET /json?lat=%ZZ&lng=%%%&date=%00 HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /json?lat=1&lat=2&&&=&lng=3&date=2026-06-21&tzid=%E2%82%AC HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /json?" + b"a=1&" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /" + b"x" * 70000 + b" HTTP/1.1\r\n\r\n",
            b"GET /scenario//json HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /scenario/../json HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET http://[::1 HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /json?lat=1e400&lng=-1e-400&date=9999-12-31 HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /json?lat=0&lng=180&date=0001-01-01&formatted=0 HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /json?lat=0&lng=-180&date=9999-12-31&formatted=0&tzid=Pacific/Kiritimati HTTP/1.1\r\n\r\n",
            b"POST /stats/reset HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
            b"POST /json HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc",
            b"GET /json HTTP/9.9\r\n\r\n",
            b"\xff\xfe\x00GET / HTTP/1.1\r\n\r\n",
            b"GET /json?lat=90&lng=0&date=2026-06-21&formatted=0 HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /json?lat=-90&lng=0&date=2026-06-21&formatted=0 HTTP/1.1\r\nHost: x\r\n\r\n",
        ]
        rng = random.Random(99)
        for _ in range(30):
            payloads.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))) + b"\r\n\r\n")
        for payload in payloads:
            answer = self.raw(payload)
            if answer:
                self.assertTrue(answer.startswith(b"HTTP/1."), answer[:80])
                self.assertNotIn(b" 500 ", answer.split(b"\r\n", 1)[0], payload[:80])
        status, ctype, _, body = self.request("/stats")
        self.assertEqual(status, 200)
        # the server still computes after the garbage
        status, body = self.get_json(f"/json?lat={TORONTO[0]}&lng={TORONTO[1]}&date=2026-06-21&formatted=0")
        self.assertEqual(body["results"]["solar_noon"], "2026-06-21T17:19:24+00:00")

    def test_random_queries_answer_json(self):
        rng = random.Random(7)
        alphabet = "0123456789-+.eE abc/%&=;:_TZ"
        for _ in range(300):
            parts = []
            for key in ("lat", "lng", "date", "tzid", "formatted"):
                if rng.random() < 0.8:
                    parts.append(f"{key}={''.join(rng.choice(alphabet) for _ in range(rng.randrange(12)))}")
            code, body = sss.answer_query("&".join(parts))
            self.assertIn(code, (200, 400))
            self.assertIn(body["status"], ("OK", "INVALID_REQUEST", "INVALID_DATE", "INVALID_TZID"))
            json.dumps(body)


class EntryPointTests(unittest.TestCase):
    SCRIPT = SCRIPTS / "sunrise-sunset-server"

    def run_script(self, *args, env):
        return subprocess.run([sys.executable, str(self.SCRIPT), *args], env=env,
                              capture_output=True, text=True, timeout=30)

    def test_start_status_stop(self):
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, SUNRISE_SERVER_DIR=tmp)
            self.assertEqual(self.run_script("status", env=env).returncode, 3)
            try:
                first = self.run_script("start", env=env)
                self.assertEqual(first.returncode, 0, first.stderr)
                line = first.stdout.strip()
                self.assertRegex(line, r"^SUNTIMES_API_URL=http://127\.0\.0\.1:\d+/json$")
                again = self.run_script("start", env=env)  # idempotent
                self.assertEqual((again.returncode, again.stdout.strip()), (0, line))
                status = self.run_script("status", env=env)
                self.assertEqual((status.returncode, status.stdout.strip()), (0, line))
                port = int(line.rsplit(":", 1)[1].split("/")[0])
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                conn.request("GET", f"/json?lat={TROMSO[0]}&lng={TROMSO[1]}&date=2026-06-21&formatted=0")
                self.assertEqual(json.loads(conn.getresponse().read())["results"]["sunrise"], EPOCH1)
                conn.close()
                pid = int(Path(tmp, "server.pid").read_text())
                self.assertIn(b"GET /json 200", Path(tmp, "server.log").read_bytes())
            finally:
                stop = self.run_script("stop", env=env)
            self.assertEqual(stop.returncode, 0, stop.stderr)
            self.assertFalse(Path(f"/proc/{pid}").exists() and
                             b"sunrise_sunset_server" in Path(f"/proc/{pid}/cmdline").read_bytes())
            self.assertEqual(self.run_script("status", env=env).returncode, 3)


if __name__ == "__main__":
    unittest.main()

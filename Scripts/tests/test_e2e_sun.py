"""End to end: the built `sunsonic sun` against a local server in the Sunrise-Sunset API's shapes."""

from __future__ import annotations

import datetime as dt
import json
import socket
import sys
import unittest
import urllib.request
import zoneinfo
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

import sunrise_sunset_server as sss  # noqa: E402
from sunsonic_e2e import run_sunsonic  # noqa: E402

TORONTO = ["--lat", "43.6532", "--lng", "-79.3832", "--date", "2026-06-21"]
TROMSO_SUMMER = ["--lat", "69.6492", "--lng", "18.9553", "--date", "2026-06-21"]
TROMSO_WINTER = ["--lat", "69.6492", "--lng", "18.9553", "--date", "2026-12-21"]
ROWS = {
    "Astronomical dawn": "astronomical_twilight_begin",
    "Nautical dawn": "nautical_twilight_begin",
    "Civil dawn": "civil_twilight_begin",
    "Sunrise": "sunrise",
    "Solar noon": "solar_noon",
    "Sunset": "sunset",
    "Civil dusk": "civil_twilight_end",
    "Nautical dusk": "nautical_twilight_end",
    "Astronomical dusk": "astronomical_twilight_end",
}


class SunEndToEnd(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server, cls.thread, cls.base = sss.start_server(log=None)
        cls.api = cls.base + "/json"

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()

    def sun(self, *args, env=None, timeout=30.0):
        return run_sunsonic(["sun", *args], env=env, timeout=timeout)

    def server_results(self, query: str) -> dict:
        with urllib.request.urlopen(f"{self.api}?{query}&formatted=0", timeout=10) as answer:
            return json.load(answer)["results"]

    def assert_usage_error(self, run, *fragments):
        self.assertEqual(run.code, 64, run.err)
        self.assertEqual(run.out, "")
        self.assertEqual(len(run.err.splitlines()), 1, run.err)
        for fragment in fragments:
            self.assertIn(fragment, run.err)

    def assert_service_error(self, run, fragment):
        self.assertEqual(run.code, 69, run.err)
        self.assertEqual(run.out, "")
        self.assertEqual(len(run.err.splitlines()), 1, run.err)
        self.assertTrue(run.err.startswith("sunsonic: "), run.err)
        self.assertIn(fragment, run.err)

    def test_prints_every_event_in_the_chosen_zone(self):
        zone = zoneinfo.ZoneInfo("America/Toronto")
        results = self.server_results("lat=43.6532&lng=-79.3832&date=2026-06-21")
        run = self.sun(*TORONTO, "--tz", "America/Toronto", "--api-url", self.api)
        self.assertEqual(run.code, 0, run.err)
        lines = run.out.splitlines()
        for label, field in ROWS.items():
            local = dt.datetime.fromisoformat(results[field]).astimezone(zone)
            expected = local.strftime("%H:%M")
            if local.date() != dt.date(2026, 6, 21):
                expected += " (+1 day)" if local.date() > dt.date(2026, 6, 21) else " (-1 day)"
            row = next(line for line in lines if line.startswith(label + " "))
            self.assertEqual(row[len(label):].strip(), expected, row)
        hours, rest = divmod(results["day_length"], 3600)
        self.assertIn(f"Day length         {hours} h {rest // 60} min", run.out)
        self.assertIn("sunrise-sunset.org", lines[-1])

    def test_sunset_after_utc_midnight_is_marked_next_day_in_utc(self):
        run = self.sun(*TORONTO, "--tz", "Etc/UTC", "--api-url", self.api)
        self.assertEqual(run.code, 0, run.err)
        self.assertRegex(run.out, r"Sunset\s+01:0\d \(\+1 day\)")

    def test_environment_variable_sets_the_api_address(self):
        run = self.sun(*TORONTO, env={"SUNTIMES_API_URL": self.api})
        self.assertEqual(run.code, 0, run.err)
        self.assertIn("Sunrise", run.out)

    def test_midnight_sun_says_so(self):
        run = self.sun(*TROMSO_SUMMER, "--tz", "Europe/Oslo", "--api-url", self.api)
        self.assertEqual(run.code, 0, run.err)
        self.assertRegex(run.out, r"Sunrise\s+none: the sun is up all day \(midnight sun\)")
        self.assertIn("24 h (sun up all day)", run.out)
        self.assertNotIn("1970", run.out)

    def test_polar_night_has_no_sunrise_but_real_twilights(self):
        run = self.sun(*TROMSO_WINTER, "--tz", "Europe/Oslo", "--api-url", self.api)
        self.assertEqual(run.code, 0, run.err)
        self.assertRegex(run.out, r"Sunset\s+none: the sun stays down all day \(polar night\)")
        self.assertRegex(run.out, r"Civil dawn\s+\d\d:\d\d")
        self.assertNotIn("1970", run.out)

    def test_json_has_utc_times_and_null_with_state_for_polar_events(self):
        results = self.server_results("lat=69.6492&lng=18.9553&date=2026-12-21")
        run = self.sun(*TROMSO_WINTER, "--json", "--api-url", self.api)
        self.assertEqual(run.code, 0, run.err)
        body = json.loads(run.out)
        self.assertIsNone(body["sunrise"])
        self.assertEqual(body["sunriseState"], "sunDownAllDay")
        self.assertEqual(body["sunsetState"], "sunDownAllDay")
        civil = dt.datetime.fromisoformat(results["civil_twilight_begin"])
        self.assertEqual(body["civilTwilightBegin"], civil.strftime("%Y-%m-%dT%H:%M:%SZ"))
        self.assertEqual(body["civilTwilightBeginState"], "occurs")
        self.assertEqual(body["dayLengthSeconds"], 0)
        self.assertEqual(body["date"], "2026-12-21")

    def test_dates_before_the_gregorian_reform_show_the_day_asked(self):
        # ISO 8601 dates are proleptic Gregorian, as the server's are: no "-6 days" in year 1000.
        place = ["--lat", "1", "--lng", "1", "--tz", "Etc/UTC"]
        for date in ("0001-01-01", "1000-06-01", "1582-10-04", "1582-10-10", "1582-10-15"):
            results = self.server_results(f"lat=1&lng=1&date={date}")
            for source in ("api", "local"):
                with self.subTest(date=date, source=source):
                    args = [*place, "--date", date, "--source", source, "--api-url", self.api]
                    run = self.sun(*args)
                    self.assertEqual(run.code, 0, run.err)
                    self.assertNotRegex(run.out, r"\(.\d+ days?\)")
                    body = json.loads(self.sun(*args, "--json").out)
                    self.assertEqual(body["date"], date)
                    for key in ("sunrise", "solarNoon", "sunset", "astronomicalTwilightEnd"):
                        self.assertTrue(body[key].startswith(date + "T"), body[key])
                    if source == "api":
                        self.assertEqual(body["sunrise"],
                                         results["sunrise"].replace("+00:00", "Z"))
                        sunrise = dt.datetime.fromisoformat(results["sunrise"])
                        self.assertRegex(run.out, rf"Sunrise\s+{sunrise:%H:%M}\n")

    def test_day_length_is_one_rule_for_text_and_json_from_either_source(self):
        # The API sends day_length 0 for midnight sun and polar night alike.
        place = ["--lat", "78.2232", "--lng", "15.6267"]
        cases = [("2026-06-21", 86400, "24 h (sun up all day)"),
                 ("2026-12-21", 0, "0 h (sun down all day)")]
        for source in ("api", "local"):
            for date, seconds, text in cases:
                with self.subTest(date=date, source=source):
                    args = [*place, "--date", date, "--source", source, "--api-url", self.api]
                    self.assertIn(f"Day length         {text}\n", self.sun(*args).out)
                    body = json.loads(self.sun(*args, "--json").out)
                    self.assertEqual(body["dayLengthSeconds"], seconds)
            with self.subTest(date="Toronto", source=source):
                args = [*TORONTO, "--source", source, "--api-url", self.api]
                seconds = json.loads(self.sun(*args, "--json").out)["dayLengthSeconds"]
                self.assertLess(abs(seconds - 55802), 300)
                hours, rest = divmod(seconds, 3600)
                self.assertIn(f"Day length         {hours} h {rest // 60} min\n", self.sun(*args).out)

    def test_recorded_polar_day_scenario(self):
        run = self.sun(*TROMSO_SUMMER, "--json", "--api-url", f"{self.base}/scenario/polar-day/json")
        self.assertEqual(run.code, 0, run.err)
        body = json.loads(run.out)
        self.assertEqual(body["solarNoon"], "2026-06-21T10:45:59Z")
        for event in ("sunrise", "sunset", "civilTwilightBegin", "astronomicalTwilightEnd"):
            self.assertIsNone(body[event])
            self.assertEqual(body[event + "State"], "sunUpAllDay")

    def test_answer_without_tzid_field_is_accepted(self):
        run = self.sun(*TORONTO, "--api-url", f"{self.base}/scenario/old-no-tzid/json")
        self.assertEqual(run.code, 0, run.err)

    def test_each_error_status_is_one_line_and_exit_69(self):
        cases = {
            "invalid-request": "INVALID_REQUEST",
            "invalid-date": "INVALID_DATE",
            "invalid-tzid": "INVALID_TZID",
            "unknown-error": "UNKNOWN_ERROR",
            "html": "HTML page",
            "html-200": "HTML page",
            "empty": "empty body",
        }
        for scenario, fragment in cases.items():
            with self.subTest(scenario=scenario):
                run = self.sun(*TORONTO, "--api-url", f"{self.base}/scenario/{scenario}/json")
                self.assert_service_error(run, fragment)

    def test_stalled_answer_times_out_within_the_budget(self):
        run = self.sun(*TORONTO, "--timeout", "2",
                       "--api-url", f"{self.base}/scenario/stall/json", timeout=15)
        self.assert_service_error(run, "no complete answer within 2 s")
        self.assertLess(run.seconds, 3.0)

    def test_unreachable_server_is_exit_69(self):
        # Held bound and never listening for the whole run: connects are refused, and no other
        # server can be given the port meanwhile (as it could be once the socket was closed).
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
            run = self.sun(*TORONTO, "--api-url", f"http://127.0.0.1:{port}/json", timeout=20)
        self.assert_service_error(run, "unreachable")

    def test_source_local_needs_no_server_and_names_its_source(self):
        with socket.socket() as probe:  # held bound, never listening: nothing answers there
            probe.bind(("127.0.0.1", 0))
            api = f"http://127.0.0.1:{probe.getsockname()[1]}/json"
            run = self.sun(*TROMSO_WINTER, "--tz", "Europe/Oslo", "--source", "local",
                           "--api-url", api)
        self.assertEqual(run.code, 0, run.err)
        self.assertEqual(run.err, "")
        self.assertRegex(run.out, r"Sunrise\s+none: the sun stays down all day \(polar night\)")
        self.assertRegex(run.out, r"Civil dawn\s+\d\d:\d\d")
        self.assertIn("computed on this machine", run.out.splitlines()[-1])
        self.assertNotIn("sunrise-sunset.org (https://sunrise-sunset.org)", run.out)

    def test_source_local_json_names_its_source_instead_of_the_attribution(self):
        run = self.sun(*TORONTO, "--json", env={"SUNTIMES_SOURCE": "local"})
        self.assertEqual(run.code, 0, run.err)
        body = json.loads(run.out)
        self.assertIn("computed on this machine", body["attribution"])
        self.assertEqual(body["sunriseState"], "occurs")
        results = self.server_results("lat=43.6532&lng=-79.3832&date=2026-06-21")
        api_noon = dt.datetime.fromisoformat(results["solar_noon"])
        local_noon = dt.datetime.fromisoformat(body["solarNoon"].replace("Z", "+00:00"))
        self.assertLess(abs((local_noon - api_noon).total_seconds()), 30)

    def test_source_auto_computes_when_the_api_is_unreachable_and_says_so(self):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            api = f"http://127.0.0.1:{probe.getsockname()[1]}/json"
            run = self.sun(*TORONTO, "--source", "auto", "--api-url", api, timeout=20)
        self.assertEqual(run.code, 0, run.err)
        self.assertEqual(len(run.err.splitlines()), 1, run.err)
        self.assertTrue(run.err.startswith("sunsonic: the sunrise-sunset API is unreachable"),
                        run.err)
        self.assertIn("computed the times on this machine instead", run.err)
        self.assertRegex(run.out, r"Sunrise\s+\d\d:\d\d")
        self.assertIn("computed on this machine", run.out.splitlines()[-1])

    def test_source_auto_uses_the_api_when_it_answers(self):
        api = self.sun(*TORONTO, "--api-url", self.api)
        auto = self.sun(*TORONTO, "--source", "auto", "--api-url", self.api)
        self.assertEqual(auto.code, 0, auto.err)
        self.assertEqual(auto.err, "")
        self.assertEqual(auto.out, api.out)
        self.assertIn("sunrise-sunset.org", auto.out.splitlines()[-1])

    def test_source_api_is_the_default_and_unchanged(self):
        default = self.sun(*TORONTO, "--api-url", self.api)
        for args, env in ((["--source", "api"], None), ([], {"SUNTIMES_SOURCE": "api"})):
            with self.subTest(args=args, env=env):
                run = self.sun(*TORONTO, *args, "--api-url", self.api, env=env)
                self.assertEqual((run.code, run.out, run.err), (0, default.out, ""))
        self.assertEqual(default.out.splitlines()[-1],
                         "Sunrise and sunset times by sunrise-sunset.org (https://sunrise-sunset.org)")

    def test_one_request_per_run(self):
        urllib.request.urlopen(urllib.request.Request(f"{self.base}/stats/reset", method="POST"),
                               timeout=5).read()
        run = self.sun(*TORONTO, "--api-url", self.api)
        self.assertEqual(run.code, 0, run.err)
        with urllib.request.urlopen(f"{self.base}/stats", timeout=5) as answer:
            self.assertEqual(json.load(answer)["requests"], 1)

    def test_bad_input_is_exit_64_naming_flag_and_value(self):
        cases = [
            (["--lat", "abc", "--lng", "1"], ["--lat", "abc"]),
            (["--lat", "91", "--lng", "1"], ["--lat", "91"]),
            (["--lat", "1", "--lng", "-180.5"], ["--lng", "-180.5"]),
            (["--lat", "1", "--lng", "1", "--date", "2026-02-29"], ["--date", "2026-02-29"]),
            (["--lat", "1", "--lng", "1", "--tz", "Mars/Olympus"], ["--tz", "Mars/Olympus"]),
            (["--lat", "1", "--lng", "1", "--api-url", "ftp://host/json"], ["--api-url"]),
            (["--lat", "1", "--lng", "1", "--timeout", "0"], ["--timeout", "0"]),
            (["--lat", "1", "--lng", "1", "--source", "moon"], ["--source", "moon"]),
            (["--lat", "1", "--lng", "1", "--colour"], ["--colour"]),
        ]
        for args, fragments in cases:
            with self.subTest(args=args):
                self.assert_usage_error(self.sun(*args, "--api-url", self.api), *fragments)
        bad_setting = self.sun(*TORONTO, env={"SUNTIMES_API_URL": "not a url"})
        self.assertEqual(bad_setting.code, 78, bad_setting.err)  # a bad configuration
        self.assertIn("SUNTIMES_API_URL", bad_setting.err)

    def test_help_and_unknown_command(self):
        help_run = run_sunsonic(["--help"])
        self.assertEqual(help_run.code, 0)
        self.assertIn("sun ", help_run.out)
        self.assertIn("64", help_run.out)
        sun_help = self.sun("--help")
        self.assertEqual(sun_help.code, 0)
        self.assertIn("--lat DEGREES", sun_help.out)
        self.assert_usage_error(run_sunsonic(["moon"]), "moon")


if __name__ == "__main__":
    unittest.main()

#!/usr/bin/env python3
"""The reference table for SuntimesClientComputedLive: solar days from JPL's DE421 via skyfield.

Run through Scripts/solar-reference, which installs skyfield and skyfield-data (it ships
de421.bsp, so nothing is downloaded here) into <repo>/.build/venv first.

Definitions, the Sunrise-Sunset API's:
- The day of a date at longitude L is the solar day whose transit (the sun's upper meridian
  transit, "solar noon") is nearest to 12:00 - L/15 h UTC on that date, as PHP's date_sun_info
  picks it.
- An event is when the true (unrefracted) topocentric altitude of the sun's centre crosses its
  angle: -0.833 (sunrise, sunset: upper limb on the horizon with standard refraction), -6
  (civil), -12 (nautical), -18 (astronomical) degrees. The morning event is the rising crossing
  between the lower culmination before the transit and the transit; the evening event the
  setting crossing between the transit and the lower culmination after it.
- With no such crossing, the sun stays above the angle all day ("up") when it is above it at that
  lower culmination, and below it ("down") when it is below it at the transit.

One CSV row per place and date; lines starting with '#' are comments. Columns:
  lat, lon          degrees
  date              YYYY-MM-DD
  noon              the transit, Unix seconds (UTC), 2 decimals
  noon_alt          the sun's altitude at the transit, degrees
  low_before_alt    its altitude at the lower culmination before the transit
  low_after_alt     its altitude at the lower culmination after the transit
  then for each event (sunrise, sunset, civil_begin, civil_end, nautical_begin, nautical_end,
  astronomical_begin, astronomical_end) two columns:
  <event>           Unix seconds (UTC), 2 decimals, or "up" / "down"
  <event>_rate      how fast the altitude crosses the angle there, degrees per minute (empty
                    for "up" and "down")

usage: solar_reference.py OUTPUT.csv
"""

from __future__ import annotations

import datetime as dt
import sys
import warnings

import numpy as np
import skyfield
from skyfield.api import Loader, wgs84
from skyfield_data import get_skyfield_data_path

EVENTS = [
    ("sunrise", -0.833, +1), ("sunset", -0.833, -1),
    ("civil_begin", -6.0, +1), ("civil_end", -6.0, -1),
    ("nautical_begin", -12.0, +1), ("nautical_end", -12.0, -1),
    ("astronomical_begin", -18.0, +1), ("astronomical_end", -18.0, -1),
]
GRID_STEP_S = 360.0  # 6 minutes between samples
WINDOW_S = 18 * 3600.0  # samples from 18 h before to 18 h after the day's mean noon
NEWTON_STEPS = 4
DERIVATIVE_S = 1.0

# skyfield-data warns when its Earth-orientation file is past its date; the builtin timescale
# below does not read that file.
warnings.filterwarnings("ignore", message="The file finals2000A.all has expired")
_load = Loader(get_skyfield_data_path(), verbose=False)
TS = _load.timescale(builtin=True)
EPHEMERIS = _load("de421.bsp")
SUN, EARTH = EPHEMERIS["sun"], EPHEMERIS["earth"]


def cases() -> list[tuple[float, float, dt.date]]:
    """The places and dates of the table."""
    year = 2026
    mid_month = [dt.date(year, m, d) for m in range(1, 13) for d in (1, 15)]
    found = []
    # The grid: latitudes -66..66, several longitudes (the date line's both sides included).
    for lat in range(-66, 67, 11):
        for lon in (-180.0, -150.0, -75.0, 0.0, 75.0, 150.0, 180.0):
            found += [(float(lat), lon, day) for day in mid_month]
    # Near the polar thresholds: 60..80 degrees in both hemispheres, every 5 days of the year,
    # one longitude per latitude.
    every_5_days = [dt.date(year, 1, 1) + dt.timedelta(days=n) for n in range(0, 365, 5)]
    longitudes = (-165.0, -90.0, -15.0, 60.0, 135.0)
    for index, lat in enumerate(range(60, 81, 2)):
        for sign in (1, -1):
            lon = longitudes[(index + (sign < 0) * 2) % len(longitudes)]
            found += [(float(sign * lat), lon, day) for day in every_5_days]
    # The poles, and the places of the API's recorded answers.
    for lat in (90.0, -90.0):
        found += [(lat, 0.0, day) for day in mid_month]
    found += [
        (43.6532, -79.3832, dt.date(2026, 6, 21)),
        (69.6492, 18.9553, dt.date(2026, 6, 21)),
        (69.6492, 18.9553, dt.date(2026, 12, 21)),
        (-36.8485, 174.7633, dt.date(2026, 1, 1)),
    ]
    return found


def unix(day: dt.date) -> float:
    return (day - dt.date(1970, 1, 1)).days * 86400.0


class Sky:
    """The sun seen from one place: altitude and hour angle at many instants at once."""

    def __init__(self, lat: float, lon: float):
        self.observer = EARTH + wgs84.latlon(lat, lon)

    def at(self, seconds: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(altitude in degrees, hour angle in degrees -180..180) at Unix `seconds`."""
        # Unix time counts 86400 s a day: split it into a UTC date and a time of day, since
        # skyfield would count overflowing seconds as SI seconds across leap seconds.
        seconds = np.asarray(seconds, dtype=float)
        days = np.floor(seconds / 86400.0)
        times = TS.utc(1970, 1, 1 + days, 0, 0, seconds - days * 86400.0)
        apparent = self.observer.at(times).observe(SUN).apparent()
        alt, _, _ = apparent.altaz()
        hour_angle, _, _ = apparent.hadec()
        return alt.degrees, (hour_angle.hours * 15.0 + 180.0) % 360.0 - 180.0

    def solve(self, guesses: np.ndarray, residual) -> tuple[np.ndarray, np.ndarray]:
        """Newton's method on `residual(alt, ha)` from `guesses`: the roots and the residual's
        rate there, per second."""
        t = np.asarray(guesses, dtype=float)
        rate = np.zeros_like(t)
        for _ in range(NEWTON_STEPS):
            both = np.concatenate([t, t + DERIVATIVE_S])
            alt, ha = self.at(both)
            value = residual(alt, ha)
            now, later = value[: len(t)], value[len(t):]
            rate = (later - now) / DERIVATIVE_S
            t = t - now / rate
        return t, rate


def wrap180(angle: np.ndarray) -> np.ndarray:
    return (angle + 180.0) % 360.0 - 180.0


def reference_day(lat: float, lon: float, day: dt.date) -> list[str]:
    sky = Sky(lat, lon)
    mean_noon = unix(day) + (12.0 - lon / 15.0) * 3600.0
    grid = mean_noon + np.arange(-WINDOW_S, WINDOW_S + GRID_STEP_S, GRID_STEP_S)
    alt, ha = sky.at(grid)
    # Upper transits: the hour angle rises through 0; lower ones: it wraps from +180 to -180.
    ups = [i for i in range(len(grid) - 1) if ha[i] < 0 <= ha[i + 1] and ha[i + 1] - ha[i] < 90]
    lows = [i for i in range(len(grid) - 1) if ha[i + 1] - ha[i] < -180]
    up = min(ups, key=lambda i: abs(grid[i] - mean_noon))
    low_before = max(i for i in lows if i < up)
    low_after = min(i for i in lows if i > up)

    noon, _ = sky.solve([grid[up]], lambda a, h: h)
    lows_t, _ = sky.solve([grid[low_before], grid[low_after]], lambda a, h: wrap180(h - 180.0))
    noon_alt, _ = sky.at(noon)
    low_alts, _ = sky.at(lows_t)
    row = [str(lat), str(lon), day.isoformat(), f"{noon[0]:.2f}", f"{noon_alt[0]:.4f}",
           f"{low_alts[0]:.4f}", f"{low_alts[1]:.4f}"]

    for _, angle, direction in EVENTS:
        if direction > 0:
            span, low_alt = range(low_before, up + 1), low_alts[0]
        else:
            span, low_alt = range(up, low_after + 1), low_alts[1]
        crossings = [
            i for i in span[:-1]
            if np.sign(alt[i + 1] - angle) != np.sign(alt[i] - angle)
            and np.sign(alt[i + 1] - alt[i]) == direction
        ]
        if crossings:
            i = crossings[0]
            fraction = (angle - alt[i]) / (alt[i + 1] - alt[i])
            guess = grid[i] + fraction * GRID_STEP_S
            t, rate = sky.solve([guess], lambda a, h, angle=angle: a - angle)
            row += [f"{t[0]:.2f}", f"{abs(rate[0]) * 60:.4f}"]
        elif noon_alt[0] < angle:
            row += ["down", ""]
        elif low_alt > angle:
            row += ["up", ""]
        else:
            raise RuntimeError(f"no crossing and no polar state at {lat},{lon} {day} {angle}")
    return row


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: solar_reference.py OUTPUT.csv", file=sys.stderr)
        return 2
    header = ["lat", "lon", "date", "noon", "noon_alt", "low_before_alt", "low_after_alt"]
    for name, _, _ in EVENTS:
        header += [name, f"{name}_rate"]
    rows = [reference_day(*case) for case in cases()]
    with open(argv[0], "w", encoding="utf-8") as out:
        out.write(
            "# Solar days from JPL DE421 through skyfield "
            f"{skyfield.__version__} (Scripts/solar-reference; columns: Scripts/lib/"
            "solar_reference.py)\n")
        out.write(",".join(header) + "\n")
        for row in rows:
            out.write(",".join(row) + "\n")
    print(f"solar-reference: {len(rows)} days written to {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

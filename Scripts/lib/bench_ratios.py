"""The pure part of Scripts/bench-isolation: pairing, ratios, targets and the Markdown table.

Nothing here runs a process or reads a file, so Scripts/tests/test_bench_isolation.py checks it
in milliseconds. See Scripts/bench-isolation.md for the method.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass


def rotated(items: list, round_index: int) -> list:
    """`items` starting `round_index` places further on: each round begins with another
    measurement, so a slow spell of the machine does not always fall on the same one."""
    if not items:
        return []
    turn = round_index % len(items)
    return items[turn:] + items[:turn]


def pair_order(round_index: int) -> tuple[str, str]:
    """Which side of a pair runs first: the reference in even rounds, the measured side in odd
    ones, so that whatever the second run of a pair gains or loses falls on both sides."""
    return ("reference", "measured") if round_index % 2 == 0 else ("measured", "reference")


def paired_ratios(measured: list[float], reference: list[float]) -> list[float]:
    """The run-by-run ratios of two paired series (the n-th run of each was taken together)."""
    if len(measured) != len(reference):
        raise ValueError(f"unpaired series: {len(measured)} and {len(reference)} runs")
    return [m / r for m, r in zip(measured, reference)]


def median_ratio(measured: list[float], reference: list[float]) -> float | None:
    """The median of the run-by-run ratios; `None` when there is no complete pair."""
    ratios = paired_ratios(measured, reference)
    return statistics.median(ratios) if ratios else None


@dataclass(frozen=True)
class Target:
    """A bound on a ratio: `ratio <= limit` (`at_most`) or `ratio >= limit` (`at_least`), or
    `ratio < limit` (`below`)."""

    kind: str
    limit: float

    def met(self, ratio: float) -> bool:
        if self.kind == "at_most":
            return ratio <= self.limit
        if self.kind == "at_least":
            return ratio >= self.limit
        if self.kind == "below":
            return ratio < self.limit
        raise ValueError(f"unknown target kind {self.kind!r}")

    def text(self) -> str:
        sign = {"at_most": "<=", "at_least": ">=", "below": "<"}[self.kind]
        return f"{sign} {self.limit:g}x"


COLD = Target("at_most", 6.0)
"""A feature's cold `swift test`, over the floor's cold `swift test`."""
INCREMENTAL = Target("at_most", 1.6)
"""A feature's incremental `swift test`, over the floor's incremental `swift test`."""
DEPENDENCIES = Target("at_least", 10.0)
"""The swift-dependencies variant's cold `swift test`, over SuntimesFeature's."""
GROWTH = Target("below", 1.05)
"""SuntimesFeature's cold `swift test` with 10 more client pairs, over without: under 5 %."""


@dataclass
class Result:
    """One row of the table: a measurement, its median paired ratio, its target (or none)."""

    key: str
    measurement: str
    measured: list[float]
    reference: list[float]
    target: Target | None = None
    percent: bool = False
    """Whether the ratio reads better as a change in percent (growth)."""

    @property
    def ratio(self) -> float | None:
        return median_ratio(self.measured, self.reference)

    @property
    def met(self) -> bool | None:
        ratio = self.ratio
        if self.target is None or ratio is None:
            return None
        return self.target.met(ratio)

    def as_json(self) -> dict:
        return {
            "key": self.key,
            "measurement": self.measurement,
            "ratio": None if self.ratio is None else round(self.ratio, 4),
            "run_ratios": [round(r, 4) for r in paired_ratios(self.measured, self.reference)],
            "target": None if self.target is None else self.target.text(),
            "met": self.met,
        }


def ratio_text(result: Result) -> str:
    ratio = result.ratio
    if ratio is None:
        return "not measured"
    if result.percent:
        return f"{ratio:.3f}x ({(ratio - 1) * 100:+.1f} %)"
    return f"{ratio:.2f}x"


def met_text(result: Result) -> str:
    return {True: "met", False: "missed", None: "-"}[result.met]


def render_markdown(results: list[Result], machine_line: str, notes: list[str]) -> str:
    """The one table (measurement, ratio, target, met?), then the machine line and notes."""
    lines = ["| measurement | ratio | target | met? |", "| --- | ---: | --- | --- |"]
    for result in results:
        target = "-" if result.target is None else result.target.text()
        lines.append(f"| {result.measurement} | {ratio_text(result)} | {target} | "
                     f"{met_text(result)} |")
    lines += ["", machine_line]
    lines += [f"\n{note}" for note in notes]
    return "\n".join(lines) + "\n"


def summary(results: list[Result]) -> tuple[int, int]:
    """(targets met, targets missed); rows without a target or a ratio count for neither."""
    verdicts = [r.met for r in results if r.met is not None]
    return verdicts.count(True), verdicts.count(False)


def render_machine_line(machine: dict) -> str:
    """One line: CPU, cores, load averages at the start and end, Swift, commit, rounds, time."""
    dirty = " with uncommitted changes" if machine.get("dirty") else ""
    return (f"Machine: {machine['cpu']}, {machine['cores']} cores; load average (1 min) "
            f"{machine['load_start'][0]:.2f} at the start, {machine['load_end'][0]:.2f} at the "
            f"end; {machine['swift']}; commit {machine['commit']}{dirty}; "
            f"{machine['rounds']} round(s), {machine['minutes']:.1f} min.")

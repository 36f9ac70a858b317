"""`python3 -m unittest discover` in two lanes, with the time each test module took: Scripts/test
runs the scripts' and end-to-end tests through it, so that the slowest modules are named at the
end of the log (where a fresh clone's time goes).

    python3 Scripts/lib/timed_unittest.py START_DIR TOP_DIR PATTERN
        [--only builds|others|workers|alone]

Modules that build Swift (a line `BUILDS_SWIFT = True` at their top level: the fuzz package, the
release install, the scaffolded packages) are the lane `builds`, run at a lower priority (`nice`)
beside the lane `others` (end-to-end tests, which mostly wait on servers and the binary): on two
cores the builds take the time the tests leave idle, and the tests' own time budgets keep the
first claim on the processor. `--only` runs one lane (Scripts/test starts `builds` early, beside
the packages' tests); SUNSONIC_TEST_LANES=1 runs everything in one process, as before.

The lane `others` runs in SUNSONIC_TEST_WORKERS processes (default 2): each takes the next module
nobody has taken yet (a claim is a file created with O_EXCL), so a worker that finishes early
takes more. The end-to-end tests spend most of their time waiting on servers, players and tmux,
and each starts its own servers on ports the system picks: two of them side by side fill the
processor that one leaves idle. A module whose tests bound the processor time of a run (a line
`RUNS_ALONE = True`: the bounded-decode tests give a debug build 2 s for 16 MiB) runs in the
lane `alone`, after the workers have ended, so no other end-to-end test shares the processor.
`--only others` runs the workers then `alone`; `--only workers` and `--only alone` run one part,
so that Scripts/test can run `alone` first, before it starts the lane `builds`: niced builds
beside it still slowed that debug build past its 2 s once in five fresh clones.

Prints each lane's unittest report, then one summary over both (`Ran N tests`, `OK` or `FAILED
(failures=F, errors=E, skipped=S)`) and `slowest modules:` with up to 12 lines `SECONDS MODULE`.
Exit 0 when every test passed, 1 otherwise, as unittest.
"""

from __future__ import annotations

import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest

BUILD_MARK = re.compile(r"(?m)^BUILDS_SWIFT = True\s*$")
ALONE_MARK = re.compile(r"(?m)^RUNS_ALONE = True\s*$")
SUMMARY_PREFIX = "timed_unittest lane: "
BUILD_LANE_NICENESS = 10


class TimedResult(unittest.TextTestResult):
    """Adds the time since the previous test ended to the module of the test that just ended,
    so that a class's or module's set-up (a server started once) counts for its module."""

    seconds: collections.Counter = collections.Counter()
    last = time.monotonic()

    def stopTest(self, test):  # noqa: N802 (unittest's name)
        super().stopTest(test)
        now = time.monotonic()
        TimedResult.seconds[type(test).__module__] += now - TimedResult.last
        TimedResult.last = now


def module_names(start: str, top: str, pattern: str) -> tuple[list[str], list[str]]:
    """The test modules under `start` matching `pattern`, dotted from `top`, split into those
    that build Swift and the rest; each list sorted, as discovery orders them."""
    import fnmatch

    builders, others = [], []
    for name in sorted(os.listdir(start)):
        if not name.endswith(".py") or not fnmatch.fnmatch(name, pattern):
            continue
        dotted = os.path.relpath(os.path.join(start, name[:-3]), top).replace(os.sep, ".")
        with open(os.path.join(start, name), encoding="utf-8") as source:
            (builders if BUILD_MARK.search(source.read()) else others).append(dotted)
    return builders, others


def runs_alone(top: str, module: str) -> bool:
    """Whether `module` (dotted from `top`) has the line `RUNS_ALONE = True`."""
    path = os.path.join(top, *module.split(".")) + ".py"
    with open(path, encoding="utf-8") as source:
        return bool(ALONE_MARK.search(source.read()))


def selected(only: str | None, lane: str) -> bool:
    """Whether `--only ONLY` runs the lane named `lane` (`builds`, `others-N`, `alone`)."""
    kind = lane.split("-")[0]
    if only is None:
        return True
    if only == "others":
        return kind in ("others", "alone")
    return kind == {"workers": "others"}.get(only, only)


def claimed(claims: str | None, module: str) -> bool:
    """Whether this worker takes `module`: always without a claims folder; else when it is the
    first to create the module's claim file there."""
    if claims is None:
        return True
    try:
        os.close(os.open(os.path.join(claims, module), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


def run_modules(top: str, modules: list[str], claims: str | None = None) -> dict:
    """Runs the named modules' tests in this process (with `claims`, only the modules this worker
    claims, one at a time) and returns the lane's counts."""
    sys.path.insert(0, top)
    runner = unittest.TextTestRunner(resultclass=TimedResult, verbosity=1)
    totals = collections.Counter()
    TimedResult.last = time.monotonic()
    for module in modules:
        if not claimed(claims, module):
            continue
        result = runner.run(unittest.defaultTestLoader.loadTestsFromName(module))
        totals.update({"ran": result.testsRun, "failures": len(result.failures),
                       "errors": len(result.errors), "skipped": len(result.skipped)})
    return {"ran": totals["ran"], "failures": totals["failures"], "errors": totals["errors"],
            "skipped": totals["skipped"], "seconds": dict(TimedResult.seconds)}


def run_lanes(top: str, lanes: list[tuple[str, list[str], int]], claims: str) -> list[dict]:
    """Starts one child process per lane (name, modules, niceness), waits for all and prints
    each lane's report in turn; returns their counts. Lanes named `others-N` are workers that
    share their modules through claim files in `claims`; the lane `alone` starts once every
    other `others` lane has ended."""

    def start(name: str, modules: list[str], niceness: int):
        log = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
        worker = ["--claims", claims] if name.startswith("others-") else []
        command = [sys.executable, os.path.abspath(__file__), "--lane", top, *worker, *modules]
        if niceness:
            command = ["nice", "-n", str(niceness), *command]
        return name, subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT), log

    children = [start(*lane) for lane in lanes if lane[0] != "alone"]
    later = [lane for lane in lanes if lane[0] == "alone"]
    if later:
        for name, child, _ in children:
            if name.startswith("others"):
                child.wait()
        children += [start(*lane) for lane in later]
    counts = []
    for name, child, log in children:
        child.wait()
        log.seek(0)
        text = log.read()
        log.close()
        summary = [line for line in text.splitlines() if line.startswith(SUMMARY_PREFIX)]
        report = "\n".join(line for line in text.splitlines()
                           if not line.startswith(SUMMARY_PREFIX))
        print(f"== lane: {name}", file=sys.stderr)
        print(report, file=sys.stderr)
        if summary:
            counts.append(json.loads(summary[-1][len(SUMMARY_PREFIX):]))
        else:  # the child died before its summary: one error for the lane
            counts.append({"ran": 0, "failures": 0, "errors": 1, "skipped": 0, "seconds": {}})
            print(f"lane {name} ended without a summary (exit {child.returncode})",
                  file=sys.stderr)
    return counts


def print_summary(counts: list[dict], seconds: float) -> bool:
    """Prints the report's closing lines over every lane; True when nothing failed."""
    total = collections.Counter()
    modules: collections.Counter = collections.Counter()
    for lane in counts:
        for key in ("ran", "failures", "errors", "skipped"):
            total[key] += lane[key]
        modules.update(lane["seconds"])
    print(f"Ran {total['ran']} tests in {seconds:.3f}s", file=sys.stderr)
    ok = total["failures"] == 0 and total["errors"] == 0
    verdict = "OK" if ok else "FAILED"
    print(f"{verdict} (failures={total['failures']}, errors={total['errors']}, "
          f"skipped={total['skipped']})", file=sys.stderr)
    print("slowest modules:", file=sys.stderr)
    for module, spent in modules.most_common(12):
        print(f"  {spent:6.1f} {module}", file=sys.stderr)
    return ok


def worker_count() -> int:
    """SUNSONIC_TEST_WORKERS (1 to 8), else 2."""
    value = os.environ.get("SUNSONIC_TEST_WORKERS", "2")
    return int(value) if value.isdigit() and 1 <= int(value) <= 8 else 2


def main(argv: list[str]) -> int:
    if argv[:1] == ["--lane"] and len(argv) >= 3:
        claims = argv[3] if argv[2] == "--claims" and len(argv) >= 5 else None
        counts = run_modules(argv[1], argv[4:] if claims else argv[2:], claims)
        print(SUMMARY_PREFIX + json.dumps(counts), flush=True)
        return 0
    only = argv[4] if len(argv) == 5 and argv[3] == "--only" else None
    if len(argv) != 3 and only not in ("builds", "others", "workers", "alone"):
        print(__doc__.strip().splitlines()[4].strip(), file=sys.stderr)
        return 2
    start, top, pattern = argv[:3]
    began = time.monotonic()
    builders, others = module_names(start, top, pattern)
    if os.environ.get("SUNSONIC_TEST_LANES") == "1" and only is None:
        lanes = [("all", builders + others, 0)]
    else:
        workers = worker_count()
        lanes = [("builds", builders, BUILD_LANE_NICENESS)]
        if workers == 1:
            lanes.append(("others", others, 0))
        else:
            alone = [module for module in others if runs_alone(top, module)]
            shared = [module for module in others if module not in alone]
            lanes += [(f"others-{n}", shared, 0) for n in range(1, workers + 1)]
            lanes.append(("alone", alone, 0))
        lanes = [lane for lane in lanes if selected(only, lane[0])]
    with tempfile.TemporaryDirectory(prefix="timed-unittest-claims-") as claims:
        counts = run_lanes(top, [lane for lane in lanes if lane[1]], claims)
    return 0 if print_summary(counts, time.monotonic() - began) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

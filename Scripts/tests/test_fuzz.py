"""Tests for Scripts/fuzz and Scripts/lib/fuzz.py.

The unit tests check the log parsing, the seed selector bytes (against the Swift targets'
own tables) and the generated manifest without building anything. FuzzRunTests builds the
fuzz package (minutes when cold) and runs every target for 5 s: no finding, a sane number
of executions, and coverage that shows the packages under test are instrumented; then checks
that a finding (a canary input) fails the run, saves the input and prints the stack, and
that the cli target's sandbox keeps hostile paths from being written.
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent.parent
ROOT = SCRIPTS.parent
sys.path.insert(0, str(SCRIPTS / "lib"))

import fuzz  # noqa: E402

# Builds Swift: Scripts/lib/timed_unittest.py runs it in the build lane.
BUILDS_SWIFT = True

FUZZ = SCRIPTS / "fuzz"
TARGETS = ["suntimes", "subsonic", "cli", "json", "http1"]

SAMPLE_LOG = """\
INFO: Running with entropic power schedule (0xFF, 100).
INFO: Seed: 1
#20\tINITED cov: 785 ft: 871 corp: 13/3112b exec/s: 0 rss: 63Mb
#61\tNEW    cov: 785 ft: 875 corp: 14/3153b lim: 497 exec/s: 0 rss: 66Mb L: 41/497 MS: 1 Ch-
#13272\tDONE   cov: 886 ft: 1398 corp: 104/9Kb lim: 497 exec/s: 1206 rss: 420Mb
Done 13272 runs in 11 second(s)
stat::number_of_executed_units: 13272
stat::average_exec_per_sec:     1206
stat::new_units_added:          252
stat::slowest_unit_time_sec:    0
stat::peak_rss_mb:              420
"""

CRASH_LOG = """\
#20\tINITED cov: 785 ft: 871 corp: 13/3112b exec/s: 0 rss: 63Mb
fuzz target: exit 70 (internal error) for arguments ["sun"]
Fatal error: fuzz finding
==123== ERROR: libFuzzer: deadly signal
    #0 0x55 in __sanitizer_print_stack_trace
MS: 1 ChangeByte-; base unit: 0000
artifact_prefix='/x/crashes/cli/'; Test unit written to /x/crashes/cli/crash-abc
stat::number_of_executed_units: 57
stat::average_exec_per_sec:     28
"""


def swift_array(path: Path, name: str) -> list:
    """The literal array `let NAME = [...]` in a Swift file, as Python values."""
    text = path.read_text()
    match = re.search(rf"let {name} = \[(.*?)\]", text, re.S)
    assert match, f"no `let {name} = [...]` in {path}"
    return ast.literal_eval("[" + match.group(1) + "]")


class LogParsingTests(unittest.TestCase):
    def test_counts_of_a_clean_run(self) -> None:
        result = fuzz.parse_log("suntimes", SAMPLE_LOG, 0)
        self.assertEqual(result.executions, 13272)
        self.assertEqual(result.exec_per_second, 1206)
        self.assertEqual(result.coverage, 886)
        self.assertEqual(result.features, 1398)
        self.assertEqual(result.new_features, 1398 - 871)
        self.assertEqual(result.corpus, 104)
        self.assertEqual(result.new_units, 252)
        self.assertEqual(result.peak_rss_mb, 420)
        self.assertIsNone(result.finding)
        self.assertEqual(result.crashes, 0)
        self.assertEqual(
            result.line(),
            "suntimes: 13272 executions, 1206 exec/s, cov 886, features 1398 (+527 new), "
            "corpus 104, crashes 0",
        )

    def test_a_finding_names_its_cause_and_input(self) -> None:
        result = fuzz.parse_log("cli", CRASH_LOG, 1)
        self.assertEqual(result.artifacts, ["/x/crashes/cli/crash-abc"])
        self.assertEqual(result.crashes, 1)
        self.assertEqual(
            result.finding, 'fuzz target: exit 70 (internal error) for arguments ["sun"]'
        )
        self.assertEqual(result.executions, 57)


class SeedTests(unittest.TestCase):
    def test_suntimes_selectors_match_the_target(self) -> None:
        source = fuzz.TARGETS_DIR / "FuzzSuntimes" / "main.swift"
        self.assertEqual(swift_array(source, "statuses"), fuzz.SUNTIMES_STATUSES)
        self.assertEqual(fuzz.suntimes_selector("toronto-2026-06-21.json"), 0)
        # 502 is status 3; text/html is content type 1 (bits 3-4).
        self.assertEqual(fuzz.suntimes_selector("bad-gateway-502.html"), 3 | (1 << 3))
        self.assertEqual(fuzz.suntimes_selector("captive-portal-200.html"), 1 << 3)

    def test_subsonic_selectors_match_the_target(self) -> None:
        source = fuzz.TARGETS_DIR / "FuzzSubsonic" / "main.swift"
        self.assertEqual(swift_array(source, "statuses"), fuzz.SUBSONIC_STATUSES)
        types = swift_array(source, "contentTypes")
        self.assertEqual(types[fuzz.SUBSONIC_CONTENT_TYPES[".json"]], "application/json")
        self.assertTrue(types[fuzz.SUBSONIC_CONTENT_TYPES[".xml"]].startswith("text/xml"))
        self.assertEqual(types[fuzz.SUBSONIC_CONTENT_TYPES[".html"]], "text/html")
        self.assertEqual(types[fuzz.SUBSONIC_CONTENT_TYPES[".png"]], "image/png")

        endpoints = fuzz.subsonic_endpoints()
        album = endpoints.index("getAlbum")
        self.assertEqual(
            fuzz.subsonic_seeds("getAlbum-out-of-order.json", endpoints), [bytes([album, 0])]
        )
        self.assertEqual(
            fuzz.subsonic_seeds("unknown-method-404.json", endpoints)[0][1],
            fuzz.SUBSONIC_STATUSES.index(404),
        )
        self.assertEqual(
            fuzz.subsonic_seeds("cover-8px.png", endpoints),
            [bytes([endpoints.index("getCoverArt"), 6 << 3])],
        )
        self.assertEqual(len(fuzz.subsonic_seeds("every-payload.json", endpoints)), len(endpoints))

    def test_the_subsonic_target_calls_every_endpoint(self) -> None:
        table = (
            ROOT / "Packages/SubsonicClientLive/Tests/SubsonicClientLiveTests/EndpointTable.swift"
        ).read_text()
        tested = re.findall(r'EndpointCase\(\s*endpoint: "(\w+)"', table)
        self.assertGreater(len(tested), 30)
        self.assertEqual(sorted(fuzz.subsonic_endpoints()), sorted(tested))

    def test_every_fixture_becomes_a_seed(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            count = fuzz.make_seeds(fuzz.TARGETS["suntimes"], Path(folder) / "s")
            fixtures = fuzz.fixtures("SuntimesClientLive")
            self.assertEqual(count, len(fixtures))
            self.assertGreaterEqual(count, 10)
            seed = (Path(folder) / "s" / "toronto-2026-06-21.json").read_bytes()
            self.assertEqual(seed[0], 0)
            self.assertTrue(seed[1:].lstrip().startswith(b"{"))

    def test_cli_seeds_cover_every_command(self) -> None:
        sources = "\n".join(
            path.read_text() for path in (ROOT / "App/Sources/SunsonicCLI").rglob("*.swift")
        )
        commands = set(
            re.findall(r'(?:Command\(|MusicCommand\.make\()\s*name: "([a-z0-9-]+)"', sources)
        )
        self.assertIn("sun", commands)
        seeded = set()
        served = 0
        for path in (fuzz.TARGETS_DIR / "cli-seeds").iterdir():
            data = path.read_bytes()
            if data.startswith(b"\x01"):  # served mode: selector, body, NUL NUL, arguments
                served += 1
                self.assertIn(b"\0\0", data, path.name)
                data = data.split(b"\0\0", 1)[1]
            seeded.add(data.split(b"\0")[0].decode())
        self.assertEqual(commands - seeded, set(), "commands without a seed")
        self.assertGreaterEqual(served, 5, "seeds that render hostile answers")


    def test_http1_seeds_are_answers_with_crlf_heads(self) -> None:
        folder = fuzz.TARGETS_DIR / "http1-seeds"
        seeds = {path.name: path.read_bytes() for path in folder.iterdir() if path.is_file()}
        self.assertGreaterEqual(len(seeds), 10)
        for name, data in seeds.items():
            with self.subTest(seed=name):
                answer = data[1:]  # After the selector byte.
                self.assertTrue(answer.startswith(b"HTTP/1."), answer[:20])
                if "bare-lf" not in name:
                    head = answer.split(b"\r\n\r\n", 1)[0]
                    self.assertNotIn(b"\n", head.replace(b"\r\n", b""), "a bare LF in the head")
        self.assertIn(b"Transfer-Encoding: chunked", seeds["chunked-extension-trailers"])
        self.assertTrue(any(data[0] & 0x80 for data in seeds.values()), "no small-limits seed")
        with tempfile.TemporaryDirectory() as temporary:
            count = fuzz.make_seeds(fuzz.TARGETS["http1"], Path(temporary) / "h")
            self.assertEqual(count, len(seeds))
            copied = (Path(temporary) / "h" / "continue-then-200").read_bytes()
            self.assertEqual(copied, seeds["continue-then-200"])


class ManifestTests(unittest.TestCase):
    def test_depends_on_the_packages_by_path(self) -> None:
        text, links = fuzz.manifest_text([fuzz.TARGETS["suntimes"]])
        self.assertIn('.package(path: "../../../Packages/SuntimesClientLive")', text)
        self.assertIn('.executableTarget(\n      name: "FuzzSuntimes"', text)
        self.assertNotIn("SunsonicCLI", text)
        self.assertEqual(links["FuzzSuntimes"], fuzz.TARGETS_DIR / "FuzzSuntimes")
        self.assertEqual(set(links), {"FuzzSupport", "FuzzSuntimes"})

    def test_http1_builds_on_the_transport_alone(self) -> None:
        text, links = fuzz.manifest_text([fuzz.TARGETS["http1"]])
        self.assertIn('.package(path: "../../../Packages/HTTPTransport")', text)
        self.assertEqual(text.count(".package(path:"), 1)
        self.assertIn('.executableTarget(\n      name: "FuzzHTTP1"', text)
        self.assertEqual(set(links), {"FuzzSupport", "FuzzHTTP1"})


class UsageTests(unittest.TestCase):
    def run_fuzz(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(FUZZ), *args], capture_output=True, text=True, timeout=60, cwd=ROOT
        )

    def test_unknown_target_is_one_line_and_exit_2(self) -> None:
        result = self.run_fuzz("moon")
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stdout, "")
        self.assertEqual(
            result.stderr,
            "fuzz: usage: unknown target 'moon' (targets: suntimes, subsonic, cli, json, http1)\n",
        )

    def test_zero_seconds_is_refused(self) -> None:
        result = self.run_fuzz("--seconds", "0")
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr.count("\n"), 1)
        self.assertIn("--seconds", result.stderr)

    def test_list(self) -> None:
        result = self.run_fuzz("--list")
        self.assertEqual(result.returncode, 0)
        self.assertEqual([line.split()[0] for line in result.stdout.splitlines()], TARGETS)


RESULT_LINE = re.compile(
    r"^(\w+): (\d+) executions, (\d+) exec/s, cov (\d+), features (\d+) \(\+(\d+) new\), "
    r"corpus (\d+), crashes (\d+)$",
    re.M,
)


class FuzzRunTests(unittest.TestCase):
    """One short pass of every target (Scripts/fuzz --seconds 5), then findings and sandbox."""

    short_pass: subprocess.CompletedProcess

    @classmethod
    def setUpClass(cls) -> None:
        cls.short_pass = subprocess.run(
            [str(FUZZ), "--seconds", "5"],
            capture_output=True,
            text=True,
            timeout=3600,
            cwd=ROOT,
        )

    def results(self) -> dict[str, tuple[int, ...]]:
        return {
            match.group(1): tuple(int(value) for value in match.groups()[1:])
            for match in RESULT_LINE.finditer(self.short_pass.stdout)
        }

    def test_every_target_runs_clean(self) -> None:
        run = self.short_pass
        self.assertEqual(run.returncode, 0, f"stdout:\n{run.stdout}\nstderr:\n{run.stderr}")
        results = self.results()
        self.assertEqual(sorted(results), sorted(TARGETS))
        # Edges the instrumented Swift code has at the least (measured: about 880, 4400, 8300,
        # and for http1 660 after 10 s from its seeds alone): far fewer means the packages under
        # test were not built with -sanitize=fuzzer.
        minimum_coverage = {"suntimes": 500, "subsonic": 2000, "cli": 4000, "json": 200,
                            "http1": 400}
        for target, (runs, per_second, cov, features, new, corpus, crashes) in results.items():
            with self.subTest(target=target):
                self.assertEqual(crashes, 0)
                self.assertGreaterEqual(runs, 300, "too few executions in 5 s")
                self.assertGreater(per_second, 0)
                self.assertGreaterEqual(cov, minimum_coverage[target])
                self.assertGreaterEqual(features, cov)
                self.assertGreater(corpus, 0)

    def canary_run(self, target: str, canary: str) -> None:
        crashes = fuzz.FUZZ_DIR / "crashes" / target
        before = set(crashes.glob("*")) if crashes.exists() else set()
        result = subprocess.run(
            [str(FUZZ), "--seconds", "10", target],
            capture_output=True,
            text=True,
            timeout=600,
            cwd=ROOT,
            env=dict(os.environ, SUNSONIC_FUZZ_CANARY=canary),
        )
        saved = set(crashes.glob("*")) - before
        try:
            self.assertEqual(result.returncode, 1, result.stderr)
            self.assertRegex(result.stdout, rf"(?m)^{target}: \d+ executions, .*crashes 1$")
            self.assertIn(f"{target}: FINDING: ", result.stderr)
            self.assertIn("the canary (SUNSONIC_FUZZ_CANARY) is in the input", result.stderr)
            self.assertEqual(len(saved), 1, result.stderr)
            (artifact,) = saved
            self.assertIn(f"input saved as {artifact}", result.stderr)
            self.assertIn(canary.encode(), artifact.read_bytes())
            self.assertIn("#0 ", result.stderr)  # the stack
        finally:
            for path in saved:
                path.unlink()

    def test_a_finding_fails_the_run_and_saves_the_input(self) -> None:
        self.canary_run("suntimes", "civil_twilight_begin")

    def test_a_finding_in_the_sandboxed_cli_is_saved_too(self) -> None:
        self.canary_run("cli", "Evening Mix")

    def test_the_cli_sandbox_keeps_hostile_paths_out(self) -> None:
        binary = fuzz.PACKAGE_DIR / ".build" / "debug" / "FuzzCLI"
        self.assertTrue(binary.exists(), "FuzzCLI was not built")
        outside = Path(tempfile.mkdtemp(prefix="sunsonic-fuzz-outside-"))
        work = fuzz.FUZZ_DIR / "work" / "cli"
        work.mkdir(parents=True, exist_ok=True)
        try:
            target = outside / "x.mp3"
            hostile = work.parent / "hostile-input"
            arguments = [b"download", b"song-1", b"-o", str(target).encode(), b"--force"]
            hostile.write_bytes(b"\0".join(arguments))
            sandboxed = subprocess.run(
                fuzz.sandboxed([str(binary), "-runs=1", str(hostile)]),
                capture_output=True,
                text=True,
                timeout=120,
                cwd=work,
                env=fuzz.fuzz_environment(),
            )
            self.assertEqual(sandboxed.returncode, 0, sandboxed.stdout + sandboxed.stderr)
            self.assertIn("Executed", sandboxed.stdout + sandboxed.stderr)
            self.assertFalse(target.exists(), "the sandboxed run wrote outside .build/fuzz")
            self.assertEqual(list(outside.iterdir()), [])

            bare = subprocess.run(
                [str(binary), "-runs=1", str(hostile)],
                capture_output=True,
                text=True,
                timeout=120,
                cwd=work,
                env={
                    name: value
                    for name, value in fuzz.fuzz_environment().items()
                    if name != "SUNSONIC_FUZZ_ALLOW_WRITABLE_ROOT"
                },
            )
            self.assertEqual(bare.returncode, 2)
            self.assertIn("refusing to run with a writable root file system", bare.stderr)
            self.assertFalse(target.exists())
        finally:
            shutil.rmtree(outside)
            (work.parent / "hostile-input").unlink(missing_ok=True)


if __name__ == "__main__":
    unittest.main()

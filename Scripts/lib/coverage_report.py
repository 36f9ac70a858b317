"""Line coverage of each workspace package's own sources, from `swift test --enable-code-coverage`.

Used by Scripts/coverage. For each package (discovered: every Packages/<Name>/Package.swift, and
App/ with --app) it runs the package's tests with coverage into a scratch path of its own,
`<repo>/.build/coverage/<Name>` (the package's own .build is left alone), then the toolchain's
`llvm-cov report` (the one next to `swift`: Debian's older llvm-cov cannot read the profiles) over
the package's Sources/**/*.swift only, and prints one table row per package.

Roles come from the name: ...ClientLive (or ...Client<Kind>Live) live, ...Client interface,
...Feature feature, App app, anything else support. Target: interface, live and feature packages each cover at least 85% of
their lines. A source file that is in no test binary counts as wholly uncovered (its code lines,
that is its non-blank lines that are not only a comment, are counted), since no test reaches it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import swift_flags

TARGET_PERCENT = 85.0
TARGET_ROLES = ("interface", "live", "feature")


def role_of(name: str, is_app: bool = False) -> str:
    """The package's role, from its name (the same suffixes as Scripts/check-architecture)."""
    if is_app:
        return "app"
    if re.fullmatch(r"\w+Client(?:[A-Z][A-Za-z0-9]*)?Live", name):
        return "live"  # ...ClientLive, or a second live implementation ...Client<Kind>Live
    for suffix, role in (("ClientLive", "live"), ("Client", "interface"), ("Feature", "feature")):
        if name.endswith(suffix) and len(name) > len(suffix):
            return role
    return "support"


def discover(root: Path, include_app: bool) -> list[tuple[str, Path]]:
    """(name, directory) of every package: Packages/* sorted by name, then App when asked."""
    packages = [
        (d.name, d)
        for d in sorted((root / "Packages").iterdir() if (root / "Packages").is_dir() else [])
        if (d / "Package.swift").is_file()
    ]
    if include_app and (root / "App" / "Package.swift").is_file():
        packages.append(("App", root / "App"))
    return packages


def source_files(package_dir: Path) -> list[Path]:
    """The package's own Swift sources: Sources/**/*.swift, sorted."""
    sources = package_dir / "Sources"
    return sorted(p for p in sources.rglob("*.swift") if p.is_file()) if sources.is_dir() else []


@dataclass
class FileCoverage:
    path: str
    lines: int
    missed: int

    @property
    def covered(self) -> int:
        return self.lines - self.missed


def parse_report(text: str) -> dict[str, FileCoverage]:
    """Per-file line counts from `llvm-cov report` text, keyed by the path as printed.

    Columns: Filename, Regions, Missed Regions, Cover, Functions, Missed Functions, Executed,
    Lines, Missed Lines, Cover[, Branches, Missed Branches, Cover]. The header names the columns;
    the TOTAL row is left out.
    """
    header: list[str] | None = None
    files: dict[str, FileCoverage] = {}
    for line in text.splitlines():
        if line.startswith("Filename"):
            header = re.split(r"\s{2,}", line.strip())
            continue
        if header is None or not line.strip() or set(line.strip()) <= {"-"}:
            continue
        if line.startswith("TOTAL"):
            continue
        # Paths may hold single spaces, the numeric columns never do: split from the right.
        parts = line.split()
        numeric = len(header) - 1
        if len(parts) < numeric + 1:
            continue
        path = " ".join(parts[: len(parts) - numeric])
        values = parts[len(parts) - numeric :]
        try:
            lines_index = header.index("Lines") - 1
            lines = int(values[lines_index])
            missed = int(values[lines_index + 1])
        except (ValueError, IndexError) as error:
            raise ValueError(f"unreadable llvm-cov report row: {line!r}") from error
        files[path] = FileCoverage(path=path, lines=lines, missed=missed)
    if header is None:
        raise ValueError("llvm-cov report printed no header row")
    return files


def code_lines(path: Path) -> int:
    """Non-blank lines that are not only a `//` comment (for files no test binary contains)."""
    count = 0
    in_block = False
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = raw.strip()
        if in_block:
            if "*/" in line:
                in_block = False
                line = line.split("*/", 1)[1].strip()
            else:
                continue
        if line.startswith("/*"):
            if "*/" not in line:
                in_block = True
            continue
        if line and not line.startswith("//"):
            count += 1
    return count


def uncovered_ranges(show_text: str) -> dict[str, list[tuple[int, int]]]:
    """Uncovered line ranges per file from `llvm-cov show -show-line-counts-or-regions` text.

    A line is uncovered when its count is 0, or when a region on it is (a `^0` marker line under
    it: an autoclosure of `&&` or `??`, say), as `llvm-cov report` counts missed lines. With
    several files, `show` prints each as a `/path/File.swift:` heading; with one, no heading (the
    key is then "").
    """
    result: dict[str, list[tuple[int, int]]] = {}
    current = ""
    last_line = 0
    row = re.compile(r"^\s*(\d+)\|\s*([0-9.]+[kMGTE]?|)\|")

    def add(number: int) -> None:
        ranges = result.setdefault(current, [])
        if ranges and ranges[-1][0] <= number <= ranges[-1][1]:
            return
        if ranges and ranges[-1][1] == number - 1:
            ranges[-1] = (ranges[-1][0], number)
        else:
            ranges.append((number, number))

    for line in show_text.splitlines():
        if line.endswith(".swift:") and not line.startswith(" "):
            current, last_line = line[:-1], 0
            continue
        match = row.match(line)
        if match:
            last_line = int(match.group(1))
            if match.group(2) == "0":
                add(last_line)
        elif last_line and re.search(r"\^0(?![0-9.])", line):
            add(last_line)
    return result


def format_ranges(ranges: list[tuple[int, int]], limit: int = 8) -> str:
    parts = [f"{a}" if a == b else f"{a}-{b}" for a, b in ranges[:limit]]
    if len(ranges) > limit:
        parts.append(f"… ({len(ranges) - limit} more)")
    return ", ".join(parts)


@dataclass
class PackageResult:
    name: str
    role: str
    directory: Path
    files: list[FileCoverage] = field(default_factory=list)
    not_in_binary: list[str] = field(default_factory=list)
    error: str | None = None
    seconds: float = 0.0
    build_dir: Path | None = None

    @property
    def lines(self) -> int:
        return sum(f.lines for f in self.files)

    @property
    def covered(self) -> int:
        return sum(f.covered for f in self.files)

    @property
    def percent(self) -> float | None:
        return 100.0 * self.covered / self.lines if self.lines else None

    @property
    def has_target(self) -> bool:
        return self.role in TARGET_ROLES

    @property
    def passed(self) -> bool | None:
        """True or False against the target; None for a role without one."""
        if not self.has_target:
            return None
        if self.error is not None:
            return False
        return self.percent is not None and self.percent >= TARGET_PERCENT


def verdict(result: PackageResult) -> str:
    if result.error is not None:
        return "FAIL (error)" if result.has_target else "error"
    if result.passed is None:
        return "no target"
    return "PASS" if result.passed else "FAIL"


def format_table(results: list[PackageResult]) -> str:
    rows = [
        "| package | role | lines covered | line coverage | target ≥ 85% | time |",
        "|---|---|---:|---:|---|---:|",
    ]
    for r in results:
        if r.error is not None:
            covered, percent = "—", "—"
        else:
            covered = f"{r.covered}/{r.lines}"
            percent = "—" if r.percent is None else f"{r.percent:.1f}%"
        rows.append(
            f"| {r.name} | {r.role} | {covered} | {percent} | {verdict(r)} | {r.seconds:.0f} s |"
        )
    return "\n".join(rows)


def toolchain_llvm_cov() -> Path:
    """The llvm-cov next to `swift` (not Debian's, which comes first on PATH)."""
    swift = shutil.which("swift")
    if swift is None:
        raise RuntimeError("swift is not on PATH")
    for directory in (Path(swift).parent, Path(swift).resolve().parent):
        candidate = directory / "llvm-cov"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    raise RuntimeError(f"no llvm-cov next to {swift}: the toolchain's llvm-cov is needed")


def test_binaries(build_dir: Path) -> list[Path]:
    """The test executables SwiftPM built with coverage (on Linux, *PackageTests.xctest)."""
    found = sorted(build_dir.glob("*PackageTests.xctest"))
    return [p for p in found if p.is_file() or (p / "Contents").exists()]


def run_package(
    name: str, directory: Path, root: Path, llvm_cov: Path, log_dir: Path, verbose: bool
) -> PackageResult:
    result = PackageResult(name=name, role=role_of(name, directory == root / "App"), directory=directory)
    started = time.monotonic()
    scratch = root / ".build" / "coverage" / name
    log_path = log_dir / f"{name}.log"
    try:
        with open(log_path, "w", encoding="utf-8") as log:
            test = subprocess.run(
                ["swift", "test", *swift_flags.TEST_FLAGS, "--enable-code-coverage",
                 "--scratch-path", str(scratch)],
                cwd=directory,
                stdout=log,
                stderr=subprocess.STDOUT,
                timeout=1800,
            )
        if test.returncode != 0:
            result.error = f"swift test failed (exit {test.returncode}); log: {log_path}"
            return result
        bin_path = subprocess.run(
            ["swift", "build", "--show-bin-path", "--scratch-path", str(scratch)],
            cwd=directory, capture_output=True, text=True, timeout=300,
        )
        build_dir = Path(bin_path.stdout.strip()) if bin_path.returncode == 0 else scratch / "debug"
        result.build_dir = build_dir
        profdata = build_dir / "codecov" / "default.profdata"
        binaries = test_binaries(build_dir)
        if not profdata.is_file() or not binaries:
            result.error = f"no profile or test binary under {build_dir}"
            return result
        sources = source_files(directory)
        if not sources:
            return result
        objects = [str(binaries[0])] + [arg for b in binaries[1:] for arg in ("-object", str(b))]
        report = subprocess.run(
            [str(llvm_cov), "report", *objects, f"-instr-profile={profdata}", *map(str, sources)],
            capture_output=True, text=True, timeout=300,
        )
        if report.returncode != 0:
            result.error = f"llvm-cov report failed: {report.stderr.strip().splitlines()[-1:]}"
            return result
        reported = parse_report(report.stdout)
        result.files = match_files(sources, reported)
        linked = linked_objects(build_dir)
        for source in sources:
            if any(f.path == str(source) for f in result.files):
                continue
            if linked is None or object_name(source, directory) in linked:
                continue  # compiled in, but no executable code (declarations only): 0 lines
            count = code_lines(source)
            result.not_in_binary.append(str(source.relative_to(directory)))
            result.files.append(FileCoverage(path=str(source), lines=count, missed=count))
        return result
    except subprocess.TimeoutExpired as error:
        result.error = f"timed out after {error.timeout:.0f} s: {' '.join(map(str, error.cmd[:3]))}"
        return result
    finally:
        result.seconds = time.monotonic() - started
        if verbose:
            print(f"coverage: {name} done in {result.seconds:.0f} s", file=sys.stderr)


def linked_objects(build_dir: Path) -> set[str] | None:
    """`Target.build/File.swift.o` of every object linked into the test binaries, from SwiftPM's
    link file lists; None when there is none to read."""
    lists = list(build_dir.glob("*PackageTests.product/Objects.LinkFileList"))
    if not lists:
        return None
    names: set[str] = set()
    for file_list in lists:
        for line in file_list.read_text(encoding="utf-8").splitlines():
            parts = line.strip().strip("'\"").split("/")
            if len(parts) >= 2:
                names.add("/".join(parts[-2:]))
    return names


def object_name(source: Path, package_dir: Path) -> str:
    """The object SwiftPM compiles `source` to: `Target.build/File.swift.o` (standard layout)."""
    target = source.relative_to(package_dir / "Sources").parts[0]
    return f"{target}.build/{source.name}.o"


def match_files(sources: list[Path], reported: dict[str, FileCoverage]) -> list[FileCoverage]:
    """Map report rows (paths printed relative to their common prefix) back to source files."""
    matched: list[FileCoverage] = []
    for source in sources:
        full = str(source)
        for path, coverage in reported.items():
            if full == path or full.endswith("/" + path.lstrip("/")):
                matched.append(FileCoverage(path=full, lines=coverage.lines, missed=coverage.missed))
                break
    return matched


def details(result: PackageResult, root: Path, llvm_cov: Path, top: int = 5) -> list[str]:
    """The files with the most uncovered lines, with their uncovered line ranges."""
    lines: list[str] = []
    worst = sorted((f for f in result.files if f.missed), key=lambda f: -f.missed)[:top]
    if not worst:
        return lines
    build_dir = result.build_dir or root / ".build" / "coverage" / result.name / "debug"
    binaries = test_binaries(build_dir)
    profdata = build_dir / "codecov" / "default.profdata"
    lines.append(f"{result.name}: the files with the most uncovered lines:")
    for f in worst:
        relative = os.path.relpath(f.path, result.directory)
        where = ""
        if relative in result.not_in_binary:
            where = "not compiled into any test binary: no test reaches it"
        elif binaries and profdata.is_file():
            objects = [str(binaries[0])] + [a for b in binaries[1:] for a in ("-object", str(b))]
            show = subprocess.run(
                [str(llvm_cov), "show", "-show-line-counts-or-regions", *objects,
                 f"-instr-profile={profdata}", f.path],
                capture_output=True, text=True, timeout=300,
            )
            ranges = uncovered_ranges(show.stdout)
            merged = [r for rs in ranges.values() for r in rs]
            where = "lines " + format_ranges(merged) if merged else ""
        lines.append(f"  {relative}: {f.missed} of {f.lines} lines uncovered; {where}".rstrip("; "))
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="coverage",
        description="Line coverage of each package's own sources; exit 1 if a target is missed.",
    )
    parser.add_argument("--package", action="append", metavar="NAME",
                        help="only this package (a Packages/ folder name, or App); repeatable")
    parser.add_argument("--app", action="store_true", help="include App/ (role app, no target)")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2],
                        help=argparse.SUPPRESS)
    parser.add_argument("--details", action="store_true",
                        help="list the most uncovered files of every package, not only below 85%%")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    root = args.root.resolve()

    try:
        llvm_cov = toolchain_llvm_cov()
    except RuntimeError as error:
        print(f"coverage: {error}", file=sys.stderr)
        return 2
    packages = discover(root, include_app=args.app or bool(args.package and "App" in args.package))
    if args.package:
        known = {name for name, _ in packages}
        unknown = [n for n in args.package if n not in known]
        if unknown:
            print(f"coverage: no package named {', '.join(unknown)} "
                  f"(known: {', '.join(sorted(known))})", file=sys.stderr)
            return 2
        packages = [(n, d) for n, d in packages if n in args.package]
    if not packages:
        print(f"coverage: no package under {root / 'Packages'}", file=sys.stderr)
        return 2

    log_dir = root / ".build" / "coverage" / "logs"
    log_dir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    results = []
    for name, directory in packages:
        if not args.quiet:
            print(f"coverage: {name}...", file=sys.stderr, flush=True)
        results.append(run_package(name, directory, root, llvm_cov, log_dir, not args.quiet))

    print(format_table(results))
    notes: list[str] = []
    for r in results:
        if r.error:
            notes.append(f"{r.name}: {r.error}")
        if r.not_in_binary:
            notes.append(f"{r.name}: in no test binary (counted uncovered): {', '.join(r.not_in_binary)}")
    for r in results:  # below 85%, with or without a target: where the uncovered lines are
        if r.error is None and r.percent is not None and (
            args.details or r.percent < TARGET_PERCENT
        ):
            notes.extend(details(r, root, llvm_cov))
    if notes:
        print()
        print("\n".join(notes))
    failed = [r.name for r in results if r.passed is False]
    total = time.monotonic() - started
    print()
    if failed:
        print(f"FAIL: below {TARGET_PERCENT:.0f}% (or not measured): {', '.join(failed)} "
              f"({total:.0f} s)")
        return 1
    checked = sum(1 for r in results if r.has_target)
    if checked:
        print(f"PASS: every interface, live and feature package ({checked}) at or above "
              f"{TARGET_PERCENT:.0f}% ({total:.0f} s)")
    else:
        print(f"PASS: no interface/live/feature package measured, no target to miss ({total:.0f} s)")
    return 0

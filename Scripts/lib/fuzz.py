"""Scripts/fuzz: libFuzzer runs of the live clients' decoders, the socket transport's HTTP/1.x
answer parser and the command line.

usage: Scripts/fuzz [--seconds N] [--runs N] [--timeout S] [--list] [TARGET...]

Targets (default: all):
  suntimes  Sunrise-Sunset answers through SuntimesClient.live and a fake transport.
  subsonic  Subsonic answers through SubsonicClient.live and a fake transport (the first byte
            picks the endpoint).
  cli       `sunsonic`'s command line (App's SunsonicCLI) with preview clients; a crash, a hang
            or exit 70 is a finding.
  http1     HTTP/1.x answers through HTTPTransport's HTTP1ResponseParser (the socket transport's
            reader), fed whole and in pieces (the first byte picks the piece sizes): the two
            must agree.

How it works. The fuzz targets are plain Swift sources in Scripts/fuzz-targets/ (FuzzSupport,
the shared libFuzzer/concurrency bridge, and one executable per target). This script generates
a SwiftPM package in .build/fuzz/package/ whose Sources/ are symlinks to those folders (and to
App/Sources/SunsonicCLI, whose dependencies are read from App's manifest with
`swift package dump-package`), depending on the workspace's packages by path, and builds it
with

    swift build -c debug -Xswiftc -sanitize=fuzzer,address

which instruments every Swift target, the packages under test included (coverage, cmp
tracing, AddressSanitizer), and links the toolchain's libFuzzer. `-parse-as-library` does not
work here: SwiftPM links executables with `--defsym main=<Module>_main`, so an executable
needs its top-level `main.swift`, which calls libFuzzer's `LLVMFuzzerRunDriver`
(FuzzSupport also defines `LLVMFuzzerTestOneInput`, which the fuzzer archive's own `main`
member refers to). Async code runs inline on libFuzzer's thread (see FuzzSupport): one input
is a few hundred microseconds of CPU instead of milliseconds of thread hops. Runs with
`-detect_leaks=0` (LeakSanitizer reports Swift globals as leaks) and the Swift runtime's
backtracer off (AddressSanitizer flags its reads of other stacks).

Corpora: .build/fuzz/corpus/TARGET/ (kept between runs, new inputs land there) plus
.build/fuzz/seeds/TARGET/, made afresh at each run from the recorded fixtures
(Packages/SuntimesClientLive/Tests/**/Fixtures, Packages/SubsonicClientLive/Tests/**/Fixtures,
each with the selector byte its target reads first), Scripts/fuzz-targets/cli-seeds/ and
Scripts/fuzz-targets/http1-seeds/ (a selector byte, then raw answer bytes with CRLF line ends).
Crashing, hanging or out-of-memory inputs: .build/fuzz/crashes/TARGET/; full logs:
.build/fuzz/logs/. The cli target runs in a private mount namespace (`unshare --mount`, root)
where every file system but .build/fuzz is read-only, inside .build/fuzz/work/cli, because
`download` and `cover` write files wherever `-o` says.

Output: per target one line, e.g.
  suntimes: 123456 executions, 6172 exec/s, cov 812, features 2301 (+57 new), corpus 143, crashes 0
Exit 0 when no target found anything; 1 on any finding (its input and the top of its stack are
printed); 2 on a usage, build or run error (one line on stderr).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGETS_DIR = ROOT / "Scripts" / "fuzz-targets"
FUZZ_DIR = ROOT / ".build" / "fuzz"
PACKAGE_DIR = FUZZ_DIR / "package"
BUILD_FLAGS = ["-c", "debug", "-Xswiftc", "-sanitize=fuzzer,address"]
DEFAULT_SECONDS = 20


class FuzzError(Exception):
    """A usage, build or run error: one line for stderr."""


@dataclass
class Target:
    name: str
    module: str
    summary: str
    # (product, package folder under Packages/) the target imports directly.
    products: list[tuple[str, str]]
    # Also compile App's SunsonicCLI module into the package.
    uses_cli: bool = False
    # Run in a private mount namespace with read-only file systems.
    sandboxed: bool = False


TARGETS = {
    "suntimes": Target(
        "suntimes",
        "FuzzSuntimes",
        "Sunrise-Sunset answers through SuntimesClient.live",
        [
            ("HTTPTransport", "HTTPTransport"),
            ("SuntimesClient", "SuntimesClient"),
            ("SuntimesClientLive", "SuntimesClientLive"),
        ],
    ),
    "subsonic": Target(
        "subsonic",
        "FuzzSubsonic",
        "Subsonic answers through SubsonicClient.live",
        [
            ("HTTPTransport", "HTTPTransport"),
            ("SubsonicClient", "SubsonicClient"),
            ("SubsonicClientLive", "SubsonicClientLive"),
        ],
    ),
    "cli": Target(
        "cli",
        "FuzzCLI",
        "the sunsonic command line with preview clients, and hostile answers rendered",
        [
            ("DependencyRegistry", "DependencyRegistry"),
            ("HTTPTransport", "HTTPTransport"),
            ("SubsonicClient", "SubsonicClient"),
            ("SubsonicClientLive", "SubsonicClientLive"),
            ("TerminalText", "TerminalText"),
        ],
        uses_cli=True,
        sandboxed=True,
    ),
    "json": Target(
        "json",
        "FuzzJSON",
        "JSON answers through JSONParser: limits only refuse, the tree round-trips",
        [("HTTPTransport", "HTTPTransport")],
    ),
    "http1": Target(
        "http1",
        "FuzzHTTP1",
        "HTTP/1.x answers through the socket transport's parser, whole vs in pieces",
        [("HTTPTransport", "HTTPTransport")],
    ),
}

# Targets whose seeds are committed files, copied as they are.
SEED_FOLDERS = {"cli": "cli-seeds", "http1": "http1-seeds"}


# --- The generated package ----------------------------------------------------------------------


def _swift_string(text: str) -> str:
    return json.dumps(text)


def _app_cli_target() -> list[tuple[str, str]]:
    """SunsonicCLI's (product, package path) dependencies, from App's manifest."""
    try:
        out = subprocess.run(
            ["swift", "package", "dump-package"],
            cwd=ROOT / "App",
            check=True,
            capture_output=True,
            text=True,
            timeout=300,
        ).stdout
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
        raise FuzzError(f"cannot read App/Package.swift with swift package dump-package: {error}")
    manifest = json.loads(out)
    paths = {}
    for dependency in manifest.get("dependencies", []):
        for entry in dependency.get("fileSystem") or []:
            paths[entry["identity"]] = entry["path"]
    target = next((t for t in manifest["targets"] if t["name"] == "SunsonicCLI"), None)
    if target is None:
        raise FuzzError("App/Package.swift has no SunsonicCLI target")
    products = []
    for dependency in target.get("dependencies", []):
        if "product" in dependency:
            product, package = dependency["product"][0], dependency["product"][1]
            path = paths.get(package.lower())
            if path is None:
                raise FuzzError(f"SunsonicCLI's package {package} is not a local path dependency")
            products.append((product, path))
        else:
            raise FuzzError(f"SunsonicCLI has a dependency this script cannot copy: {dependency}")
    return products


def manifest_text(targets: list[Target]) -> tuple[str, dict[str, Path]]:
    """The generated Package.swift and the symlinks Sources/NAME -> folder it needs."""
    package_paths: dict[str, str] = {}  # identity -> absolute path
    links: dict[str, Path] = {"FuzzSupport": TARGETS_DIR / "FuzzSupport"}
    target_lines = ['    .target(name: "FuzzSupport"),']

    def product_ref(product: str, path: str) -> str:
        identity = Path(path).name
        package_paths[identity.lower()] = path
        return f".product(name: {_swift_string(product)}, package: {_swift_string(identity)})"

    cli_products = None
    for target in targets:
        deps = ['"FuzzSupport"']
        for product, folder in target.products:
            deps.append(product_ref(product, str(ROOT / "Packages" / folder)))
        if target.uses_cli:
            if cli_products is None:
                cli_products = _app_cli_target()
                cli_deps = ",\n        ".join(product_ref(p, path) for p, path in cli_products)
                target_lines.append(
                    '    .target(\n      name: "SunsonicCLI",\n      dependencies: [\n        '
                    + cli_deps
                    + "\n      ]\n    ),"
                )
                links["SunsonicCLI"] = ROOT / "App" / "Sources" / "SunsonicCLI"
            deps.append('"SunsonicCLI"')
        links[target.module] = TARGETS_DIR / target.module
        target_lines.append(
            f"    .executableTarget(\n      name: {_swift_string(target.module)},\n"
            "      dependencies: [\n        " + ",\n        ".join(deps) + "\n      ]\n    ),"
        )
    dependency_lines = [
        f"    .package(path: {_swift_string(os.path.relpath(path, PACKAGE_DIR))}),"
        for _, path in sorted(package_paths.items())
    ]
    text = "\n".join(
        [
            "// swift-tools-version: 6.2",
            "// Generated by Scripts/fuzz (Scripts/lib/fuzz.py): do not edit, do not commit.",
            "import PackageDescription",
            "",
            "let package = Package(",
            '  name: "SunsonicFuzz",',
            "  platforms: [.macOS(.v15)],",
            "  dependencies: [",
            *dependency_lines,
            "  ],",
            "  targets: [",
            *target_lines,
            "  ],",
            "  swiftLanguageModes: [.v6]",
            ")",
            "",
        ]
    )
    return text, links


def sources_fingerprint() -> str:
    """A digest of the paths of every Swift source of the workspace's packages and the app."""
    paths = sorted(
        str(path.relative_to(ROOT))
        for folder in [*(ROOT / "Packages").glob("*/Sources"), ROOT / "App" / "Sources"]
        for path in folder.rglob("*.swift")
    )
    return hashlib.sha256("\n".join(paths).encode()).hexdigest()[:16]


def generate_package() -> None:
    """Writes the package with every target (building only some leaves the manifest alone)."""
    text, links = manifest_text(list(TARGETS.values()))
    # SwiftPM re-plans a build when a manifest changes, not when a file is added deeper than a
    # target's top folder of a path dependency (it then fails to find the new file's types): the
    # list of the workspace's sources, in the manifest, makes such a change a manifest change.
    text += f"// sources: {sources_fingerprint()}\n"
    sources = PACKAGE_DIR / "Sources"
    sources.mkdir(parents=True, exist_ok=True)
    manifest = PACKAGE_DIR / "Package.swift"
    if not manifest.exists() or manifest.read_text() != text:
        manifest.write_text(text)
    for entry in sources.iterdir():
        if entry.name not in links:
            if entry.is_symlink() or entry.is_file():
                entry.unlink()
            else:
                shutil.rmtree(entry)
    for name, folder in links.items():
        if not folder.is_dir():
            raise FuzzError(f"missing fuzz target sources: {folder.relative_to(ROOT)}")
        link = sources / name
        if link.is_symlink() and Path(os.readlink(link)) == folder:
            continue
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(folder, target_is_directory=True)


def build(targets: list[Target], log: Path) -> None:
    """Builds the targets' executables: all at once when all are asked for, else one by one
    (`swift build` honours only the last of several `--product` options)."""
    base = ["swift", "build", "--package-path", str(PACKAGE_DIR), *BUILD_FLAGS]
    if len(targets) == len(TARGETS):
        commands = [base]
    else:
        commands = [[*base, "--product", target.module] for target in targets]
    started = time.monotonic()
    with log.open("w") as out:
        for command in commands:
            out.write("$ " + " ".join(command) + "\n")
            out.flush()
            try:
                result = subprocess.run(
                    command, stdout=out, stderr=subprocess.STDOUT, timeout=3600, cwd=ROOT
                )
            except subprocess.TimeoutExpired:
                raise FuzzError(f"the fuzz build took over an hour (log: {log.relative_to(ROOT)})")
            if result.returncode != 0:
                break
    if result.returncode != 0:
        errors = [
            line.strip()
            for line in log.read_text(errors="replace").splitlines()
            if ": error:" in line or line.startswith("error:")
        ]
        first = errors[0] if errors else f"swift build exited {result.returncode}"
        raise FuzzError(f"the fuzz build failed (log: {log.relative_to(ROOT)}): {first}")
    for target in targets:
        if not (PACKAGE_DIR / ".build" / "debug" / target.module).exists():
            missing = f"the fuzz build made no {target.module}"
            raise FuzzError(f"{missing} (log: {log.relative_to(ROOT)})")
    print(f"built {', '.join(t.module for t in targets)} in {time.monotonic() - started:.0f} s")


# --- Seeds ----------------------------------------------------------------------------------------

SUNTIMES_STATUSES = [200, 400, 500, 502, 404, 503, 301, 204]  # as FuzzSuntimes/main.swift


def suntimes_selector(name: str) -> int:
    """FuzzSuntimes' first byte for a fixture: its HTTP status (from a -NNN in the name, else
    200) and Content-Type (text/html for .html, else application/json)."""
    match = re.search(r"-(\d{3})\.", name)
    status = int(match.group(1)) if match else 200
    index = SUNTIMES_STATUSES.index(status) if status in SUNTIMES_STATUSES else 0
    return index | ((1 << 3) if name.endswith(".html") else 0)


SUBSONIC_STATUSES = [200, 400, 401, 403, 404, 500, 502, 503]  # as FuzzSubsonic/main.swift
SUBSONIC_CONTENT_TYPES = {".json": 0, ".xml": 2, ".html": 4, ".txt": 5, ".png": 6}
# Fixtures that answer no one endpoint: seeded for these (or, for the envelopes holding every
# endpoint's payload, for all).
SUBSONIC_GENERIC = ["ping", "getAlbum", "search3", "download", "getCoverArt", "star"]
SUBSONIC_EVERY = {"every-payload", "single-object-lists", "foreign"}
SUBSONIC_ALIASES = {"lenient-song": "getSong", "opensubsonic-ping": "ping", "cover": "getCoverArt"}


def subsonic_endpoints() -> list[str]:
    """The endpoint names in FuzzSubsonic's table, in order (the first byte's meaning)."""
    source = (TARGETS_DIR / "FuzzSubsonic" / "main.swift").read_text()
    names = re.findall(r'\bendpoint\(\s*"(\w+)"', source)
    if not names:
        raise FuzzError("no endpoints found in Scripts/fuzz-targets/FuzzSubsonic/main.swift")
    return names


def subsonic_seeds(name: str, endpoints: list[str]) -> list[bytes]:
    """FuzzSubsonic's two selector bytes for a fixture: the endpoints whose answer it records
    (by its name: `getAlbum-out-of-order.json` answers getAlbum), its HTTP status (a -NNN in the
    name, else 200) and its Content-Type (by extension)."""
    stem, _, extension = name.rpartition(".")
    match = re.search(r"-(\d{3})$", stem)
    status = int(match.group(1)) if match else 200
    status_bits = SUBSONIC_STATUSES.index(status) if status in SUBSONIC_STATUSES else 0
    second = status_bits | (SUBSONIC_CONTENT_TYPES.get("." + extension, 0) << 3)
    head = stem.split("-")[0]
    if stem in SUBSONIC_EVERY:
        targets = endpoints
    elif head in endpoints:
        targets = [head]
    elif stem in SUBSONIC_ALIASES or head in SUBSONIC_ALIASES:
        targets = [SUBSONIC_ALIASES.get(stem) or SUBSONIC_ALIASES[head]]
    else:
        targets = SUBSONIC_GENERIC
    return [bytes([endpoints.index(t), second]) for t in targets]


def fixtures(package: str) -> list[Path]:
    base = ROOT / "Packages" / package / "Tests"
    return sorted(
        path
        for path in base.glob("**/Fixtures/*")
        if path.is_file() and path.suffix != ".md" and not path.name.startswith(".")
    )


def make_seeds(target: Target, folder: Path) -> int:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    count = 0
    if target.name == "suntimes":
        for path in fixtures("SuntimesClientLive"):
            data = bytes([suntimes_selector(path.name)]) + path.read_bytes()
            (folder / path.name).write_bytes(data)
            count += 1
    elif target.name == "subsonic":
        endpoints = subsonic_endpoints()
        for path in fixtures("SubsonicClientLive"):
            for selector in subsonic_seeds(path.name, endpoints):
                data = selector + path.read_bytes()
                (folder / f"{endpoints[selector[0]]}-{path.name}").write_bytes(data)
                count += 1
    elif target.name == "json":
        for package in ("SubsonicClientLive", "SuntimesClientLive"):
            for path in fixtures(package):
                if path.suffix == ".json":
                    for selector in (0, 3):
                        data = bytes([selector]) + path.read_bytes()
                        (folder / f"{selector}-{package}-{path.name}").write_bytes(data)
                        count += 1
    elif target.name in SEED_FOLDERS:
        for path in sorted((TARGETS_DIR / SEED_FOLDERS[target.name]).iterdir()):
            if path.is_file():
                shutil.copyfile(path, folder / path.name)
                count += 1
    return count


# --- Running --------------------------------------------------------------------------------------

# Run inside `unshare --mount`: makes every mounted file system but DIR read-only, then execs.
SANDBOX = r"""
set -e
dir=$1; shift
mount --bind "$dir" "$dir"
while read -r _ _ _ _ point options _; do
  case $point in "$dir"|"$dir"/*|/proc|/proc/*|/sys|/sys/*|/dev/pts|/dev/pts/*) continue;; esac
  case ",$options," in *,ro,*) continue;; esac
  mount -o remount,bind,ro "$point" 2>/dev/null || true
done < /proc/self/mountinfo
exec "$@"
"""


def fuzz_environment() -> dict[str, str]:
    """The environment the fuzz targets run with.

    No leak checks: LeakSanitizer reports Swift globals (pointers kept in enum payloads with
    tag bits) as leaks. No Swift runtime backtracer: it reads other threads' stacks, which
    AddressSanitizer reports as a stack-buffer-underflow; libFuzzer prints the stack instead.
    """
    return dict(os.environ, ASAN_OPTIONS="detect_leaks=0", SWIFT_BACKTRACE="enable=no")


def sandboxed(command: list[str]) -> list[str]:
    """`command` run in a private mount namespace where only .build/fuzz is writable."""
    return [
        "unshare", "--mount", "--propagation", "private",
        "sh", "-c", SANDBOX, "sandbox", str(FUZZ_DIR), *command,
    ]  # fmt: skip


@dataclass
class Result:
    target: str
    returncode: int
    executions: int = 0
    exec_per_second: int = 0
    coverage: int = 0
    features: int = 0
    initial_features: int | None = None
    corpus: int = 0
    new_units: int = 0
    peak_rss_mb: int = 0
    seconds: float = 0.0
    artifacts: list[str] = field(default_factory=list)
    finding: str | None = None
    log: Path | None = None

    @property
    def new_features(self) -> int:
        return self.features - (self.initial_features or 0)

    @property
    def crashes(self) -> int:
        return len(self.artifacts) if self.finding else 0

    def line(self) -> str:
        return (
            f"{self.target}: {self.executions} executions, {self.exec_per_second} exec/s, "
            f"cov {self.coverage}, features {self.features} (+{self.new_features} new), "
            f"corpus {self.corpus}, crashes {self.crashes}"
        )


STATUS_LINE = re.compile(r"^#(\d+)\s+(\w+)\s+cov: (\d+) ft: (\d+) corp: (\d+)/")
STAT_LINE = re.compile(r"^stat::(\w+):\s+(\d+)")
ARTIFACT_LINE = re.compile(r"Test unit written to (\S+)")


def parse_log(target: str, text: str, returncode: int) -> Result:
    result = Result(target, returncode)
    for line in text.splitlines():
        if match := STATUS_LINE.match(line):
            executions, kind, cov, ft, corp = match.groups()
            result.coverage, result.features, result.corpus = int(cov), int(ft), int(corp)
            result.executions = max(result.executions, int(executions))
            if kind == "INITED":
                result.initial_features = int(ft)
        elif match := STAT_LINE.match(line):
            name, value = match.group(1), int(match.group(2))
            if name == "number_of_executed_units":
                result.executions = value
            elif name == "average_exec_per_sec":
                result.exec_per_second = value
            elif name == "new_units_added":
                result.new_units = value
            elif name == "peak_rss_mb":
                result.peak_rss_mb = value
        elif match := ARTIFACT_LINE.search(line):
            result.artifacts.append(match.group(1))
    for marker in (
        "fuzz target: ",
        "ERROR: libFuzzer: timeout",
        "ERROR: libFuzzer: out-of-memory",
        "ERROR: libFuzzer: deadly signal",
        "ERROR: libFuzzer: fuzz target exited",
        "ERROR: AddressSanitizer",
        "ERROR: LeakSanitizer",
        "ERROR: libFuzzer",
    ):
        for line in text.splitlines():
            if marker in line:
                result.finding = line.strip()
                break
        if result.finding:
            break
    if returncode != 0 and not result.finding and result.artifacts:
        result.finding = f"libFuzzer exited {returncode}"
    return result


def run_target(
    target: Target, binary: Path, seconds: int, runs: int | None, timeout: int
) -> Result:
    corpus = FUZZ_DIR / "corpus" / target.name
    seeds = FUZZ_DIR / "seeds" / target.name
    crashes = FUZZ_DIR / "crashes" / target.name
    work = FUZZ_DIR / "work" / target.name
    log = FUZZ_DIR / "logs" / f"{target.name}.log"
    for folder in (corpus, crashes, work, log.parent):
        folder.mkdir(parents=True, exist_ok=True)
    seed_count = make_seeds(target, seeds)
    flags = [
        f"-max_total_time={seconds}",
        f"-timeout={timeout}",
        "-rss_limit_mb=4096",
        "-print_final_stats=1",
        "-detect_leaks=0",
        f"-artifact_prefix={crashes}/",
    ]
    if runs is not None:
        flags.append(f"-runs={runs}")
    command = [str(binary), *flags, str(corpus), str(seeds)]
    if target.sandboxed:
        command = sandboxed(command)
    env = fuzz_environment()
    print(f"{target.name}: fuzzing for up to {seconds} s ({seed_count} seeds) ...", flush=True)
    started = time.monotonic()
    with log.open("w") as out:
        process = subprocess.Popen(
            command,
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=work,
            env=env,
            start_new_session=True,
        )
        try:
            returncode = process.wait(timeout=seconds + timeout + 300)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            raise FuzzError(f"{target.name}: libFuzzer did not stop in time (log: {log})")
    text = log.read_text(errors="replace")
    result = parse_log(target.name, text, returncode)
    result.seconds = time.monotonic() - started
    result.log = log
    if returncode != 0 and not result.finding:
        last = [line for line in text.splitlines() if line.strip()][-1:] or ["no output"]
        raise FuzzError(
            f"{target.name}: the fuzzer exited {returncode} without a finding "
            f"(log: {log.relative_to(ROOT)}): {last[0]}"
        )
    if result.finding and not result.artifacts:
        result.artifacts.append("(no input saved; see the log)")
    return result


def report_finding(result: Result) -> None:
    assert result.log is not None
    text = result.log.read_text(errors="replace").splitlines()
    start = next(
        (i for i, line in enumerate(text) if result.finding and result.finding in line), 0
    )
    print(f"{result.target}: FINDING: {result.finding}", file=sys.stderr)
    for artifact in result.artifacts:
        print(f"{result.target}: input saved as {artifact}", file=sys.stderr)
    print(f"{result.target}: log {result.log.relative_to(ROOT)}; its stack:", file=sys.stderr)
    for line in text[max(0, start - 5) : start + 40]:
        print(f"  {line}", file=sys.stderr)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="Scripts/fuzz",
        description="Build the fuzz targets with the toolchain's libFuzzer and run each.",
    )
    parser.add_argument(
        "--seconds",
        type=int,
        default=None,
        help=f"time per target (default {DEFAULT_SECONDS}; 3600 with only --runs)",
    )
    parser.add_argument("--runs", type=int, default=None, help="stop after this many inputs")
    parser.add_argument(
        "--timeout", type=int, default=10, help="seconds one input may take (default 10)"
    )
    parser.add_argument("--list", action="store_true", help="list the targets and exit")
    parser.add_argument(
        "targets",
        nargs="*",
        metavar="TARGET",
        help=f"{', '.join(TARGETS)} (default: all); outputs and inputs under .build/fuzz/",
    )

    def error(message: str) -> None:
        raise FuzzError(f"usage: {message} (see Scripts/fuzz --help)")

    parser.error = error  # type: ignore[method-assign]
    args = parser.parse_args(argv)
    for name in ("seconds", "runs", "timeout"):
        value = getattr(args, name)
        if value is not None and value <= 0:
            raise FuzzError(f"usage: --{name} must be a positive number, not {value}")
    if args.seconds is None:
        args.seconds = 3600 if args.runs is not None else DEFAULT_SECONDS
    unknown = [name for name in args.targets if name not in TARGETS]
    if unknown:
        raise FuzzError(
            f"usage: unknown target {unknown[0]!r} (targets: {', '.join(TARGETS)})"
        )
    return args


def main(argv: list[str]) -> int:
    try:
        args = parse_args(argv)
        if args.list:
            for target in TARGETS.values():
                print(f"{target.name:9} {target.summary}")
            return 0
        names = list(dict.fromkeys(args.targets)) or list(TARGETS)
        targets = [TARGETS[name] for name in names]
        if shutil.which("swift") is None:
            raise FuzzError("swift is not on PATH")
        if any(t.sandboxed for t in targets) and shutil.which("unshare") is None:
            raise FuzzError("the cli target needs unshare (util-linux) for its sandbox")
        (FUZZ_DIR / "logs").mkdir(parents=True, exist_ok=True)
        generate_package()
        build(targets, FUZZ_DIR / "logs" / "build.log")
        binaries = PACKAGE_DIR / ".build" / "debug"
        results = []
        for target in targets:
            result = run_target(
                target, binaries / target.module, args.seconds, args.runs, args.timeout
            )
            results.append(result)
            print(result.line(), flush=True)
            if result.finding:
                report_finding(result)
    except FuzzError as error:
        print(f"fuzz: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("fuzz: interrupted", file=sys.stderr)
        return 130
    return 1 if any(r.finding for r in results) else 0

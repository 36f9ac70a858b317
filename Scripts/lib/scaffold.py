"""Scaffolding for the workspace: new client pairs and new features, in the templates' shape.

Used by `Scripts/new-client` and `Scripts/new-feature`. Everything is rendered into a temporary
folder under `<root>/.build/` first, then moved into `Packages/`, and the app's manifest and
composition root are changed last, each by an atomic replace; on any failure whatever was
already moved or replaced is put back, so nothing is left half-created.

Errors: `ScaffoldError(message, code)`; the scripts print `<prog>: <message>` on one line and
exit with `code` (64, EX_USAGE, for a refused name or argument; 1 for anything else).
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

import scaffold_templates as templates

EX_USAGE = 64
MAX_NAME_LENGTH = 20
NAME_PATTERN = re.compile(r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)*")
RESERVED_SUFFIXES = ("ClientLive", "Client", "Feature")
# A client's name, first letter lowered, becomes an enum case and a property in features.
SWIFT_KEYWORDS = {
    "any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
    "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "open", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
    "return", "self", "some", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while",
}

APP_MANIFEST = "App/Package.swift"
COMPOSITION_ROOT = "App/Sources/SunsonicCLI/CompositionRoot.swift"
MARK_PACKAGES = "// scaffold: packages"
MARK_PRODUCTS = "// scaffold: products"
MARK_LIVE = "// scaffold: live clients"


class ScaffoldError(Exception):
    """A one-line refusal or failure, with the exit code to end with."""

    def __init__(self, message: str, code: int = 1):
        super().__init__(message)
        self.code = code


def lower_first(name: str) -> str:
    """`Weather` -> `weather`: UpperCamelCase names have exactly one capital per hump."""
    return name[0].lower() + name[1:]


def validate_name(name: str, what: str) -> None:
    """Refuses anything but a plain UpperCamelCase ASCII name (`Weather`, `AirQuality2`)."""
    shown = repr(name)
    if not name:
        raise ScaffoldError(f"{what} name is empty: give an UpperCamelCase name like Weather",
                            EX_USAGE)
    if not name.isascii() or not NAME_PATTERN.fullmatch(name):
        raise ScaffoldError(
            f"{what} name {shown} is not UpperCamelCase ASCII (like Weather or AirQuality: a "
            "capital letter, then lowercase letters or digits, per word)", EX_USAGE)
    if len(name) > MAX_NAME_LENGTH:
        raise ScaffoldError(
            f"{what} name {shown} is longer than {MAX_NAME_LENGTH} characters", EX_USAGE)
    if lower_first(name) in SWIFT_KEYWORDS:
        raise ScaffoldError(
            f"{what} name {shown} is a Swift keyword once its first letter is lowered", EX_USAGE)
    for suffix in RESERVED_SUFFIXES:
        if name.endswith(suffix):
            raise ScaffoldError(
                f"{what} name {shown} ends with {suffix}: give the bare name "
                f"({name[: -len(suffix)] or 'Weather'}); the suffixes are added", EX_USAGE)


def render(template: str, values: dict[str, str]) -> str:
    """Replaces every `{{key}}`; an unknown key is a bug in the templates."""

    def substitute(match: re.Match) -> str:
        key = match.group(1)
        if key not in values:
            raise KeyError(f"template key {key!r} has no value")
        return values[key]

    return re.sub(r"\{\{([A-Za-z_]+)\}\}", substitute, template)


def wrap_comments(text: str, width: int = 100) -> str:
    """Comment lines longer than `width` (long names make them so) split at a space, the rest
    carried to a new comment line with the same prefix. swift-format leaves comments alone."""
    out = []
    for line in text.split("\n"):
        match = re.match(r"(\s*//[/]? ?)", line)
        while match and len(line) > width:
            prefix = match.group(1)
            cut = line.rfind(" ", len(prefix), width + 1)
            if cut <= len(prefix):
                break
            out.append(line[:cut].rstrip())
            line = prefix + line[cut + 1:].lstrip()
        out.append(line)
    return "\n".join(out)


# --- the app: markers and the import block -----------------------------------------------------


def insert_above_marker(text: str, marker: str, lines: list[str], path: str,
                        skip_present: bool = True) -> str:
    """`lines` inserted just above the one line holding `marker`, at its indentation. With
    `skip_present`, each line is an entry of its own, and one already present (stripped) is
    not added twice."""
    rows = text.split("\n")
    hits = [i for i, row in enumerate(rows) if row.strip().startswith(marker)]
    if len(hits) != 1:
        found = "no" if not hits else f"{len(hits)}"
        raise ScaffoldError(f"{path} has {found} `{marker}` marker lines (need exactly one)")
    index = hits[0]
    indent = rows[index][: len(rows[index]) - len(rows[index].lstrip())]
    present = {row.strip() for row in rows} if skip_present else set()
    new = [indent + line if line else line for line in lines if line.strip() not in present]
    return "\n".join(rows[:index] + new + rows[index:])


_IMPORT_LINE = re.compile(r"import ([A-Za-z_][A-Za-z0-9_]*)\s*$")


def add_imports(text: str, modules: list[str], path: str) -> str:
    """Adds `import M` lines to the file's first block of plain imports, in sorted position."""
    rows = text.split("\n")
    block = [i for i, row in enumerate(rows) if _IMPORT_LINE.fullmatch(row)]
    if not block:
        raise ScaffoldError(f"{path} has no import lines to add to")
    start = block[0]
    end = start
    while end + 1 < len(rows) and _IMPORT_LINE.fullmatch(rows[end + 1]):
        end += 1
    current = [_IMPORT_LINE.fullmatch(rows[i]).group(1) for i in range(start, end + 1)]
    if current != sorted(current):
        raise ScaffoldError(f"{path}: its imports are not sorted; run Scripts/format first")
    merged = sorted(set(current) | set(modules))
    return "\n".join(rows[:start] + [f"import {m}" for m in merged] + rows[end + 1:])


# --- the transaction ---------------------------------------------------------------------------


@dataclass
class Plan:
    """What one run creates: whole packages (folder -> {relative path: text}) and new texts
    for existing files (relative path -> text)."""

    root: str
    packages: dict[str, dict[str, str]] = field(default_factory=dict)
    edits: dict[str, str] = field(default_factory=dict)
    originals: dict[str, str] = field(default_factory=dict)  # what each edit was made from

    def check_free(self) -> None:
        for folder in self.packages:
            if os.path.lexists(os.path.join(self.root, folder)):
                raise ScaffoldError(f"{folder} already exists; nothing was changed", EX_USAGE)

    def commit(self) -> None:
        """Writes everything, or nothing: on any failure, undoes what was done and raises."""
        self.check_free()
        staging_parent = os.path.join(self.root, ".build")
        os.makedirs(staging_parent, exist_ok=True)
        staging = tempfile.mkdtemp(prefix="scaffold-", dir=staging_parent)
        moved: list[str] = []
        replaced: list[tuple[str, str]] = []  # (path, original text)
        try:
            for folder, files in self.packages.items():
                for relative, text in files.items():
                    path = os.path.join(staging, folder, relative)
                    os.makedirs(os.path.dirname(path), exist_ok=True)
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(text)
            format_swift(self.root, [
                os.path.join(staging, folder, relative)
                for folder, files in self.packages.items() for relative in files
                if relative.endswith(".swift")
            ])
            staged_edits = {}
            for relative, text in self.edits.items():
                target = os.path.join(self.root, relative)
                staged = os.path.join(os.path.dirname(target),
                                      f".{os.path.basename(target)}.scaffold-{os.getpid()}")
                with open(staged, "w", encoding="utf-8") as f:
                    f.write(text)
                shutil.copymode(target, staged)
                staged_edits[relative] = staged
            for folder in self.packages:
                destination = os.path.join(self.root, folder)
                if os.path.lexists(destination):
                    raise ScaffoldError(f"{folder} appeared meanwhile; nothing was changed",
                                        EX_USAGE)
                move_folder(os.path.join(staging, folder), destination)
                moved.append(destination)
            for relative, staged in staged_edits.items():
                target = os.path.join(self.root, relative)
                with open(target, encoding="utf-8") as f:
                    original = f.read()
                if original != self.originals.get(relative, original):
                    raise ScaffoldError(f"{relative} changed while scaffolding; nothing was "
                                        "changed, run it again")
                os.replace(staged, target)
                replaced.append((target, original))
        except BaseException:
            for target, original in reversed(replaced):
                with open(target, "w", encoding="utf-8") as f:
                    f.write(original)
            for destination in reversed(moved):
                shutil.rmtree(destination, ignore_errors=True)
            raise
        finally:
            shutil.rmtree(staging, ignore_errors=True)
            for relative in self.edits:
                target = os.path.join(self.root, relative)
                leftover = os.path.join(os.path.dirname(target),
                                        f".{os.path.basename(target)}.scaffold-{os.getpid()}")
                if os.path.exists(leftover):
                    os.remove(leftover)


def format_swift(root: str, paths: list[str]) -> None:
    """Formats the generated files with the workspace's swift-format configuration: the
    templates are already in that shape for ordinary names, and this re-wraps the lines that
    long names push past 100 columns."""
    if not paths:
        return
    config = os.path.join(root, ".swiftformat-free-config")
    command = ["swift", "format", "format", "--in-place", "--configuration", config, *paths]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=120,
                                stdin=subprocess.DEVNULL)
    except FileNotFoundError:
        raise ScaffoldError("swift is not on PATH (needed for `swift format`)") from None
    except subprocess.TimeoutExpired:
        raise ScaffoldError("swift format took more than 120 s; nothing was changed") from None
    if result.returncode != 0:
        detail = (result.stderr.strip().splitlines() or [f"exit {result.returncode}"])[0]
        raise ScaffoldError(f"swift format failed on the generated files: {detail[:200]}")


def move_folder(source: str, destination: str) -> None:
    try:
        os.rename(source, destination)
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
        partial = destination + ".partial"
        shutil.copytree(source, partial)
        os.rename(partial, destination)


# --- reading the workspace ---------------------------------------------------------------------


def read(root: str, relative: str, plan: Plan | None = None) -> str:
    """The text of `relative`; with `plan`, remembered as what the plan's edit is made from."""
    path = os.path.join(root, relative)
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as exc:
        raise ScaffoldError(f"cannot read {relative}: {exc.strerror}") from None
    if plan is not None:
        plan.originals.setdefault(relative, text)
    return text


def app_present(root: str) -> bool:
    return os.path.isfile(os.path.join(root, APP_MANIFEST))


def wire_app_manifest(plan: Plan, packages: list[str]) -> str:
    """The app's manifest with `packages` (and their products) added at the markers."""
    text = read(plan.root, APP_MANIFEST, plan)
    text = insert_above_marker(
        text, MARK_PACKAGES, [f'.package(path: "../Packages/{p}"),' for p in packages],
        APP_MANIFEST)
    return insert_above_marker(
        text, MARK_PRODUCTS, [f'.product(name: "{p}", package: "{p}"),' for p in packages],
        APP_MANIFEST)


# --- new-client --------------------------------------------------------------------------------


def client_values(name: str) -> dict[str, str]:
    return {
        "Name": name,
        "name": lower_first(name),
        "host": name.lower(),
    }


def plan_client(root: str, name: str) -> Plan:
    validate_name(name, "client")
    interface, live = f"{name}Client", f"{name}ClientLive"
    plan = Plan(root)
    plan.packages[f"Packages/{interface}"] = {}
    plan.packages[f"Packages/{live}"] = {}
    plan.check_free()
    if not os.path.isdir(os.path.join(root, "Packages", "DependencyRegistry")):
        raise ScaffoldError("Packages/DependencyRegistry is missing: is this the workspace root?")
    if not os.path.isdir(os.path.join(root, "Packages", "HTTPTransport")):
        raise ScaffoldError("Packages/HTTPTransport is missing: is this the workspace root?")
    values = client_values(name)
    for folder, files in (
        (interface, templates.interface_files(name)),
        (live, templates.live_files(name)),
    ):
        plan.packages[f"Packages/{folder}"] = {
            relative.replace("{{Name}}", name): wrap_comments(render(text, values))
            for relative, text in files.items()
        }
    if app_present(root):
        plan.edits[APP_MANIFEST] = wire_app_manifest(plan, [interface, live])
        composition = read(root, COMPOSITION_ROOT, plan)
        composition = add_imports(composition, [interface, live], COMPOSITION_ROOT)
        composition = insert_above_marker(
            composition, MARK_LIVE, render(templates.LIVE_WIRING, values).splitlines(),
            COMPOSITION_ROOT, skip_present=False)
        plan.edits[COMPOSITION_ROOT] = composition
    return plan


# --- new-feature -------------------------------------------------------------------------------


@dataclass
class ClientUse:
    """How a generated feature calls one client: its module, one endpoint, the inputs the
    endpoint needs (fields of the feature's Request) and the output it keeps (a field of its
    Value), and sample values for the generated tests."""

    name: str  # Suntimes
    imports: list[str]  # modules the feature's sources need for this client
    request_fields: list[tuple[str, str, str]]  # (name, type, doc)
    value_field: tuple[str, str, str]  # (name, type, doc)
    endpoint: str  # fetchSolarDay
    arguments: str  # request.coordinate, request.date
    closure_parameters: list[str]  # names for the endpoint's closure parameters
    sample_request: list[str]  # Swift expressions, one per request field
    retryable_error: str  # Swift expression of a retryable error of the client
    final_error: str  # Swift expression of a non-retryable error

    @property
    def module(self) -> str:
        return f"{self.name}Client"

    @property
    def error(self) -> str:
        return f"{self.name}Error"

    @property
    def registry_name(self) -> str:
        return f"{lower_first(self.name)}Client"

    @property
    def case(self) -> str:
        return lower_first(self.name)


KNOWN_CLIENTS = {
    "Suntimes": ClientUse(
        name="Suntimes",
        imports=["SuntimesClient"],
        request_fields=[("coordinate", "Coordinate", "The place `SuntimesClient` is asked about."),
                        ("date", "CalendarDate", "The day `SuntimesClient` is asked about.")],
        value_field=("solarDay", "SolarDay", "The solar day `SuntimesClient` answered."),
        endpoint="fetchSolarDay",
        arguments="request.coordinate, request.date",
        closure_parameters=["coordinate", "date"],
        sample_request=["try! Coordinate(latitude: 43.6532, longitude: -79.3832)",
                        'try! CalendarDate(parsing: "2026-06-21")'],
        retryable_error=".serverFailure",
        final_error=".invalidDate",
    ),
    "Subsonic": ClientUse(
        name="Subsonic",
        imports=["SubsonicClient"],
        request_fields=[],
        value_field=("serverInfo", "ServerInfo", "Who answered `SubsonicClient`'s ping."),
        endpoint="ping",
        arguments="",
        closure_parameters=[],
        sample_request=[],
        retryable_error='.unreachable("connection refused")',
        final_error='.invalidArgument("refused")',
    ),
}


def scaffolded_client_use(root: str, name: str) -> ClientUse:
    """The use of a client made by new-client: its example endpoint `fetchGreeting`."""
    source = os.path.join(root, "Packages", f"{name}Client", "Sources", f"{name}Client",
                          f"{name}Client.swift")
    try:
        with open(source, encoding="utf-8") as f:
            text = f.read()
    except OSError:
        text = ""
    if not re.search(r"public var fetchGreeting:\s*@Sendable \(_ name: String\) async throws"
                     r"\s*->\s*String", text):
        raise ScaffoldError(
            f"--uses {name}: {name}Client has no `fetchGreeting` endpoint, the only one "
            f"new-feature knows for clients other than {', '.join(KNOWN_CLIENTS)}", EX_USAGE)
    lower = lower_first(name)
    return ClientUse(
        name=name,
        imports=[f"{name}Client"],
        request_fields=[(f"{lower}Name", "String",
                         f"The name `{name}Client` is asked to greet.")],
        value_field=(f"{lower}Greeting", "String", f"The greeting `{name}Client` answered."),
        endpoint="fetchGreeting",
        arguments=f"request.{lower}Name",
        closure_parameters=["name"],
        sample_request=['"Ada"'],
        retryable_error='.unreachable("connection refused")',
        final_error='.invalidArgument("the name is empty")',
    )


def client_use(root: str, name: str) -> ClientUse:
    validate_name(name, "--uses client")
    if not os.path.isfile(os.path.join(root, "Packages", f"{name}Client", "Package.swift")):
        raise ScaffoldError(
            f"--uses {name}: there is no Packages/{name}Client (make it with "
            f"Scripts/new-client {name})", EX_USAGE)
    if name in KNOWN_CLIENTS:
        return KNOWN_CLIENTS[name]
    return scaffolded_client_use(root, name)


def plan_feature(root: str, name: str, uses: list[str]) -> Plan:
    validate_name(name, "feature")
    if not uses:
        raise ScaffoldError("give at least one client with --uses CLIENT", EX_USAGE)
    duplicates = sorted({u for u in uses if uses.count(u) > 1})
    if duplicates:
        raise ScaffoldError(f"--uses {duplicates[0]} is given twice", EX_USAGE)
    folder = f"{name}Feature"
    plan = Plan(root)
    plan.packages[f"Packages/{folder}"] = {}
    plan.check_free()
    clients = [client_use(root, u) for u in uses]
    files = templates.feature_files(name, clients)
    plan.packages[f"Packages/{folder}"] = {
        relative: wrap_comments(text) for relative, text in files.items()}
    if app_present(root):
        plan.edits[APP_MANIFEST] = wire_app_manifest(plan, [folder])
    return plan


# --- the scripts -------------------------------------------------------------------------------


def workspace_root() -> str:
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def describe(plan: Plan) -> list[str]:
    lines = []
    for folder, files in plan.packages.items():
        lines.append(f"created {folder}/")
        lines.extend(f"  {relative}" for relative in sorted(files))
    for relative in plan.edits:
        lines.append(f"wired {relative} (lines added at its scaffold markers)")
    return lines


def run(prog: str, build_plan, next_steps) -> int:
    try:
        plan = build_plan()
        plan.commit()
    except ScaffoldError as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
        return exc.code
    except OSError as exc:
        print(f"{prog}: {exc.filename or ''}: {exc.strerror}; nothing was changed",
              file=sys.stderr)
        return 1
    print("\n".join(describe(plan) + next_steps(plan)))
    return 0


CLIENT_USAGE = "usage: Scripts/new-client NAME, NAME UpperCamelCase ASCII like Weather"
FEATURE_USAGE = "usage: Scripts/new-feature NAME --uses CLIENT [--uses CLIENT ...]"


def main_client(argv: list[str]) -> int:
    prog = "new-client"
    if argv and argv[0] in ("-h", "--help"):
        print(CLIENT_USAGE)
        print("Creates Packages/NAMEClient (interface) and Packages/NAMEClientLive (live, on the")
        print("shared HTTPTransport), and wires the live value into App/ at its scaffold markers.")
        return 0
    if len(argv) != 1 or argv[0].startswith("-"):
        print(f"{prog}: give exactly one NAME ({CLIENT_USAGE})", file=sys.stderr)
        return EX_USAGE
    name = argv[0]
    root = workspace_root()

    def next_steps(plan: Plan) -> list[str]:
        return [f"next: (cd Packages/{name}Client && swift test), "
                f"(cd Packages/{name}ClientLive && swift test), Scripts/check-architecture"]

    return run(prog, lambda: plan_client(root, name), next_steps)


def parse_feature_args(argv: list[str]) -> tuple[str, list[str]]:
    name = None
    uses: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--uses":
            if i + 1 >= len(argv) or argv[i + 1].startswith("-"):
                raise ScaffoldError(f"--uses needs a client name ({FEATURE_USAGE})", EX_USAGE)
            i += 1
            while i < len(argv) and not argv[i].startswith("-"):
                uses.append(argv[i])
                i += 1
            continue
        if arg.startswith("--uses="):
            uses.extend(v for v in arg.split("=", 1)[1].split(",") if v)
        elif arg.startswith("-"):
            raise ScaffoldError(f"unknown option {arg} ({FEATURE_USAGE})", EX_USAGE)
        elif name is None:
            name = arg
        else:
            raise ScaffoldError(f"unexpected argument {arg} ({FEATURE_USAGE})", EX_USAGE)
        i += 1
    if name is None:
        raise ScaffoldError(f"no feature name given ({FEATURE_USAGE})", EX_USAGE)
    return name, uses


def main_feature(argv: list[str]) -> int:
    prog = "new-feature"
    if argv and argv[0] in ("-h", "--help"):
        print(FEATURE_USAGE)
        print("Creates Packages/NAMEFeature: an @MainActor @Observable NAMEStore that loads")
        print("through the given clients' interfaces, its tests, and adds it to App/Package.swift.")
        return 0
    root = workspace_root()
    holder: dict[str, str] = {}

    def build() -> Plan:
        name, uses = parse_feature_args(argv)
        holder["name"] = name
        return plan_feature(root, name, uses)

    def next_steps(plan: Plan) -> list[str]:
        return [f"next: (cd Packages/{holder['name']}Feature && swift test), "
                "Scripts/check-architecture"]

    return run(prog, build, next_steps)

"""Scaffolding for the workspace: new client pairs and new features, copied from real files.

Used by `Scripts/new-client` and `Scripts/new-feature`. The packages come from
`Scripts/templates/<kind>/` (README there): every folder but `App/` is a package, copied with
its placeholders replaced in file names and contents (`Example`, `example`, and in a feature
`Upstream`, `upstream`), each Swift file's import block sorted again (where a name sorts
depends on it) and reformatted with the workspace's swift-format configuration (long names push
lines past 100 columns). `App/` holds snippets: the lines from `// scaffold: begin` to a
`// scaffold: <marker>` line go above that marker in the same file under the workspace's
`App/`, and the snippet's imports join that file's.

Everything is rendered into a temporary folder under `<root>/.build/` first, then moved into
`Packages/`, and the app's files are changed last, each by an atomic replace; on any failure
whatever was already moved or replaced is put back, so nothing is left half-created.

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

EX_USAGE = 64
MAX_NAME_LENGTH = 20
NAME_PATTERN = re.compile(r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)*")
RESERVED_SUFFIXES = ("ClientLive", "Client", "Feature")
# Names whose generated types would clash with a type the generated code also sees.
CLASHES = {
    "client": {"Transport": "TransportError (HTTPTransport)"},
    "feature": {"Load": "LoadStore (LoadStore)"},
}
# A name, first letter lowered, becomes a property (`weatherClient`).
SWIFT_KEYWORDS = {
    "any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
    "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "open", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
    "return", "self", "some", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while",
}
# The endpoint a feature's store calls on its first client: the one new-client makes.
GREETING_ENDPOINT = re.compile(
    r"public var fetchGreeting:\s*@Sendable \(_ name: String\) async throws\s*->\s*String")

BEGIN = "// scaffold: begin"
MARKER_LINE = re.compile(r"\s*(// scaffold: [a-z ]+?)(?: \(.*\))?\s*$")
IMPORT_LINE = re.compile(r"import ([A-Za-z_][A-Za-z0-9_]*)\s*$")


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
    clash = CLASHES.get(what, {}).get(name)
    if clash:
        raise ScaffoldError(f"{what} name {shown} would clash with {clash}", EX_USAGE)


# --- filling the templates ---------------------------------------------------------------------


def placeholders(name: str, upstream: list[str] | None = None) -> dict[str, str]:
    """What each placeholder becomes: `Example` the name, `Upstream` a feature's first client,
    each also with its first letter lowered."""
    values = {"Example": name, "example": lower_first(name)}
    if upstream:
        values.update({"Upstream": upstream[0], "upstream": lower_first(upstream[0])})
    return values


def fill(text: str, values: dict[str, str]) -> str:
    """Every placeholder replaced in one pass, so a name holding another placeholder is kept."""
    pattern = "|".join(sorted(values, key=len, reverse=True))
    return re.sub(pattern, lambda match: values[match.group(0)], text)


def repeat_per_client(text: str, clients: list[str]) -> str:
    """A manifest's lines naming `Upstream` (not comments), once per client, in order."""
    rows = []
    for row in text.split("\n"):
        if "Upstream" in row and not row.lstrip().startswith("//"):
            rows.extend(row.replace("Upstream", client) for client in clients)
        else:
            rows.append(row)
    return "\n".join(rows)


def wrap_comments(text: str, width: int = 100) -> str:
    """Comment lines longer than `width` (long names make them so) split at a space; the rest
    goes to the start of the next line of the same comment when that line carries on its text,
    else to a new line with the same prefix. swift-format leaves comments alone."""
    rows, out, i = text.split("\n"), [], 0
    while i < len(rows):
        line, i = rows[i], i + 1
        match = re.match(r"(\s*//[/]? ?)", line)
        while match and len(line) > width:
            prefix = match.group(1)
            cut = line.rfind(" ", len(prefix), width + 1)
            if cut <= len(prefix):
                break
            out.append(line[:cut].rstrip())
            line = prefix + line[cut + 1:].lstrip()
            following = rows[i][len(prefix):] if i < len(rows) else ""
            if (i < len(rows) and rows[i].startswith(prefix) and following
                    and not following[0].isspace() and not following.startswith(("- ", "`"))):
                line, i = f"{line} {following}", i + 1
        out.append(line)
    return "\n".join(out)


def read_tree(folder: str) -> dict[str, str]:
    """Every file under `folder`, by path relative to it."""
    found = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8") as f:
                found[os.path.relpath(path, folder)] = f.read()
    return found


def render(files: dict[str, str], values: dict[str, str],
           clients: list[str] | None = None) -> dict[str, str]:
    """One template package filled in: paths and texts."""
    out = {}
    for relative, text in files.items():
        if clients and os.path.basename(relative) == "Package.swift":
            text = repeat_per_client(text, clients)
        text = fill(text, values)
        if relative.endswith(".swift"):
            text = wrap_comments(add_imports(text))
        out[fill(relative, values)] = text
    return out


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


def add_imports(text: str, modules: list[str] | tuple[str, ...] = ()) -> str:
    """The file's first block of plain imports with `modules` added, in swift-format's order
    (byte order of the names): new imports, and names filled in, move where they sort."""
    rows = text.split("\n")
    block = [i for i, row in enumerate(rows) if IMPORT_LINE.fullmatch(row)]
    if not block:
        return "\n".join([f"import {m}" for m in sorted(set(modules))] + rows)
    start = end = block[0]
    while end + 1 < len(rows) and IMPORT_LINE.fullmatch(rows[end + 1]):
        end += 1
    current = {IMPORT_LINE.fullmatch(rows[i]).group(1) for i in range(start, end + 1)}
    merged = sorted(current | set(modules))
    return "\n".join(rows[:start] + [f"import {m}" for m in merged] + rows[end + 1:])


def snippet_blocks(snippet: str) -> list[tuple[str, list[str]]]:
    """(marker, lines) for each `// scaffold: begin` ... `// scaffold: <marker>` of a snippet,
    the lines without the marker's indentation."""
    blocks, current = [], None
    for row in snippet.split("\n"):
        match = MARKER_LINE.fullmatch(row)
        if match and match.group(1) == BEGIN:
            current = []
        elif match and current is not None:
            indent = len(row) - len(row.lstrip())
            blocks.append((match.group(1), [line[indent:] for line in current]))
            current = None
        elif current is not None:
            current.append(row)
    return blocks


def apply_snippet(text: str, snippet: str, path: str) -> str:
    """`text` (an app file) with the snippet's imports and blocks added."""
    modules = [m[1] for m in map(IMPORT_LINE.fullmatch, snippet.split("\n")) if m]
    text = add_imports(text, modules)
    for marker, lines in snippet_blocks(snippet):
        text = insert_above_marker(text, marker, lines, path,
                                   skip_present=path.endswith("Package.swift"))
    return text


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
        staged_name = f".{{}}.scaffold-{os.getpid()}"
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
                                      staged_name.format(os.path.basename(target)))
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
                                        staged_name.format(os.path.basename(target)))
                if os.path.exists(leftover):
                    os.remove(leftover)


def format_swift(root: str, paths: list[str]) -> None:
    """Formats the generated files with the workspace's swift-format configuration: the
    templates are already in that shape, and this re-wraps the lines that long names push past
    100 columns."""
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


# --- planning a run ----------------------------------------------------------------------------


def require(root: str, relative: str, what: str) -> str:
    path = os.path.join(root, relative)
    if not os.path.exists(path):
        raise ScaffoldError(f"{relative} is missing: {what}")
    return path


def plan_from_templates(root: str, kind: str, values: dict[str, str],
                        clients: list[str] | None = None) -> Plan:
    """The packages of `Scripts/templates/<kind>/`, filled in, and its App snippets applied to
    the workspace's App/ (when there is one)."""
    templates = require(root, f"Scripts/templates/{kind}", "is this the workspace root?")
    plan = Plan(root)
    folders = sorted(d for d in os.listdir(templates)
                     if os.path.isdir(os.path.join(templates, d)) and d != "App")
    for folder in folders:
        plan.packages[f"Packages/{fill(folder, values)}"] = {}
    plan.check_free()
    for folder in folders:
        files = render(read_tree(os.path.join(templates, folder)), values, clients)
        plan.packages[f"Packages/{fill(folder, values)}"] = files
    if os.path.isfile(os.path.join(root, "App", "Package.swift")):
        for relative, snippet in read_tree(os.path.join(templates, "App")).items():
            target = f"App/{relative}"
            try:
                with open(os.path.join(root, target), encoding="utf-8") as f:
                    text = f.read()
            except OSError as exc:
                raise ScaffoldError(f"cannot read {target}: {exc.strerror}") from None
            plan.originals[target] = text
            plan.edits[target] = apply_snippet(text, fill(snippet, values), target)
    return plan


def plan_client(root: str, name: str) -> Plan:
    validate_name(name, "client")
    for support in ("DependencyRegistry", "HTTPTransport"):
        require(root, f"Packages/{support}", "is this the workspace root?")
    return plan_from_templates(root, "client", placeholders(name))


def check_used_client(root: str, name: str, first: bool) -> None:
    validate_name(name, "--uses client")
    if not os.path.isfile(os.path.join(root, "Packages", f"{name}Client", "Package.swift")):
        raise ScaffoldError(
            f"--uses {name}: there is no Packages/{name}Client (make it with "
            f"Scripts/new-client {name})", EX_USAGE)
    if not first:
        return
    source = os.path.join(root, "Packages", f"{name}Client", "Sources", f"{name}Client",
                          f"{name}Client.swift")
    try:
        with open(source, encoding="utf-8") as f:
            text = f.read()
    except OSError:
        text = ""
    if not GREETING_ENDPOINT.search(text):
        raise ScaffoldError(
            f"--uses {name}: the store calls its first client's `fetchGreeting` (the endpoint "
            f"Scripts/new-client makes), which {name}Client has not; list such a client first",
            EX_USAGE)


def plan_feature(root: str, name: str, uses: list[str]) -> Plan:
    validate_name(name, "feature")
    if not uses:
        raise ScaffoldError("give at least one client with --uses CLIENT", EX_USAGE)
    duplicates = sorted({u for u in uses if uses.count(u) > 1})
    if duplicates:
        raise ScaffoldError(f"--uses {duplicates[0]} is given twice", EX_USAGE)
    if os.path.lexists(os.path.join(root, "Packages", f"{name}Feature")):
        raise ScaffoldError(f"Packages/{name}Feature already exists; nothing was changed",
                            EX_USAGE)
    for index, client in enumerate(uses):
        check_used_client(root, client, first=index == 0)
    require(root, "Packages/LoadStore", "the feature's store is a LoadStore")
    return plan_from_templates(root, "feature", placeholders(name, uses), uses)


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
        print("shared HTTPTransport) from Scripts/templates/client, and wires the live value")
        print("into App/ at its scaffold markers.")
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
                uses.extend(v for v in argv[i].split(",") if v)
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
        print("Creates Packages/NAMEFeature from Scripts/templates/feature: NAMEStore, a LoadStore")
        print("that loads through the FIRST client's `fetchGreeting` (a client made by")
        print("Scripts/new-client), its tests, and adds it to App/Package.swift. Every client")
        print("given is a dependency of the package; the ones after the first are only declared.")
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

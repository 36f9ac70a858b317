"""Tests for Scripts/new-client and Scripts/new-feature, and the templates they copy.

The workspace (its tracked and untracked-but-not-ignored files, no `.build`) is copied once
into a temporary folder, and one scaffold is made there: `new-client Weather` and
`new-feature Forecast --uses Weather --uses Suntimes`. Every check of `ScaffoldingTests` shares
it: the files, the output, lint, the architecture check, the app's wiring (`swift package
dump-package` of App; building the whole app takes minutes on 2 busy cores, so it runs only with
SCAFFOLD_TEST_BUILD_APP=1), and `swift test` of the three new packages (one shared scratch
path). Refusals (bad names, taken names, a missing marker, a failure half-way) must leave that
copy exactly as it was. `NameTests` scaffolds names whose imports sort first, last and by case,
and the longest allowed, into a bare folder, for lint only (no build).
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(SCRIPTS)
TEMPLATES = os.path.join(SCRIPTS, "templates")
sys.path.insert(0, os.path.join(SCRIPTS, "lib"))

import scaffold  # noqa: E402
import swift_flags  # noqa: E402

# Builds Swift: Scripts/lib/timed_unittest.py runs it in the build lane.
BUILDS_SWIFT = True

CONFIG = ".swiftformat-free-config"
SWIFT_TEST_TIMEOUT_S = 900
APP_MANIFEST = "App/Package.swift"
COMPOSITION_ROOT = "App/Sources/SunsonicCLI/CompositionRoot.swift"
MARK_PACKAGES = "// scaffold: packages"
MARK_PRODUCTS = "// scaffold: products"
MARK_LIVE = "// scaffold: live clients"
NEW_PACKAGES = ["WeatherClient", "WeatherClientLive", "ForecastFeature"]
# What each generated test target holds; a change to the templates changes these on purpose.
EXPECTED_TEST_COUNTS = {"WeatherClient": 7, "WeatherClientLive": 11, "ForecastFeature": 15}
LINUX_MAIN = os.path.join(TEMPLATES, "client", "ExampleClient", "Tests", "LinuxMain.swift")


def copy_workspace(source: str, destination: str) -> None:
    """The files `git ls-files -co --exclude-standard` lists, as they are on disk."""
    listed = subprocess.run(
        ["git", "-C", source, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        check=True, capture_output=True).stdout.decode().split("\0")
    for relative in filter(None, listed):
        if "/.build/" in f"/{relative}" or relative.startswith(".build"):
            continue
        path = os.path.join(source, relative)
        if not os.path.isfile(path):  # deleted in the working tree
            continue
        target = os.path.join(destination, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(path, target)


def snapshot(root: str) -> dict[str, str]:
    """Every file under Packages/ and App/ (no build output), by path, with a hash of its
    bytes."""
    found = {}
    for top in ("Packages", "App"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = [d for d in dirnames if d not in (".build", ".swiftpm")]
            for name in filenames:
                if name == "Package.resolved":  # ignored by git; SwiftPM may write it
                    continue
                path = os.path.join(dirpath, name)
                with open(path, "rb") as f:
                    found[os.path.relpath(path, root)] = hashlib.sha256(f.read()).hexdigest()
    return found


def swift_files(folder: str) -> list[str]:
    return sorted(os.path.join(d, n) for d, dirs, names in os.walk(folder)
                  if "/.build" not in d for n in names if n.endswith(".swift"))


# Every child runs with TMPDIR inside the test's folder: SwiftPM leaves a lock file per scratch
# path in the temporary directory, and those go with the folder.
ENV = dict(os.environ)


def run(root: str, *args: str, timeout: int = 120) -> subprocess.CompletedProcess:
    return subprocess.run([os.path.join(root, "Scripts", args[0]), *args[1:]], cwd=root,
                          capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL, env=ENV)


def lint_findings(paths: list[str], root: str = REPO) -> list[str]:
    result = subprocess.run(
        ["swift", "format", "lint", "--strict", "--configuration", os.path.join(root, CONFIG),
         *paths], capture_output=True, text=True, timeout=300, env=ENV)
    return [line for line in result.stderr.splitlines() if ": error: " in line
            or ": warning: " in line]


class ScaffoldingTests(unittest.TestCase):
    tmp = ""
    root = ""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="test-scaffolding-")
        cls.root = os.path.join(cls.tmp, "workspace")
        os.makedirs(os.path.join(cls.tmp, "tmp"))
        ENV["TMPDIR"] = os.path.join(cls.tmp, "tmp")
        try:
            copy_workspace(REPO, cls.root)
            with open(os.path.join(cls.root, APP_MANIFEST), encoding="utf-8") as f:
                cls.manifest_before = f.read()
            with open(os.path.join(cls.root, COMPOSITION_ROOT), encoding="utf-8") as f:
                cls.composition_before = f.read()
            cls.client = run(cls.root, "new-client", "Weather")
            cls.feature = run(cls.root, "new-feature", "Forecast", "--uses", "Weather",
                              "--uses", "Suntimes")
            cls.after = snapshot(cls.root)
        except BaseException:
            shutil.rmtree(cls.tmp, ignore_errors=True)
            raise

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def path(self, relative: str) -> str:
        return os.path.join(self.root, relative)

    def read(self, relative: str) -> str:
        with open(self.path(relative), encoding="utf-8") as f:
            return f.read()

    def assertUnchanged(self):
        self.assertEqual(snapshot(self.root), self.after)

    # --- the scaffold itself ---

    def test_scripts_succeed_and_print_what_they_created(self):
        self.assertEqual(self.client.returncode, 0, self.client.stderr)
        self.assertEqual(self.feature.returncode, 0, self.feature.stderr)
        self.assertEqual(self.client.stderr, "")
        for line in ("created Packages/WeatherClient/", "created Packages/WeatherClientLive/",
                     "  Sources/WeatherClient/WeatherClient.swift",
                     "  Sources/WeatherClientLive/WeatherClient+Live.swift",
                     f"wired {APP_MANIFEST} (lines added at its scaffold markers)",
                     f"wired {COMPOSITION_ROOT} (lines added at its scaffold markers)"):
            self.assertIn(line, self.client.stdout.splitlines())
        self.assertIn("created Packages/ForecastFeature/", self.feature.stdout.splitlines())
        self.assertIn("  Sources/ForecastFeature/ForecastStore.swift",
                      self.feature.stdout.splitlines())

    def test_files_are_the_templates_files_renamed(self):
        for template, package, name in (("client/ExampleClient", "WeatherClient", "Weather"),
                                        ("client/ExampleClientLive", "WeatherClientLive",
                                         "Weather"),
                                        ("feature/ExampleFeature", "ForecastFeature", "Forecast")):
            folder = os.path.join(TEMPLATES, template)
            expected = sorted(os.path.relpath(os.path.join(d, n), folder).replace("Example", name)
                              for d, _, names in os.walk(folder) for n in names)
            found = sorted(p[len(f"Packages/{package}/"):] for p in self.after
                           if p.startswith(f"Packages/{package}/"))
            self.assertEqual(found, expected, package)
            self.assertIn("Tests/LinuxMain.swift", found)
        self.assertFalse(any(name.startswith("scaffold-")
                             for name in os.listdir(self.path(".build"))),
                         "the staging folder was left behind")

    def test_no_placeholder_is_left(self):
        for relative in self.after:
            if relative.split("/")[1] in NEW_PACKAGES:
                with self.subTest(file=relative):
                    self.assertNotRegex(self.read(relative), r"[Ee]xample|[Uu]pstream")

    def test_generated_code_has_the_promised_shape(self):
        client = self.read("Packages/WeatherClient/Sources/WeatherClient/WeatherClient.swift")
        self.assertIn("public var fetchGreeting: @Sendable (_ name: String) async throws -> String",
                      client)
        key = self.read("Packages/WeatherClient/Sources/WeatherClient/WeatherClientKey.swift")
        self.assertIn("public var weatherClient: WeatherClient {", key)
        self.assertIn("public static let testValue = WeatherClient.unimplemented", key)
        live = self.read(
            "Packages/WeatherClientLive/Sources/WeatherClientLive/WeatherClient+Live.swift")
        self.assertIn("public static func live(\n    baseURL: URL = WeatherAPI.defaultBaseURL,\n"
                      "    transport: HTTPTransport,\n    timeout: Duration = .seconds(30)\n", live)
        store = self.read("Packages/ForecastFeature/Sources/ForecastFeature/ForecastStore.swift")
        self.assertIn("public typealias ForecastStore = LoadStore<ForecastRequest, String, "
                      "WeatherError>", store)
        self.assertIn("public convenience init(client: WeatherClient = "
                      "DependencyValues.current.weatherClient)", store)
        self.assertEqual(re.findall(r"^import (\w+)$", store, re.MULTILINE),
                         ["DependencyRegistry", "LoadStore", "WeatherClient"])
        for package in NEW_PACKAGES:
            manifest = self.read(f"Packages/{package}/Package.swift")
            self.assertTrue(manifest.startswith("// swift-tools-version: 6.2\n"), package)
            self.assertIn("swiftLanguageModes: [.v6]", manifest)
            targets = 3 if package == "ForecastFeature" else 2  # the feature's preview too
            self.assertEqual(manifest.count(".treatAllWarnings(as: .error)"), targets, package)

    def test_the_feature_has_a_view_its_snapshots_and_a_preview_that_alone_uses_the_terminal(self):
        for relative in ("Sources/ForecastFeature/ForecastView.swift",
                         "Sources/ForecastPreview/main.swift",
                         "Tests/ForecastFeatureTests/ForecastViewTests.swift",
                         "Tests/ForecastFeatureTests/__Snapshots__/ForecastViewTests/loaded.txt"):
            self.assertIn(f"Packages/ForecastFeature/{relative}", self.after)
        manifest = self.read("Packages/ForecastFeature/Package.swift")
        targets = re.split(r"\n    \.(?=\w+\()", manifest)
        uses_session = [t.split("(")[0] for t in targets if '"TerminalSession"' in t
                        and not t.startswith("//")]
        self.assertEqual(uses_session, ["executableTarget"], manifest)
        self.assertIn('name: "ForecastPreview"', manifest)
        self.assertIn("await FeaturePreview.main {",
                      self.read("Packages/ForecastFeature/Sources/ForecastPreview/main.swift"))

    def test_the_feature_depends_on_its_interfaces_the_store_and_the_registry_only(self):
        manifest = self.read("Packages/ForecastFeature/Package.swift")
        self.assertEqual(re.findall(r'\.package\(path: "([^"]+)"\)', manifest),
                         ["../WeatherClient", "../SuntimesClient", "../LoadStore",
                          "../DependencyRegistry", "../TerminalScreen", "../TerminalSession"])
        self.assertEqual(manifest.count('.product(name: "SuntimesClient"'), 2)
        live = self.read("Packages/WeatherClientLive/Package.swift")
        self.assertEqual(re.findall(r'\.package\(path: "([^"]+)"\)', live),
                         ["../WeatherClient", "../HTTPTransport"])

    def test_new_files_are_lint_clean(self):
        files = [self.path(p) for p in self.after if p.endswith(".swift")
                 and p.split("/")[1] in NEW_PACKAGES]
        self.assertGreater(len(files), 20)
        self.assertEqual(lint_findings(files, self.root), [])

    def test_app_files_gain_no_lint_finding(self):
        before_dir = os.path.join(self.tmp, "lint-before")
        os.makedirs(before_dir, exist_ok=True)
        pairs = [(APP_MANIFEST, self.manifest_before),
                 (COMPOSITION_ROOT, self.composition_before)]
        for relative, text in pairs:
            before = os.path.join(before_dir, os.path.basename(relative))
            with open(before, "w", encoding="utf-8") as f:
                f.write(text)
            old = lint_findings([before], self.root)
            new = lint_findings([self.path(relative)], self.root)
            self.assertLessEqual(len(new), len(old), "\n".join(new))

    def test_architecture_check_finds_nothing_in_the_new_packages(self):
        result = subprocess.run(
            [os.path.join(self.root, "Scripts", "check-architecture"), "--root", self.root,
             "--cache-dir", os.path.join(REPO, ".build", "check-architecture-cache")],
            capture_output=True, text=True, timeout=600, env=ENV)
        self.assertIn(result.returncode, (0, 1), result.stderr)
        packages = len([d for d in os.listdir(self.path("Packages"))
                        if os.path.isfile(self.path(f"Packages/{d}/Package.swift"))]) + 1
        summary = result.stdout if result.returncode == 0 else result.stderr
        self.assertIn(f"architecture: {packages} packages checked", summary)
        ours = [line for line in result.stdout.splitlines()
                if "Weather" in line or "Forecast" in line]
        self.assertEqual(ours, [])
        if result.returncode == 1:  # the workspace's own, reported by Scripts/test as well
            print(f"\nnote: the copied workspace has other violations:\n{result.stdout}",
                  file=sys.stderr)

    # --- the app ---

    def test_the_composition_root_wires_the_live_client_above_the_marker(self):
        text = self.read(COMPOSITION_ROOT)
        imports = re.findall(r"^import (\w+)$", text, re.MULTILINE)
        self.assertEqual(imports, sorted(imports))
        self.assertIn("WeatherClient", imports)
        self.assertIn("WeatherClientLive", imports)
        wiring = ("    values.weatherClient = .live(\n"
                  "      baseURL: WeatherAPI.defaultBaseURL,\n"
                  "      transport: transport,\n"
                  "      timeout: timeout\n"
                  "    )\n"
                  f"    {MARK_LIVE}")
        self.assertIn(wiring, text)
        self.assertEqual(text.replace(wiring, f"    {MARK_LIVE}")
                         .replace("import WeatherClient\nimport WeatherClientLive\n", ""),
                         self.composition_before)

    def test_the_app_manifest_lists_the_packages_and_products(self):
        text = self.read(APP_MANIFEST)
        packages = ('    .package(path: "../Packages/WeatherClient"),\n'
                    '    .package(path: "../Packages/WeatherClientLive"),\n'
                    '    .package(path: "../Packages/ForecastFeature"),\n'
                    f"    {MARK_PACKAGES}")
        products = ('        .product(name: "WeatherClient", package: "WeatherClient"),\n'
                    '        .product(name: "WeatherClientLive", package: "WeatherClientLive"),\n'
                    '        .product(name: "ForecastFeature", package: "ForecastFeature"),\n'
                    f"        {MARK_PRODUCTS}")
        self.assertIn(packages, text)
        self.assertIn(products, text)
        result = subprocess.run(
            ["swift", "package", *swift_flags.BUILD_FLAGS, "--package-path", self.path("App"),
             "--scratch-path", os.path.join(self.tmp, "app-dump"), "dump-package"],
            capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL, env=ENV)
        self.assertEqual(result.returncode, 0, result.stderr)
        dump = json.loads(result.stdout)
        paths = [os.path.basename(d["fileSystem"][0]["path"]) for d in dump["dependencies"]
                 if "fileSystem" in d]
        for package in NEW_PACKAGES:
            self.assertIn(package, paths)
        cli = next(t for t in dump["targets"] if t["name"] == "SunsonicCLI")
        products = [d["product"][0] for d in cli["dependencies"] if "product" in d]
        for package in NEW_PACKAGES:
            self.assertIn(package, products)

    @unittest.skipUnless(os.environ.get("SCAFFOLD_TEST_BUILD_APP") == "1",
                         "a cold build of the app takes minutes; SCAFFOLD_TEST_BUILD_APP=1 runs it")
    def test_the_app_builds(self):
        result = subprocess.run(
            ["swift", "build", *swift_flags.BUILD_FLAGS, "--product", "sunsonic", "--scratch-path",
             os.path.join(self.tmp, "app-build")], cwd=self.path("App"),
            capture_output=True, text=True, timeout=1800, stdin=subprocess.DEVNULL, env=ENV)
        self.assertEqual(result.returncode, 0, result.stdout[-3000:] + result.stderr[-2000:])

    # --- the new packages' own tests ---

    def swift_test(self, package: str):
        # One scratch path for the three packages: each builds from its own manifest, and a
        # module another already built with the same command (the registry, WeatherClient)
        # is up to date, which saves a third of the time.
        scratch = os.path.join(self.tmp, "swift-build")
        result = subprocess.run(
            ["swift", "test", *swift_flags.TEST_FLAGS, "--scratch-path", scratch],
            cwd=self.path(f"Packages/{package}"),
            capture_output=True, text=True, timeout=SWIFT_TEST_TIMEOUT_S,
            stdin=subprocess.DEVNULL, env=ENV)
        output = result.stdout + result.stderr
        self.assertEqual(result.returncode, 0, output[-4000:])
        summary = re.findall(r"Test run with (\d+) tests? in \d+ suites? passed", output)
        self.assertEqual(summary, [str(EXPECTED_TEST_COUNTS[package])], output[-2000:])
        self.assertNotIn("✘", output)

    def test_swift_test_weather_client(self):
        self.swift_test("WeatherClient")

    def test_swift_test_weather_client_live(self):
        self.swift_test("WeatherClientLive")

    def test_swift_test_forecast_feature(self):
        self.swift_test("ForecastFeature")

    # --- refusals: one line, exit 64, nothing created ---

    def assertRefused(self, result, prog: str, fragment: str, code: int = 64):
        self.assertEqual(result.returncode, code, result.stderr)
        self.assertEqual(result.stdout, "")
        lines = result.stderr.splitlines()
        self.assertEqual(len(lines), 1, result.stderr)
        self.assertTrue(lines[0].startswith(f"{prog}: "), lines[0])
        self.assertIn(fragment, lines[0])
        self.assertUnchanged()

    def test_invalid_client_names_are_refused(self):
        cases = {
            "weather": "is not UpperCamelCase ASCII",
            "Weather_2": "is not UpperCamelCase ASCII",
            "Wéather": "is not UpperCamelCase ASCII",
            "HTTPBin": "is not UpperCamelCase ASCII",
            "Two Words": "is not UpperCamelCase ASCII",
            "../Evil": "is not UpperCamelCase ASCII",
            "": "name is empty",
            "A" + "b" * 20: "longer than 20 characters",
            "RadarClient": "ends with Client",
            "Default": "Swift keyword",
            "Transport": "would clash with TransportError",
        }
        for name, fragment in cases.items():
            with self.subTest(name=name):
                self.assertRefused(run(self.root, "new-client", name), "new-client", fragment)

    def test_existing_clients_are_refused(self):
        for name in ("Weather", "Suntimes"):
            with self.subTest(name=name):
                self.assertRefused(run(self.root, "new-client", name), "new-client",
                                   f"Packages/{name}Client already exists")

    def test_a_client_whose_live_half_exists_is_refused(self):
        os.makedirs(self.path("Packages/RadarClientLive"))
        try:
            self.assertRefused(run(self.root, "new-client", "Radar"), "new-client",
                               "Packages/RadarClientLive already exists")
        finally:
            os.rmdir(self.path("Packages/RadarClientLive"))

    def test_wrong_arguments_to_new_client_are_refused(self):
        self.assertRefused(run(self.root, "new-client"), "new-client", "give exactly one NAME")
        self.assertRefused(run(self.root, "new-client", "Radar", "Sonar"), "new-client",
                           "give exactly one NAME")

    def test_bad_features_are_refused(self):
        cases = [
            (["Forecast", "--uses", "Weather"], "Packages/ForecastFeature already exists"),
            (["Suntimes", "--uses", "Suntimes"], "Packages/SuntimesFeature already exists"),
            (["radar", "--uses", "Weather"], "is not UpperCamelCase ASCII"),
            (["RadarFeature", "--uses", "Weather"], "ends with Feature"),
            (["Load", "--uses", "Weather"], "would clash with LoadStore"),
            (["Radar", "--uses", "Nope"], "there is no Packages/NopeClient"),
            (["Radar", "--uses", "Weather", "--uses", "Nope"], "there is no Packages/NopeClient"),
            (["Radar", "--uses", "nope"], "is not UpperCamelCase ASCII"),
            (["Radar", "--uses", "Suntimes", "--uses", "Weather"],
             "--uses Suntimes: the store calls its first client's `fetchGreeting`"),
            (["Radar"], "give at least one client with --uses"),
            (["Radar", "--uses"], "--uses needs a client name"),
            (["Radar", "--uses", "Weather", "--uses", "Weather"], "--uses Weather is given twice"),
            (["Radar", "--uses=Weather,Weather"], "--uses Weather is given twice"),
            (["Radar", "--uses", "Weather", "--colour"], "unknown option --colour"),
            (["--uses", "Weather"], "no feature name given"),
        ]
        for args, fragment in cases:
            with self.subTest(args=args):
                self.assertRefused(run(self.root, "new-feature", *args), "new-feature", fragment)

    def test_a_missing_marker_fails_before_anything_is_created(self):
        path = self.path(COMPOSITION_ROOT)
        with open(path, encoding="utf-8") as f:
            original = f.read()
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original.replace(MARK_LIVE, "// moved"))
            result = run(self.root, "new-client", "Radar")
            self.assertEqual(result.returncode, 1)
            self.assertEqual(result.stderr.splitlines(), [
                f"new-client: {COMPOSITION_ROOT} has no `{MARK_LIVE}` "
                "marker lines (need exactly one)"])
            self.assertFalse(os.path.exists(self.path("Packages/RadarClient")))
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original)
        self.assertUnchanged()

    def test_a_failure_half_way_puts_everything_back(self):
        plan = scaffold.plan_client(self.root, "Radar")
        real_replace = os.replace
        calls = []

        def failing_replace(source, target):
            calls.append(target)
            if len(calls) == 2:  # the first app file is replaced, the second fails
                raise OSError(28, "No space left on device", target)
            return real_replace(source, target)

        with mock.patch.object(scaffold.os, "replace", failing_replace):
            with self.assertRaises(OSError):
                plan.commit()
        self.assertEqual(len(calls), 2)
        self.assertUnchanged()
        leftovers = [n for n in os.listdir(self.path(".build")) if n.startswith("scaffold-")]
        self.assertEqual(leftovers, [])


class NameTests(unittest.TestCase):
    """Names that move the imports (first, last, before and after `HTTPTransport` by case) and
    the longest allowed, scaffolded into a bare workspace: the templates, the registry's and
    the transport's folders, the app's two wired files. Lint only."""

    CLIENTS = ["Aa", "Hello", "Zz", "Abcdefghijklmnopqrst"]
    FEATURES = [("Zyxwvutsrqponmlkjihg", ["Abcdefghijklmnopqrst", "Hello"]), ("Aa", ["Zz"])]

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="test-scaffolding-names-")
        cls.root = cls.tmp
        shutil.copytree(TEMPLATES, os.path.join(cls.root, "Scripts", "templates"))
        shutil.copy2(os.path.join(REPO, CONFIG), cls.root)
        for support in ("DependencyRegistry", "HTTPTransport", "LoadStore", "TerminalScreen",
                        "TerminalSession"):
            os.makedirs(os.path.join(cls.root, "Packages", support))
        for relative in (APP_MANIFEST, COMPOSITION_ROOT):
            os.makedirs(os.path.dirname(os.path.join(cls.root, relative)), exist_ok=True)
            shutil.copy2(os.path.join(REPO, relative), os.path.join(cls.root, relative))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def test_every_generated_and_wired_file_is_lint_clean(self):
        for name in self.CLIENTS:
            scaffold.plan_client(self.root, name).commit()
        for name, uses in self.FEATURES:
            scaffold.plan_feature(self.root, name, uses).commit()
        files = swift_files(os.path.join(self.root, "Packages")) + [
            os.path.join(self.root, APP_MANIFEST), os.path.join(self.root, COMPOSITION_ROOT)]
        self.assertEqual(len(files), 2 + 21 * len(self.CLIENTS) + 9 * len(self.FEATURES))
        self.assertEqual(lint_findings(files, self.root), [])
        store = os.path.join(self.root, "Packages", "AaFeature", "Sources", "AaFeature",
                             "AaStore.swift")
        with open(store, encoding="utf-8") as f:
            self.assertIn("LoadStore<AaRequest, String, ZzError>", f.read())


class TemplateTests(unittest.TestCase):
    def test_templates_are_lint_clean_as_they_are(self):
        files = swift_files(TEMPLATES)
        self.assertGreater(len(files), 25)
        self.assertEqual(lint_findings(files), [])

    def test_every_package_with_tests_has_the_shared_entry_point(self):
        """Every Tests/LinuxMain.swift is the templates' one: without it, SwiftPM on Linux
        generates its XCTest discovery module and runner again."""
        with open(LINUX_MAIN, encoding="utf-8") as f:
            expected = f.read()
        folders = [os.path.join(REPO, "App")] + sorted(
            os.path.join(REPO, "Packages", name)
            for name in os.listdir(os.path.join(REPO, "Packages"))) + sorted(
            os.path.join(TEMPLATES, kind, name) for kind in ("client", "feature")
            for name in os.listdir(os.path.join(TEMPLATES, kind)) if name != "App")
        checked = 0
        for folder in folders:
            if not os.path.isdir(os.path.join(folder, "Tests")):
                continue
            with self.subTest(package=os.path.relpath(folder, REPO)):
                path = os.path.join(folder, "Tests", "LinuxMain.swift")
                self.assertTrue(os.path.isfile(path), f"{path} is missing")
                with open(path, encoding="utf-8") as f:
                    self.assertEqual(f.read(), expected, path)
            checked += 1
        self.assertGreaterEqual(checked, 17)

    def test_no_python_holds_swift(self):
        for name in ("scaffold.py",):
            with open(os.path.join(SCRIPTS, "lib", name), encoding="utf-8") as f:
                text = f.read()
            self.assertNotRegex(text, r"public (struct|enum|func|static)|@Test|extension \w+ \{")
        self.assertFalse(os.path.exists(os.path.join(SCRIPTS, "lib", "scaffold_templates.py")))


class HelperTests(unittest.TestCase):
    def test_placeholders_are_filled_in_one_pass(self):
        values = scaffold.placeholders("Upstream", ["Example"])
        self.assertEqual(scaffold.fill("ExampleStore upstreamClient exampleClient", values),
                         "UpstreamStore exampleClient upstreamClient")

    def test_manifest_lines_naming_the_client_repeat_per_client(self):
        text = ('/// Uses `UpstreamClient`.\n    .package(path: "../UpstreamClient"),\n'
                '    .package(path: "../LoadStore"),')
        self.assertEqual(scaffold.repeat_per_client(text, ["Upstream", "Suntimes"]),
                         '/// Uses `UpstreamClient`.\n    .package(path: "../UpstreamClient"),\n'
                         '    .package(path: "../SuntimesClient"),\n'
                         '    .package(path: "../LoadStore"),')

    def test_the_first_import_block_is_sorted_by_byte_order(self):
        text = "import Testing\nimport HelloClient\nimport HTTPTransport\n\nimport Zed\nlet x = 1\n"
        self.assertEqual(scaffold.add_imports(text),
                         "import HTTPTransport\nimport HelloClient\nimport Testing\n\n"
                         "import Zed\nlet x = 1\n")

    def test_imports_go_where_swift_format_sorts_them(self):
        text = "import Foundation\nimport SuntimesClient\n\nenum X {}\n"
        self.assertEqual(
            scaffold.add_imports(text, ["AlphaClient", "Foundation", "ZuluClient"]),
            "import AlphaClient\nimport Foundation\nimport SuntimesClient\nimport ZuluClient\n"
            "\nenum X {}\n")
        self.assertEqual(scaffold.add_imports("enum X {}\n"), "enum X {}\n")

    def test_marker_insertion_keeps_indentation_and_skips_present_entries(self):
        text = "  [\n    a,\n    // scaffold: things\n  ]"
        self.assertEqual(
            scaffold.insert_above_marker(text, "// scaffold: things", ["a,", "b,"], "X"),
            "  [\n    a,\n    b,\n    // scaffold: things\n  ]")
        with self.assertRaises(scaffold.ScaffoldError):
            scaffold.insert_above_marker("no marker", "// scaffold: things", ["a"], "X")

    def test_snippet_blocks_go_above_their_markers_with_their_imports(self):
        snippet = ("import B\n\nfunc f() {\n  g()\n  // scaffold: begin\n  h(\n    1)\n"
                   "  // scaffold: calls\n}\n")
        app = "import A\nimport C\n\nfunc main() {\n    // scaffold: calls (add above)\n}\n"
        self.assertEqual(scaffold.apply_snippet(app, snippet, "App/X.swift"),
                         "import A\nimport B\nimport C\n\nfunc main() {\n    h(\n      1)\n"
                         "    // scaffold: calls (add above)\n}\n")

    def test_long_comment_lines_are_split_at_spaces_and_carried_on(self):
        line = "  /// " + " ".join(["word"] * 30)
        wrapped = scaffold.wrap_comments(line).split("\n")
        self.assertEqual(len(wrapped), 2)
        self.assertTrue(all(len(w) <= 100 and w.startswith("  /// ") for w in wrapped))
        self.assertEqual(" ".join(w[6:] for w in wrapped), " ".join(["word"] * 30))
        carried = scaffold.wrap_comments(f"{line}\n  /// more.\n  ///\n  ///   - x: y").split("\n")
        self.assertEqual(carried[1:], ["  /// " + " ".join(["word"] * 11) + " more.", "  ///",
                                       "  ///   - x: y"])

    def test_feature_arguments_take_repeated_and_comma_separated_clients(self):
        self.assertEqual(scaffold.parse_feature_args(["F", "--uses", "A,B", "--uses=C"]),
                         ("F", ["A", "B", "C"]))


if __name__ == "__main__":
    unittest.main()

"""Tests for Scripts/check-architecture, on generated fixture workspaces.

One clean base workspace is generated once; each broken variant is a copy with one edit (two for
the transitive case). All runs share one dump-package cache, so an unchanged manifest is dumped
once for the whole suite and each variant costs at most one `swift package dump-package` call.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

import script_module  # noqa: E402

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(SCRIPTS, "check-architecture")
NET = "networking belongs in live packages"
REMOTE = "remote packages are not allowed; use the toolchain only"

# name -> local dependencies (package names). App/ is named "sunsonic" on purpose: its role
# comes from its folder.
BASE = {
    "DependencyRegistry": [],
    "HTTPTransport": [],
    "SubsonicClient": ["DependencyRegistry"],
    "SubsonicClientLive": ["SubsonicClient", "HTTPTransport", "DependencyRegistry"],
    "SuntimesClient": ["DependencyRegistry"],
    "SuntimesClientLive": ["SuntimesClient"],
    "LibraryFeature": ["SubsonicClient", "DependencyRegistry"],
    "SuntimesFeature": ["SuntimesClient"],
}
APP_DEPS = ["LibraryFeature", "SuntimesFeature", "SubsonicClientLive", "SuntimesClientLive",
            "DependencyRegistry"]

# Sources of the clean base: networking where it belongs, and mentions of it in comments and
# strings of a feature, which must not count.
BASE_SOURCES = {
    "HTTPTransport": "import Foundation\n#if canImport(FoundationNetworking)\n"
                     "import FoundationNetworking\n#endif\n\npublic let session = URLSession.shared\n",
    "SubsonicClientLive": "import Foundation\n@preconcurrency import FoundationNetworking\n"
                          "import HTTPTransport\nimport SubsonicClient\n",
    "LibraryFeature": "import Foundation\nimport SubsonicClient\n"
                      "// Not here: import FoundationNetworking; URLSession lives in SubsonicClientLive.\n"
                      "/* import HTTPTransport /* nested */ URLSession */\n"
                      "let note = \"import FoundationNetworking and URLSession are for live packages\"\n"
                      "let raw = #\"URLSession \\\"quoted\\\"\"#\n",
}


def manifest(name, deps, prefix="../", executable=False, extra_deps=()):
    dep_lines = [f'        .package(path: "{prefix}{d}"),' for d in deps]
    dep_lines += [f"        {d}," for d in extra_deps]
    products = [f'.product(name: "{d}", package: "{d}")' for d in deps]
    kind = "executableTarget" if executable else "target"
    product = "" if executable else f'    products: [.library(name: "{name}", targets: ["{name}"])],\n'
    return (
        "// swift-tools-version:6.0\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        f'    name: "{name}",\n'
        f"{product}"
        "    dependencies: [\n" + "\n".join(dep_lines) + "\n    ],\n"
        "    targets: [\n"
        f'        .{kind}(name: "{name}", dependencies: [{", ".join(products)}]),\n'
        "    ]\n"
        ")\n"
    )


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def write_package(root, name, deps, extra_deps=(), manifest_name=None):
    d = os.path.join(root, "Packages", name)
    target = manifest_name or name
    write(os.path.join(d, "Package.swift"), manifest(target, deps, extra_deps=extra_deps))
    write(os.path.join(d, "Sources", target, f"{target}.swift"),
          BASE_SOURCES.get(name, "import Foundation\n"))


def make_base(root):
    for name, deps in BASE.items():
        write_package(root, name, deps)
    write(os.path.join(root, "App", "Package.swift"),
          manifest("sunsonic", APP_DEPS, prefix="../Packages/", executable=True))
    write(os.path.join(root, "App", "Sources", "sunsonic", "main.swift"), 'print("hi")\n')


def load_script_module():
    return script_module.load(SCRIPT, "check_architecture")


class CheckArchitectureTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if shutil.which("swift") is None:
            raise unittest.SkipTest("swift toolchain not on PATH")
        cls.tmp = tempfile.mkdtemp(prefix="check-arch-test-")
        cls.cache = os.path.join(cls.tmp, "cache")
        cls.base = os.path.join(cls.tmp, "base")
        make_base(cls.base)
        cls.count = 0
        cls.clean = cls.run_check(cls.base)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    @classmethod
    def run_check(cls, root, *args):
        return subprocess.run(
            [sys.executable, SCRIPT, "--root", root, "--cache-dir", cls.cache, *args],
            capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL,
        )

    def variant(self):
        CheckArchitectureTest.count += 1
        root = os.path.join(self.tmp, f"v{self.count}")
        shutil.copytree(self.base, root)
        return root

    def add_deps(self, root, name, *deps, extra=()):
        write_package(root, name, BASE[name] + list(deps), extra_deps=extra)

    def assert_violations(self, root, expected, packages=9):
        result = self.run_check(root)
        self.assertEqual(result.stdout.splitlines(), sorted(expected), result.stderr)
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertEqual(result.stderr.strip(),
                         f"architecture: {packages} packages checked, {len(expected)} violations")

    # --- clean workspace ---

    def test_clean_workspace_passes(self):
        self.assertEqual(self.clean.stdout, "architecture: 9 packages checked, 0 violations\n",
                         self.clean.stderr)
        self.assertEqual(self.clean.returncode, 0)
        self.assertEqual(self.clean.stderr, "")

    def test_clean_run_leaves_package_folders_alone_and_fills_the_cache(self):
        for name in BASE:
            self.assertFalse(os.path.exists(os.path.join(self.base, "Packages", name, ".build")))
        self.assertGreaterEqual(len([f for f in os.listdir(self.cache) if f.endswith(".json")]), 9)
        again = self.run_check(self.base)
        self.assertEqual((again.returncode, again.stdout), (0, self.clean.stdout))

    # --- dependency rules ---

    def test_feature_to_live_direct(self):
        root = self.variant()
        self.add_deps(root, "LibraryFeature", "SubsonicClientLive")
        self.assert_violations(root, [
            "LibraryFeature -> SubsonicClientLive: a feature may not depend on a live package"])

    def test_feature_to_live_transitive(self):
        root = self.variant()
        self.add_deps(root, "LibraryFeature", "SuntimesFeature")
        self.add_deps(root, "SuntimesFeature", "SuntimesClientLive")
        self.assert_violations(root, [
            "LibraryFeature -> SuntimesClientLive (via SuntimesFeature): "
            "a feature may not depend on a live package",
            "SuntimesFeature -> SuntimesClientLive: a feature may not depend on a live package",
        ])

    def test_feature_to_transport(self):
        root = self.variant()
        self.add_deps(root, "LibraryFeature", "HTTPTransport")
        self.assert_violations(root, [
            f"LibraryFeature -> HTTPTransport: a feature may not depend on transport support; {NET}"])

    def test_interface_to_live(self):
        root = self.variant()
        self.add_deps(root, "SuntimesClient", "SubsonicClientLive")
        self.assert_violations(root, [
            "SuntimesClient -> SubsonicClientLive: an interface may not depend on a live package",
            "SuntimesClientLive -> SubsonicClientLive (via SuntimesClient): "
            "a live package may not depend on another live package",
            "SuntimesFeature -> SubsonicClientLive (via SuntimesClient): "
            "a feature may not depend on a live package",
        ])

    def test_interface_to_feature(self):
        root = self.variant()
        self.add_deps(root, "SuntimesClient", "LibraryFeature")
        self.assert_violations(root, [
            "SuntimesClient -> LibraryFeature: an interface may not depend on a feature",
            "SuntimesClientLive -> LibraryFeature (via SuntimesClient): "
            "a live package may not depend on a feature",
        ])

    def test_interface_to_transport(self):
        root = self.variant()
        self.add_deps(root, "SubsonicClient", "HTTPTransport")
        self.assert_violations(root, [
            "LibraryFeature -> HTTPTransport (via SubsonicClient): "
            f"a feature may not depend on transport support; {NET}",
            f"SubsonicClient -> HTTPTransport: an interface may not depend on transport support; {NET}",
        ])

    def test_interface_to_other_interface(self):
        root = self.variant()
        self.add_deps(root, "SuntimesClient", "SubsonicClient")
        self.assert_violations(root, [
            "SuntimesClient -> SubsonicClient: "
            "an interface may depend only on registry/model support, not on another interface",
            "SuntimesClientLive -> SubsonicClient (via SuntimesClient): "
            "a live package may depend only on its own interface (SuntimesClient)",
        ])

    def test_live_to_other_live(self):
        root = self.variant()
        self.add_deps(root, "SuntimesClientLive", "SubsonicClientLive")
        self.assert_violations(root, [
            "SuntimesClientLive -> SubsonicClientLive: "
            "a live package may not depend on another live package"])

    def test_live_to_feature(self):
        root = self.variant()
        self.add_deps(root, "SubsonicClientLive", "LibraryFeature")
        self.assert_violations(root, [
            "SubsonicClientLive -> LibraryFeature: a live package may not depend on a feature"])

    def test_live_to_other_interface(self):
        root = self.variant()
        self.add_deps(root, "SubsonicClientLive", "SuntimesClient")
        self.assert_violations(root, [
            "SubsonicClientLive -> SuntimesClient: "
            "a live package may depend only on its own interface (SubsonicClient)"])

    def test_second_live_implementation_reaches_only_its_interface(self):
        root = self.variant()
        write_package(root, "SuntimesClientComputedLive", ["SuntimesClient"])
        result = self.run_check(root)
        self.assertEqual((result.returncode, result.stdout),
                         (0, "architecture: 10 packages checked, 0 violations\n"), result.stderr)
        write_package(root, "SuntimesClientComputedLive", ["SuntimesClient", "SubsonicClient"])
        write_package(root, "SuntimesFeature", ["SuntimesClient", "SuntimesClientComputedLive"])
        self.assert_violations(root, [
            "SuntimesClientComputedLive -> SubsonicClient: "
            "a live package may depend only on its own interface (SuntimesClient)",
            "SuntimesFeature -> SuntimesClientComputedLive: "
            "a feature may not depend on a live package",
        ], packages=10)

    def test_non_app_package_to_live(self):
        root = self.variant()
        self.add_deps(root, "HTTPTransport", "SuntimesClientLive")
        self.assert_violations(root, [
            "HTTPTransport -> SuntimesClientLive: only the app may depend on a live package",
            "SubsonicClientLive -> SuntimesClientLive (via HTTPTransport): "
            "a live package may not depend on another live package",
        ])

    def test_remote_dependency(self):
        root = self.variant()
        self.add_deps(root, "SuntimesClient", extra=[
            '.package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0")'])
        self.assert_violations(root, [
            f"SuntimesClient -> https://github.com/apple/swift-collections.git: {REMOTE}"])

    def test_unknown_role(self):
        root = self.variant()
        write_package(root, "Utilities", [])
        self.assert_violations(root, [
            "Utilities: unknown role; name it …Client, …ClientLive or …Feature, "
            "or list it as shared support in Scripts/check-architecture"], packages=10)

    def test_folder_and_manifest_name_differ(self):
        root = self.variant()
        write_package(root, "PlayerFeature", ["SubsonicClient"], manifest_name="NowPlayingFeature")
        self.assert_violations(root, [
            "Packages/PlayerFeature: its manifest names the package NowPlayingFeature; "
            "name the folder after the package"], packages=10)

    def test_dangling_path(self):
        root = self.variant()
        self.add_deps(root, "LibraryFeature", "Nowhere")
        self.assert_violations(root, [
            "LibraryFeature -> Packages/Nowhere: local dependency points to no package"])

    def test_missing_interface_of_live_package(self):
        root = self.variant()
        shutil.rmtree(os.path.join(root, "Packages", "SuntimesClient"))
        self.assert_violations(root, [
            "SuntimesClientLive -> Packages/SuntimesClient: local dependency points to no package",
            "SuntimesClientLive: its interface package SuntimesClient does not exist",
            "SuntimesFeature -> Packages/SuntimesClient: local dependency points to no package",
        ], packages=8)

    # --- source imports ---

    def test_feature_source_imports_foundation_networking(self):
        root = self.variant()
        write(os.path.join(root, "Packages/SuntimesFeature/Sources/SuntimesFeature/Net/Fetch.swift"),
              "import Foundation\n#if canImport(FoundationNetworking)\n"
              "  import FoundationNetworking\n#endif\n")
        self.assert_violations(root, [
            "SuntimesFeature/Sources/SuntimesFeature/Net/Fetch.swift imports FoundationNetworking: "
            f"{NET}"])

    def test_sources_importing_live_and_transport_modules_or_using_urlsession(self):
        root = self.variant()
        write(os.path.join(root, "Packages/LibraryFeature/Sources/LibraryFeature/Player.swift"),
              "@testable import SubsonicClientLive\n")
        write(os.path.join(root, "Packages/SubsonicClient/Sources/SubsonicClient/Client.swift"),
              "public import struct HTTPTransport.Request\n"
              "let s = URLSession.shared\n")
        self.assert_violations(root, [
            f"LibraryFeature/Sources/LibraryFeature/Player.swift imports SubsonicClientLive: {NET}",
            f"SubsonicClient/Sources/SubsonicClient/Client.swift imports HTTPTransport: {NET}",
            f"SubsonicClient/Sources/SubsonicClient/Client.swift uses URLSession: {NET}",
            # Undeclared as well: the manifests name neither module.
            "LibraryFeature/Sources/LibraryFeature/Player.swift imports SubsonicClientLive, which "
            "target LibraryFeature does not declare in its manifest",
            "SubsonicClient/Sources/SubsonicClient/Client.swift imports HTTPTransport, which "
            "target SubsonicClient does not declare in its manifest",
        ])

    def test_feature_sources_may_not_import_an_in_memory_client(self):
        root = self.variant()
        write(os.path.join(root, "Packages/LibraryFeature/Sources/LibraryFeature/Preview.swift"),
              "import Foundation\n@testable import SubsonicClientInMemory\n"
              "// import SuntimesClientInMemory in a comment does not count\n")
        self.assert_violations(root, [
            "LibraryFeature/Sources/LibraryFeature/Preview.swift imports SubsonicClientInMemory: "
            "an in-memory client is for tests and the app's --preview, not a feature's library"])

    def test_a_features_preview_executable_may_import_an_in_memory_client(self):
        root = self.variant()
        folder = os.path.join(root, "Packages/LibraryFeature")
        with open(os.path.join(folder, "Package.swift"), encoding="utf-8") as f:
            text = f.read()
        write(os.path.join(folder, "Package.swift"), text.replace(
            "    ]\n)\n",
            '        .executableTarget(name: "LibraryPreview", dependencies: ["LibraryFeature"]),\n'
            "    ]\n)\n"))
        write(os.path.join(folder, "Sources/LibraryPreview/main.swift"),
              "import LibraryFeature\nimport SubsonicClientInMemory\n")
        write(os.path.join(folder, "Sources/LibraryFeature/Preview.swift"),
              "import SubsonicClientInMemory\n")
        self.assert_violations(root, [
            "LibraryFeature/Sources/LibraryFeature/Preview.swift imports SubsonicClientInMemory: "
            "an in-memory client is for tests and the app's --preview, not a feature's library"])

    def test_a_target_imports_only_the_workspace_modules_its_manifest_declares(self):
        # A shared build folder (Scripts/test) would compile this; the package's own would not.
        root = self.variant()
        folder = os.path.join(root, "Packages/LibraryFeature")
        with open(os.path.join(folder, "Package.swift"), encoding="utf-8") as f:
            text = f.read()
        write(os.path.join(folder, "Package.swift"), text.replace(
            "    ]\n)\n",
            '        .testTarget(name: "LibraryFeatureTests", dependencies: ["LibraryFeature"]),\n'
            "    ]\n)\n"))
        write(os.path.join(folder, "Sources/LibraryFeature/Sun.swift"),
              "import Foundation\nimport SubsonicClient\nimport DependencyRegistry\n"
              "@preconcurrency import SuntimesClient\n// import SuntimesFeature: a comment\n")
        write(os.path.join(folder, "Tests/LibraryFeatureTests/LibraryTests.swift"),
              "import Testing\n@testable import LibraryFeature\nimport SubsonicClient\n")
        self.assert_violations(root, [
            "LibraryFeature/Sources/LibraryFeature/Sun.swift imports SuntimesClient, which target "
            "LibraryFeature does not declare in its manifest",
            "LibraryFeature/Tests/LibraryFeatureTests/LibraryTests.swift imports SubsonicClient, "
            "which target LibraryFeatureTests does not declare in its manifest"])

    # --- shared feature code ---

    def test_shared_feature_code_may_use_interfaces_and_features_may_use_it(self):
        root = self.variant()
        write_package(root, "MusicPresentation", ["SubsonicClient", "DependencyRegistry"])
        self.add_deps(root, "LibraryFeature", "MusicPresentation")
        result = self.run_check(root)
        self.assertEqual((result.returncode, result.stdout),
                         (0, "architecture: 10 packages checked, 0 violations\n"), result.stderr)

    def test_only_features_and_the_app_may_use_shared_feature_code(self):
        root = self.variant()
        write_package(root, "MusicPresentation", ["SubsonicClient", "LibraryFeature"])
        self.add_deps(root, "SuntimesClient", "MusicPresentation")
        self.add_deps(root, "SuntimesClientLive", "MusicPresentation")
        self.add_deps(root, "HTTPTransport", "MusicPresentation")
        self.assert_violations(root, [
            "HTTPTransport -> MusicPresentation: transport support may not depend on "
            "shared feature code",
            "MusicPresentation -> LibraryFeature: shared feature code may not depend on a feature",
            "SubsonicClientLive -> MusicPresentation (via HTTPTransport): a live package may not "
            "depend on shared feature code",
            "SuntimesClient -> MusicPresentation: an interface may depend only on registry/model "
            "support, not on shared feature code",
            "SuntimesClientLive -> MusicPresentation: a live package may not depend on shared "
            "feature code",
        ], packages=10)

    # --- terminal support ---

    def test_features_may_use_terminal_support_which_uses_model_support(self):
        root = self.variant()
        write_package(root, "TerminalSession", ["DependencyRegistry"])
        self.add_deps(root, "LibraryFeature", "TerminalSession")
        result = self.run_check(root)
        self.assertEqual((result.returncode, result.stdout),
                         (0, "architecture: 10 packages checked, 0 violations\n"), result.stderr)

    def test_only_features_and_the_app_may_use_terminal_support(self):
        root = self.variant()
        write_package(root, "TerminalSession", ["SubsonicClient"])
        self.add_deps(root, "SuntimesClient", "TerminalSession")
        self.add_deps(root, "SuntimesClientLive", "TerminalSession")
        self.add_deps(root, "HTTPTransport", "TerminalSession")
        hint = "only features and the app use the terminal"
        self.assert_violations(root, [
            f"HTTPTransport -> TerminalSession: transport support may not depend on terminal "
            f"support; {hint}",
            f"SubsonicClientLive -> TerminalSession (via HTTPTransport): a live package may not "
            f"depend on terminal support; {hint}",
            f"SuntimesClient -> TerminalSession: an interface may not depend on terminal "
            f"support; {hint}",
            f"SuntimesClientLive -> TerminalSession: a live package may not depend on terminal "
            f"support; {hint}",
            "TerminalSession -> SubsonicClient: terminal support may depend only on "
            "registry/model support",
        ], packages=10)

    def test_terminal_support_sources_import_no_networking(self):
        root = self.variant()
        write_package(root, "TerminalSession", ["DependencyRegistry"])
        write(os.path.join(root, "Packages/TerminalSession/Sources/TerminalSession/Raw.swift"),
              "import FoundationNetworking\n")
        self.assert_violations(root, [
            f"TerminalSession/Sources/TerminalSession/Raw.swift imports FoundationNetworking: {NET}"],
            packages=10)

    # --- errors (exit 2, one line) ---

    def test_broken_manifest_exits_2_naming_it(self):
        root = self.variant()
        write(os.path.join(root, "Packages/SuntimesFeature/Package.swift"),
              "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(\n")
        result = self.run_check(root)
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stdout, "")
        self.assertEqual(len(result.stderr.splitlines()), 1, result.stderr)
        self.assertTrue(result.stderr.startswith(
            "check-architecture: swift package dump-package failed for "
            "Packages/SuntimesFeature/Package.swift: "), result.stderr)

    def test_usage_errors_exit_2_with_one_line(self):
        for args, start in (
            (["--bogus"], "check-architecture: unknown argument '--bogus'"),
            (["--root", os.path.join(self.tmp, "absent")], "check-architecture: --root "),
        ):
            result = subprocess.run([sys.executable, SCRIPT, *args], capture_output=True,
                                    text=True, timeout=60)
            self.assertEqual(result.returncode, 2, args)
            self.assertEqual(result.stdout, "")
            self.assertEqual(len(result.stderr.splitlines()), 1, result.stderr)
            self.assertTrue(result.stderr.startswith(start), result.stderr)
        empty = os.path.join(self.tmp, "empty")
        os.makedirs(empty, exist_ok=True)
        result = self.run_check(empty)
        self.assertEqual(result.returncode, 2)
        self.assertIn("no Packages/ folder", result.stderr)


class SourceScanTest(unittest.TestCase):
    """The import scanner alone (no toolchain needed)."""

    @classmethod
    def setUpClass(cls):
        cls.m = load_script_module()

    def scan(self, text, forbidden=("FoundationNetworking", "HTTPTransport")):
        return self.m.scan_source(text, set(forbidden))

    def test_import_forms(self):
        for line in ("import FoundationNetworking", "  @preconcurrency import FoundationNetworking",
                     "@_exported public import FoundationNetworking",
                     "import class FoundationNetworking.URLSessionTask",
                     "internal import FoundationNetworking // why"):
            self.assertEqual(self.scan(line + "\n"), [("imports", "FoundationNetworking")], line)

    def test_allowed_imports_comments_and_strings(self):
        text = ("import Foundation\nimport FoundationNetworkingExtras\n"
                "// import FoundationNetworking\n/* a /* nested */ import HTTPTransport */\n"
                'let a = "import HTTPTransport URLSession"\n'
                'let b = """\nimport FoundationNetworking\n"""\n'
                "let c = ##\"URLSession\"# still\"##\nlet myURLSessionLike = 1\n")
        self.assertEqual(self.scan(text), [])
        self.assertEqual(self.scan(text + "import HTTPTransport\n"),
                         [("imports", "HTTPTransport")])

    def test_urlsession_use(self):
        self.assertEqual(self.scan("let s: URLSession = .shared\n"), [("uses", "URLSession")])


if __name__ == "__main__":
    unittest.main()

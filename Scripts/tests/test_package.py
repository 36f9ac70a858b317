"""Scripts/package: a Debian package of sunsonic (the release binary, its manual page and its
completions) that dpkg installs into a fresh folder root, where the binary runs and `man -w`
finds the page; then dpkg removes it again.

dpkg installs with `--root` into a temporary folder holding an empty dpkg database, with
`--force-depends` (that database knows none of the libraries the package depends on, which the
machine has) and `--force-not-root`; the package has no maintainer scripts, so nothing runs in
a chroot. mandoc and man-db come from Scripts/lib/debian-packages when missing.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from sunsonic_e2e import install_debian_packages  # noqa: E402

# Builds Swift: Scripts/lib/timed_unittest.py runs it in the build lane.
BUILDS_SWIFT = True

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "Scripts" / "package"
FILES = ["/usr/bin/sunsonic", "/usr/share/man/man1/sunsonic.1.gz",
         "/usr/share/bash-completion/completions/sunsonic",
         "/usr/share/zsh/vendor-completions/_sunsonic",
         "/usr/share/fish/vendor_completions.d/sunsonic.fish",
         "/usr/share/doc/sunsonic/copyright"]
# dpkg finds ldconfig and the like on PATH, even with --root.
ENV = {**os.environ, "PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"}


def run(*command: str, **options) -> subprocess.CompletedProcess:
    options.setdefault("env", ENV)
    return subprocess.run(command, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL, **options)


def fresh_root() -> str:
    """A temporary folder holding an empty dpkg database, to install into with --root."""
    root = tempfile.mkdtemp(prefix="sunsonic-package-")
    admin = Path(root, "var", "lib", "dpkg")
    for folder in ("info", "updates", "triggers"):
        (admin / folder).mkdir(parents=True)
    (admin / "status").touch()
    Path(root, "var", "log").mkdir(parents=True)
    return root


def dpkg(root: str, *arguments: str) -> subprocess.CompletedProcess:
    """dpkg acting on the database and files under `root`."""
    return run("dpkg", f"--root={root}", "--force-depends", "--force-not-root", "--log=/dev/null",
               *arguments)


@unittest.skipUnless(shutil.which("dpkg-deb"), "not a Debian system")
class PackageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        install_debian_packages("mandoc", "man-db")
        # --fast: gzip rather than xz, what dpkg-deb compresses with is not under test.
        cls.built = subprocess.run([str(PACKAGE), "--fast"], capture_output=True, text=True,
                                   timeout=1800, stdin=subprocess.DEVNULL)
        cls.deb = cls.built.stdout.strip()
        cls.root = fresh_root()
        cls.installed = None
        if cls.built.returncode == 0:
            cls.installed = dpkg(cls.root, "-i", cls.deb)

    @classmethod
    def tearDownClass(cls) -> None:
        shutil.rmtree(cls.root, ignore_errors=True)
        if cls.built.returncode == 0:
            Path(cls.deb).unlink(missing_ok=True)

    def setUp(self) -> None:
        self.assertEqual(self.built.returncode, 0, self.built.stderr[-3000:])
        self.assertEqual(self.installed.returncode, 0, self.installed.stderr[-3000:])

    def installed_path(self, path: str) -> Path:
        return Path(self.root, path.lstrip("/"))

    def test_the_installed_binary_runs_and_man_finds_its_page(self):
        binary = self.installed_path("/usr/bin/sunsonic")
        version = run(str(binary), "--version")
        self.assertEqual(version.returncode, 0, version.stderr)
        self.assertEqual(version.stdout, f"sunsonic {self.field('Version')}\n")
        found = run("man", "-w", "sunsonic",
                    env={**ENV, "MANPATH": str(self.installed_path("/usr/share/man"))})
        self.assertEqual(found.returncode, 0, found.stderr)
        self.assertEqual(found.stdout.strip(),
                         str(self.installed_path("/usr/share/man/man1/sunsonic.1.gz")))

    def test_the_page_is_sunsonics_and_mandoc_finds_nothing_to_say(self):
        page = self.installed_path("/usr/share/man/man1/sunsonic.1.gz")
        # gzip -n: the header's flags say no name follows, and its time (bytes 4-7) is zero.
        self.assertEqual(page.read_bytes()[:8], b"\x1f\x8b\x08\x00\x00\x00\x00\x00")
        lint = run("mandoc", "-T", "lint", "-W", "style", str(page))
        said = [line for line in (lint.stdout + lint.stderr).splitlines()
                if "mandoc.db" not in line and "referenced manual not found" not in line]
        self.assertEqual(said, [])
        self.assertEqual(lint.returncode, 0)
        # As man shows it on a terminal, bold and underline (overstrikes) taken out.
        text = re.sub(".\x08", "", run("mandoc", "-T", "ascii", str(page)).stdout)
        self.assertFalse("<?>" in text, "a character with no ASCII form")
        for heading in ("NAME", "SYNOPSIS", "MUSIC COMMANDS", "ENVIRONMENT", "FILES",
                        "EXIT STATUS", "SEE ALSO"):
            self.assertTrue(f"\n{heading}\n" in text, heading)

    def test_dpkg_lists_the_files_and_they_are_roots(self):
        listed = run("dpkg", f"--root={self.root}", "-L", "sunsonic")
        self.assertEqual(listed.returncode, 0, listed.stderr)
        for path in FILES:
            self.assertIn(path, listed.stdout.splitlines())
        for path, start in ((FILES[2], "# bash completion"), (FILES[3], "#compdef sunsonic"),
                            (FILES[4], "# fish completion")):
            self.assertTrue(self.installed_path(path).read_text().startswith(start), path)
        contents = run("dpkg-deb", "-c", self.deb).stdout.splitlines()
        self.assertTrue(contents)
        self.assertTrue(all(" root/root " in line for line in contents), contents[:3])
        self.assertTrue(os.access(self.installed_path(FILES[0]), os.X_OK))

    def test_the_copyright_file_is_machine_readable_and_says_the_license(self):
        copyright_file = self.installed_path("/usr/share/doc/sunsonic/copyright")
        self.assertEqual(copyright_file.stat().st_mode & 0o777, 0o644)
        text = copyright_file.read_text()
        # Paragraphs of `Field: value` lines; a line starting with a space continues a value.
        paragraphs = []
        for block in text.strip().split("\n\n"):
            fields = {}
            for line in block.splitlines():
                if line.startswith(" "):
                    continue
                name, separator, value = line.partition(": ")
                self.assertEqual(separator, ": ", line)
                fields[name] = value
            paragraphs.append(fields)
        header, files, *licenses = paragraphs
        self.assertEqual(header["Format"],
                         "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
        self.assertEqual(header["Upstream-Name"], "sunsonic")
        self.assertEqual(files["Files"], "*")
        self.assertRegex(files["Copyright"], r"^\d{4}(-\d{4})? \S")
        # The project states no license yet: the file says so and why, and invents none.
        self.assertEqual(files["License"], "unstated")
        self.assertEqual([fields["License"] for fields in licenses], ["unstated"])
        self.assertIn(" The project states no license: it has no LICENSE file", text)

    def test_the_control_file_says_what_the_package_is(self):
        architecture = run("dpkg", "--print-architecture").stdout.strip()
        self.assertEqual(self.field("Package"), "sunsonic")
        self.assertEqual(self.field("Architecture"), architecture)
        self.assertEqual(self.field("Section"), "sound")
        self.assertEqual(self.field("Priority"), "optional")
        self.assertRegex(self.field("Maintainer"), r"^.+ <[^ ]+@[^ ]+>$")
        self.assertRegex(self.field("Depends"), r"(^|, )libc6( |,|$)")
        self.assertIn("libcurl", self.field("Depends"))
        self.assertTrue(self.field("Description").startswith("sun times and a Subsonic"))
        self.assertEqual(Path(self.deb).name,
                         f"sunsonic_{self.field('Version')}_{architecture}.deb")
        self.assertEqual(Path(self.deb).parent, ROOT / ".build" / "package")

    def test_dpkg_removes_it_again(self):
        root = fresh_root()
        try:
            self.assertEqual(dpkg(root, "-i", self.deb).returncode, 0)
            self.assertTrue(Path(root, FILES[0].lstrip("/")).exists())
            removed = dpkg(root, "-r", "sunsonic")
            self.assertEqual(removed.returncode, 0, removed.stderr)
            for path in FILES:
                self.assertFalse(Path(root, path.lstrip("/")).exists(), path)
        finally:
            shutil.rmtree(root, ignore_errors=True)

    def field(self, name: str) -> str:
        return run("dpkg-deb", "-f", self.deb, name).stdout.strip()


class PackageUsageTests(unittest.TestCase):
    def test_help_explains_and_bad_usage_is_exit_2(self):
        shown = subprocess.run([str(PACKAGE), "--help"], capture_output=True, text=True,
                               timeout=30)
        self.assertEqual(shown.returncode, 0)
        self.assertIn("usage: Scripts/package [--fast]", shown.stdout)
        self.assertIn("dpkg -i", shown.stdout)
        for args in (["a"], ["--fast", "--fast"]):
            with self.subTest(args=args):
                bad = subprocess.run([str(PACKAGE), *args], capture_output=True, text=True,
                                     timeout=30)
                self.assertEqual(bad.returncode, 2)
                self.assertEqual(bad.stderr, "usage: Scripts/package [--fast]\n")


if __name__ == "__main__":
    unittest.main()

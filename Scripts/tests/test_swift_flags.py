"""Tests of Scripts/lib/swift_flags.py: the flags survive a clone path with a space."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "lib" / "swift_flags.py"


class SwiftFlagsTests(unittest.TestCase):
    def setUp(self):
        # A clone whose path has a space: the script finds the workspace from its own place.
        self.tmp = tempfile.mkdtemp(prefix="swift flags ")
        lib = Path(self.tmp, "my clone", "Scripts", "lib")
        lib.mkdir(parents=True)
        shutil.copy(SCRIPT, lib)
        self.script = lib / "swift_flags.py"
        self.cache = str(Path(self.tmp, "my clone", ".build", "module-cache"))

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def flags(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, str(self.script), *args], capture_output=True,
                              text=True, timeout=30)

    def words_after_eval(self, line: str) -> list[str]:
        """The arguments a shell passes to a command after `eval "command $line"`."""
        shown = subprocess.run(["bash", "-c", f'eval "printf \'%s\\n\' {line}"'],
                               capture_output=True, text=True, timeout=30, check=True)
        return shown.stdout.splitlines()

    def test_one_line_layout_keeps_a_spaced_module_cache_path_one_argument_through_eval(self):
        line = self.flags("test").stdout.strip()
        words = self.words_after_eval(line)
        self.assertEqual(words[words.index("-module-cache-path") + 2], self.cache)
        self.assertEqual(words[:3],
                         ["--disable-xctest", "--enable-swift-testing", "--disable-index-store"])

    def test_lines_layout_puts_each_flag_on_its_own_line(self):
        lines = self.flags("build", "--lines").stdout.splitlines()
        self.assertIn(self.cache, lines)
        self.assertNotIn("--disable-xctest", lines)

    def test_release_builds_in_its_own_folder_with_the_standard_library_linked_in(self):
        lines = self.flags("release", "--lines").stdout.splitlines()
        self.assertEqual(lines[:3], ["-c", "release", "--static-swift-stdlib"])
        folder = lines[lines.index("--scratch-path") + 1]
        self.assertTrue(folder.endswith(os.path.join(".build", "install")), folder)
        self.assertIn(self.cache, lines)

    def test_an_unknown_layout_is_a_usage_error(self):
        result = self.flags("test", "--json")
        self.assertEqual(result.returncode, 64)
        self.assertEqual(result.stderr.strip(), "usage: swift_flags.py build|test|release [--lines]")


if __name__ == "__main__":
    unittest.main()

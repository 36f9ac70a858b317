"""Scripts/install: a release build with the Swift standard library linked in, installed with
its shell completions and manual page under a PREFIX, runnable without the toolchain's
libraries."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

# Builds Swift: Scripts/lib/timed_unittest.py runs it in the build lane.
BUILDS_SWIFT = True

ROOT = Path(__file__).resolve().parents[2]
INSTALL = ROOT / "Scripts" / "install"


class InstallTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.prefix = tempfile.mkdtemp(prefix="sunsonic-install-")
        cls.installed = subprocess.run([str(INSTALL), cls.prefix], capture_output=True, text=True,
                                 timeout=1800)

    @classmethod
    def tearDownClass(cls) -> None:
        shutil.rmtree(cls.prefix, ignore_errors=True)

    def test_installs_the_binary_the_completions_and_the_manual_page(self):
        self.assertEqual(self.installed.returncode, 0, self.installed.stderr[-3000:])
        binary = Path(self.prefix, "bin", "sunsonic")
        self.assertTrue(os.access(binary, os.X_OK))
        self.assertIn(f"install: {binary} (sunsonic ", self.installed.stdout)
        for path, start in (("share/bash-completion/completions/sunsonic", "# bash completion"),
                            ("share/zsh/site-functions/_sunsonic", "#compdef sunsonic"),
                            ("share/fish/vendor_completions.d/sunsonic.fish", "# fish completion"),
                            ("share/man/man1/sunsonic.1", ".\\\" sunsonic(1): made by")):
            with self.subTest(path=path):
                text = Path(self.prefix, path).read_text(encoding="utf-8")
                self.assertTrue(text.startswith(start), text[:80])
        self.assertEqual([p.name for p in Path(self.prefix).rglob("*.tmp")], [])

    def test_the_binary_needs_no_swift_library_from_the_toolchain(self):
        binary = str(Path(self.prefix, "bin", "sunsonic"))
        linked = subprocess.run(["ldd", binary], capture_output=True, text=True, timeout=30)
        self.assertNotIn("libswiftCore", linked.stdout)
        self.assertNotIn("libFoundation", linked.stdout)
        run = subprocess.run([binary, "--preview", "artists"], capture_output=True, text=True,
                             timeout=30, env={"PATH": "/usr/bin:/bin", "HOME": self.prefix,
                                              "LD_LIBRARY_PATH": ""})
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("Aurora Vale", run.stdout)

    def test_bad_usage_is_exit_2(self):
        for args in (["a", "b"], ["--help"]):
            with self.subTest(args=args):
                run = subprocess.run([str(INSTALL), *args], capture_output=True, text=True,
                                     timeout=30)
                self.assertEqual(run.returncode, 2)
                self.assertEqual(run.stderr, "usage: Scripts/install [PREFIX]\n")


if __name__ == "__main__":
    unittest.main()

"""The README's "Try it with no server" examples, run as a newcomer would type them (through
bash, in an empty folder), with the built `sunsonic` first on PATH: each must succeed."""

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

from sunsonic_e2e import sunsonic_binary  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def examples() -> list[str]:
    """The command lines of the first ```sh block of `sunsonic` lines after the heading that says
    '... try it with no server'."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    parts = re.split(r"(?im)^## .*try it with no server.*$", text, maxsplit=1)
    if len(parts) < 2:
        raise AssertionError("no heading 'try it with no server' in the README")
    for block in re.findall(r"```sh\n(.*?)```", parts[1].split("\n## ", 1)[0], re.S):
        lines = [line for line in block.splitlines() if line.startswith("sunsonic ")]
        if lines:
            return lines
    raise AssertionError("no sh block of sunsonic lines in the README's 'try it with no server'")


class ReadmeExamplesTests(unittest.TestCase):
    def test_every_example_runs(self):
        lines = examples()
        self.assertGreaterEqual(len(lines), 5)
        folder = tempfile.mkdtemp(prefix="readme-examples-")
        bin_dir = os.path.join(folder, "bin")
        os.mkdir(bin_dir)
        os.symlink(sunsonic_binary(), os.path.join(bin_dir, "sunsonic"))
        work = os.path.join(folder, "work")
        os.mkdir(work)
        env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": folder, "LANG": "C.UTF-8",
               "TZ": "UTC"}
        try:
            for line in lines:
                with self.subTest(line=line):
                    run = subprocess.run(["bash", "-o", "pipefail", "-c", line], cwd=work,
                                         env=env, capture_output=True, text=True, timeout=60)
                    self.assertEqual(run.returncode, 0, f"{line}: {run.stderr}")
                    self.assertTrue(run.stdout.strip(), f"{line}: printed nothing")
        finally:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    unittest.main()

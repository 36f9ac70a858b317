"""End to end: `sunsonic completion bash|zsh|fish`, loaded into the real shells from Debian's
packages (installed by Scripts/lib/debian-packages when missing), completes commands,
subcommands, options and option values the same way in all three.

bash runs the script's function with COMP_WORDS and COMP_CWORD set as readline would; zsh runs
it with `words` and `CURRENT` set and `compadd`/`_files` recording what would be offered; fish
answers `complete -C LINE` itself.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from sunsonic_e2e import install_debian_packages, run_sunsonic  # noqa: E402

SHELLS = ("bash", "zsh", "fish")

# (line as typed, words that must be offered, words that must not)
CASES = [
    ("sunsonic ", {"sun", "artists", "playlist", "download", "completion", "help", "--preview",
                   "--version"}, {"create"}),
    ("sunsonic pl", {"playlist", "playlists"}, {"ping"}),
    ("sunsonic playlist ", {"create", "add", "remove", "rename", "delete", "show", "--song",
                            "--json"}, {"artists"}),
    ("sunsonic --preview playlist cr", {"create"}, {"add"}),
    ("sunsonic --timeout 5 ar", {"artist", "artists"}, {"album"}),
    ("sunsonic sun --so", {"--source"}, {"--song"}),
    ("sunsonic playlist --so", {"--song"}, {"--source"}),
    ("sunsonic sun --source ", {"api", "local", "auto"}, {"--lat"}),
    ("sunsonic albums --", {"--type", "--size", "--offset", "--json", "--preview"}, {"--lat"}),
    ("sunsonic completion ", {"bash", "zsh", "fish"}, set()),
    ("sunsonic help do", {"download"}, set()),
    ("sunsonic download song-1 -o ", {"FILES"}, {"--force"}),
]


class CompletionTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        install_debian_packages("zsh", "fish")
        cls.folder = tempfile.mkdtemp(prefix="e2e-completion-")
        cls.scripts = {}
        for shell in SHELLS:
            run = run_sunsonic(["completion", shell])
            if run.code != 0:
                raise AssertionError(f"completion {shell}: exit {run.code}: {run.err}")
            path = os.path.join(cls.folder, f"sunsonic.{shell}")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(run.out)
            cls.scripts[shell] = path
        # A file for -o to offer, in the folder the shells run in.
        Path(cls.folder, "song.mp3").write_bytes(b"")

    @classmethod
    def tearDownClass(cls) -> None:
        shutil.rmtree(cls.folder, ignore_errors=True)

    def offered(self, shell: str, line: str) -> set[str]:
        words = line.split()
        if line.endswith(" "):
            words.append("")
        script = self.scripts[shell]
        if shell == "bash":
            quoted = " ".join("'" + w + "'" for w in words)
            program = (f"source '{script}'; COMP_WORDS=({quoted}); COMP_CWORD={len(words) - 1};"
                       " _sunsonic; printf '%s\\n' \"${COMPREPLY[@]}\"")
            command = ["bash", "--norc", "--noprofile", "-c", program]
        elif shell == "zsh":
            quoted = " ".join("'" + w + "'" for w in words)
            program = ("autoload -U compinit && compinit -u -D; "
                       f"source '{script}'; "
                       # compadd keeps the words that start with what is typed, as zsh's does
                       "compadd() { while [[ $1 == -* && $1 != -- ]]; do shift; done; "
                       "[[ $1 == -- ]] && shift; local w; "
                       "for w; do [[ $w == ${words[CURRENT]}* ]] && print -r -- $w; done; }; "
                       "_files() { print FILES; }; "
                       f"words=({quoted}); CURRENT={len(words)}; _sunsonic")
            command = ["zsh", "-f", "-c", program]
        else:
            program = f"source '{script}'; complete -C '{line}'"
            command = ["fish", "--no-config", "-c", program]
        completed = subprocess.run(command, capture_output=True, text=True, timeout=30,
                                   cwd=self.folder, env={**os.environ, "HOME": self.folder})
        self.assertEqual(completed.stderr.strip(), "", f"{shell}: {completed.stderr}")
        offered = {entry.split("\t", 1)[0] for entry in completed.stdout.splitlines() if entry}
        if shell in ("bash", "fish") and "song.mp3" in offered:
            offered.add("FILES")  # bash and fish list the folder's files themselves
        return offered

    def test_each_shell_completes_commands_subcommands_options_and_values(self):
        for shell in SHELLS:
            for line, wanted, unwanted in CASES:
                if shell == "fish" and not line.split(" ")[-1].startswith("-"):
                    # fish offers options only once a dash is typed
                    wanted = {word for word in wanted if not word.startswith("-")}
                with self.subTest(shell=shell, line=line):
                    offered = self.offered(shell, line)
                    self.assertEqual(wanted - offered, set(), f"missing from {sorted(offered)}")
                    self.assertEqual(unwanted & offered, set(), f"unexpected in {sorted(offered)}")

    def test_an_unknown_shell_is_one_line_and_exit_64(self):
        run = run_sunsonic(["completion", "tcsh"])
        self.assertEqual(run.code, 64)
        self.assertEqual(run.err, 'sunsonic: completion takes bash, zsh or fish, not "tcsh"\n')


if __name__ == "__main__":
    unittest.main()

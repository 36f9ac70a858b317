"""End to end: each feature's preview executable in a real terminal (tmux).

`BrowsePreview`, `SearchPreview`, `PlayPreview`, `ListsPreview`, `PlaylistsPreview`,
`RadioPreview` and `PodcastsPreview` (`swift run <name>` in their feature's folder) are built
with the workspace's flags under the shared build lock (under Scripts/test: the ones the
packages' own `swift test` built), opened at 80x24, checked to show their preview data (the
in-memory library), driven by a few keys and quit with `q`: exit 0, the terminal's settings
equal those before (`stty -g`), the main screen back, the cursor shown.
Without a terminal each says so in one line and exits 64.
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))

from swift_flags import BUILD_FLAGS, WORKSPACE  # noqa: E402
from tmux_terminal import TmuxTerminal  # noqa: E402

BUILD_LOCK = "/tmp/swift-build.lock"
BUILD_TIMEOUT_S = 900


def build_preview(feature: str, executable: str) -> str:
    """Builds `executable` in Packages/`feature` (one swift build at a time on the machine, under
    the shared lock); the path of the binary. Under Scripts/test (SUNSONIC_PACKAGES_TESTED=1) the
    package's own `swift test` built it a moment before, with its flags (a sanitizer included),
    in the shared folder $SUNSONIC_PACKAGES_BUILD (or its `-tsan` twin): that binary is used as
    is, so that no build with other flags undoes the package's."""
    folder = os.path.join(WORKSPACE, "Packages", feature)
    shared = os.environ.get("SUNSONIC_PACKAGES_BUILD", "")
    if os.environ.get("SUNSONIC_PACKAGES_TESTED") == "1" and shared:
        built = [path for path in (os.path.join(shared + suffix, "debug", executable)
                                   for suffix in ("", "-tsan")) if os.access(path, os.X_OK)]
        if built:
            return max(built, key=os.path.getmtime)
    with open(BUILD_LOCK, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            built = subprocess.run(
                ["swift", "build", "--product", executable, *BUILD_FLAGS], cwd=folder,
                capture_output=True, text=True, timeout=BUILD_TIMEOUT_S,
                stdin=subprocess.DEVNULL)
            if built.returncode != 0:
                raise AssertionError(f"swift build --product {executable} failed:\n"
                                     f"{built.stdout[-3000:]}{built.stderr[-3000:]}")
            folder_of_binaries = subprocess.run(
                ["swift", "build", "--show-bin-path", *BUILD_FLAGS], cwd=folder,
                capture_output=True, text=True, timeout=120, check=True,
                stdin=subprocess.DEVNULL).stdout.strip()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return os.path.join(folder_of_binaries, executable)


class FeaturePreviews(unittest.TestCase):
    binaries: dict[str, str] = {}

    @classmethod
    def setUpClass(cls) -> None:
        cls.binaries = {
            executable: build_preview(feature, executable)
            for feature, executable in [("BrowseFeature", "BrowsePreview"),
                                        ("SearchFeature", "SearchPreview"),
                                        ("PlayFeature", "PlayPreview"),
                                        ("ListsFeature", "ListsPreview"),
                                        ("PlaylistsFeature", "PlaylistsPreview"),
                                        ("ServerFeature", "RadioPreview"),
                                        ("ServerFeature", "PodcastsPreview")]
        }

    def open(self, executable: str, title: str) -> TmuxTerminal:
        term = TmuxTerminal([self.binaries[executable]], 80, 24, env={"HOME": "/nonexistent"})
        self.addCleanup(term.__exit__, None, None, None)
        term.__enter__()
        term.wait_for_text(f"{title} preview · ")
        term.wait_for_text("q quits · Ctrl-L redraws")
        return term

    def quit_and_check_restored(self, term: TmuxTerminal) -> None:
        term.send_text("q")
        self.assertEqual(term.wait_for_exit(), 0, term.text())
        self.assertEqual(term.settings_after, term.settings_before)
        self.assertEqual(term.flag("alternate_on"), "0")
        self.assertEqual(term.flag("cursor_flag"), "1")

    def test_browse_preview_shows_the_library_and_opens_an_artist(self):
        term = self.open("BrowsePreview", "BrowseFeature")
        term.wait_for_text("The Midnight Sun")
        term.send_keys("Enter")
        term.wait_for_text("Northern Lights")  # Aurora Vale's second album
        term.send_keys("Enter")
        term.wait_for_text("Birdsong")  # Dawn Chorus's second song
        self.quit_and_check_restored(term)

    def test_search_preview_searches_as_you_type(self):
        term = self.open("SearchPreview", "SearchFeature")
        term.send_text("lightq")  # q typed into the query, not a quit
        term.wait_for_text("Nothing found for “lightq”")
        term.send_keys("BSpace")
        term.wait_for_text("First Light")
        term.wait_for_text("Northern Lights")
        term.send_keys("Escape")  # the results take the keys: no cursor on the query line
        term.wait_until(lambda text: "▏" not in text, what="the query line left")
        self.quit_and_check_restored(term)

    def test_play_preview_plays_the_first_album_in_time(self):
        term = self.open("PlayPreview", "PlayFeature")
        term.wait_for_text("Morning Haze")  # the queue: Dawn Chorus's songs
        term.wait_for_text("Song 1 of 4")
        term.wait_for_text("0:01 /")  # the position moves with the clock
        term.send_text("n")
        term.wait_for_text("Song 2 of 4")
        self.quit_and_check_restored(term)

    def test_lists_preview_pages_the_newest_albums_and_opens_a_genre(self):
        term = self.open("ListsPreview", "ListsFeature")
        term.wait_for_text("Golden Hour")  # the newest album first
        term.send_text("T")  # back from Newest: the genres, the last kind
        term.wait_for_text("Ambient")
        term.send_keys("Enter")
        term.wait_for_text("Genres › Ambient")
        term.wait_for_text("Dawn Chorus")
        self.quit_and_check_restored(term)

    def test_playlists_preview_opens_a_playlist(self):
        term = self.open("PlaylistsPreview", "PlaylistsFeature")
        term.wait_for_text("Morning Mix")
        term.send_keys("Enter")
        term.wait_for_text("Playlists › Morning Mix")
        term.wait_for_text("First Light")
        self.quit_and_check_restored(term)

    def test_radio_preview_lists_the_stations(self):
        term = self.open("RadioPreview", "ServerFeature radio")
        term.wait_for_text("Dawn Radio")
        term.wait_for_text("radio.example.net:8000")  # Night Owl FM's stream, from its host
        term.send_keys("Down", "Enter")  # plays nothing here: the screen stays
        term.wait_for_text("Night Owl FM")
        self.quit_and_check_restored(term)

    def test_podcasts_preview_opens_a_channels_episodes(self):
        term = self.open("PodcastsPreview", "ServerFeature podcasts")
        term.wait_for_text("Field Notes")
        term.wait_for_text("error: Not Found")  # the channel whose feed failed
        term.send_keys("Enter")
        term.wait_for_text("Podcasts › Field Notes")
        term.wait_for_text("Why the Birds Sing at Dawn")
        term.wait_for_text("The Night Shift")  # not downloaded yet: new
        self.quit_and_check_restored(term)

    def test_without_a_terminal_each_says_so_in_one_line_and_exits_64(self):
        for executable, binary in self.binaries.items():
            with self.subTest(executable):
                done = subprocess.run([binary], capture_output=True, text=True, timeout=30,
                                      stdin=subprocess.DEVNULL, env={**os.environ, "TERM": "xterm"})
                self.assertEqual(done.returncode, 64)
                self.assertEqual(done.stdout, "")
                self.assertEqual(done.stderr, "a preview runs full-screen: standard input is not"
                                 " a terminal; run it in a terminal\n")


if __name__ == "__main__":
    unittest.main()

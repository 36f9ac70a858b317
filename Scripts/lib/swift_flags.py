"""The flags the workspace's scripts pass to every `swift build` and `swift test`.

`--disable-index-store`: on Linux, SwiftPM indexes while it builds in debug, and by default it
indexes the system modules too, which makes the compiler rebuild Glibc, _Concurrency and
_StringProcessing from their textual interfaces into every new `.build`: about 4 s of a cold
`swift test` on 2 cores (a one-line package: 9.7 s plain, 5.9 s without the system modules'
index). No script reads the index (editors index in their own build folder), so none is
written: that also takes the index's share of every compile job (SubsonicClient's module: about
9% of its CPU; a cold SearchFeature test: 0.5 to 0.9 s of CPU in paired runs).

`-module-cache-path <workspace>/.build/module-cache`: the compiler's cache of system modules
(Foundation's C modules, Testing built from its textual interface), one per clone instead of one
per package build folder, as Xcode keeps one in DerivedData. A package's build folder still starts
empty; only the first build in a clone pays for the cache (about 4 s on 2 cores).
`rm -rf .build` at the top of the clone empties it.

`-use-ld=lld` (Linux, when the toolchain has it next to `swift`): lld links a test binary in
about 0.2 s where the default gold takes about 1 s, on the serial tail of every cold and
incremental `swift test`.

`--disable-xctest --enable-swift-testing`: the tests are Swift Testing only, and every package's
`Tests/LinuxMain.swift` is the test binary's entry point, so SwiftPM skips its XCTest discovery
module and runner (about 3 s of a cold `swift test`). With an entry point file, SwiftPM runs Swift
Testing only when asked to.

Every script uses the same flags so that one build folder is never rebuilt because two scripts
disagreed. Bash scripts read them one per line into an array, so that a clone whose path has a
space still works: `mapfile -t flags < <(python3 Scripts/lib/swift_flags.py test --lines)`, then
`swift test "${flags[@]}"`. Without `--lines` they are printed on one line, each quoted for
the shell, for `eval` at a prompt (bash or zsh): `eval "swift test $(python3
../../Scripts/lib/swift_flags.py test)"` (a bare `$(...)` would split a path with a space).
"""

import os
import shlex
import shutil
import sys

WORKSPACE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
"""The clone's top folder."""

MODULE_CACHE = os.path.join(WORKSPACE, ".build", "module-cache")
"""The compiler's module cache, shared by every package of the clone."""


def _toolchain_has_lld() -> bool:
    """Whether the `swift` on PATH is a Linux toolchain with its own `ld.lld` beside it."""
    swift = shutil.which("swift")
    if not sys.platform.startswith("linux") or swift is None:
        return False
    return os.path.exists(os.path.join(os.path.dirname(os.path.realpath(swift)), "ld.lld"))


BUILD_FLAGS = [
    "--disable-index-store",
    "-Xswiftc", "-module-cache-path", "-Xswiftc", MODULE_CACHE,
    *(["-Xswiftc", "-use-ld=lld"] if _toolchain_has_lld() else []),
]
"""For `swift build` and `swift test`."""

TEST_FLAGS = ["--disable-xctest", "--enable-swift-testing", *BUILD_FLAGS]
"""For `swift test`."""

RELEASE_FOLDER = os.path.join(WORKSPACE, ".build", "install")
"""The release build's own folder: the release build never waits on the app's debug build in
App/.build (SwiftPM locks a build folder), which the tests run beside it."""

RELEASE_FLAGS = ["-c", "release", "--static-swift-stdlib", "--scratch-path", RELEASE_FOLDER,
                 *BUILD_FLAGS]
"""For the release `swift build` of the app (Scripts/install, the benchmarks): the Swift
standard library linked in, so that the binary runs without the toolchain."""

if __name__ == "__main__":
    kinds = {"build": BUILD_FLAGS, "test": TEST_FLAGS, "release": RELEASE_FLAGS}
    args = sys.argv[1:]
    one_per_line = args[1:] == ["--lines"]
    if len(args) not in (1, 2) or args[0] not in kinds or (len(args) == 2 and not one_per_line):
        print("usage: swift_flags.py build|test|release [--lines]", file=sys.stderr)
        sys.exit(64)
    flags = kinds[args[0]]
    if one_per_line:
        print("\n".join(flags))
    else:
        print(" ".join(shlex.quote(flag) for flag in flags))

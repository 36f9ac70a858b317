"""The flags the workspace's scripts pass to every `swift build` and `swift test`.

`-index-ignore-system-modules`: on Linux, SwiftPM indexes while it builds in debug (test
discovery reads the index), and by default it indexes the system modules too, which makes the
compiler rebuild Glibc, _Concurrency and _StringProcessing from their textual interfaces into
every new `.build`: about 4 s of a cold `swift test` on 2 cores (a one-line package: 9.7 s plain,
5.9 s with the flag). The index of the workspace's own code, which discovery needs, is unchanged.

Every script uses the same flags so that one build folder is never rebuilt because two scripts
disagreed. Bash scripts read them with `python3 Scripts/lib/swift_flags.py build|test`.
"""

import sys

BUILD_FLAGS = ["-Xswiftc", "-index-ignore-system-modules"]
"""For `swift build` and `swift test`."""

TEST_FLAGS = ["--disable-xctest", *BUILD_FLAGS]
"""For `swift test`: the packages' tests are Swift Testing only."""

if __name__ == "__main__":
    kinds = {"build": BUILD_FLAGS, "test": TEST_FLAGS}
    if len(sys.argv) != 2 or sys.argv[1] not in kinds:
        print("usage: swift_flags.py build|test", file=sys.stderr)
        sys.exit(64)
    print(" ".join(kinds[sys.argv[1]]))

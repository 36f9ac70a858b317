import DependencyRegistry
import Foundation
import FuzzSupport
import SubsonicClient
import SubsonicClientInMemory

@testable import SunsonicCLI

// Fuzzes the command line: every command's parsing and validation on hostile arguments.
//
// Input: the arguments (without the program name), separated by NUL bytes. `sunsonic` runs them
// with every client's preview (no network), an environment that names no server or config file,
// and a console that discards output. A finding: a crash, a hang (libFuzzer's `-timeout`), or
// exit 70 (internal error): bad input must be a usage error, never an internal one.
//
// Commands write files (`download`, `cover`), so inputs run in the current folder, which is
// emptied and restocked (a folder `music`, a file `existing.mp3`) before each input, and only
// where the root file system is read-only (Scripts/fuzz runs this target in a private mount
// namespace where only .build/fuzz is writable), so that a path like `-o /etc/x --force`
// cannot write anywhere else. Set SUNSONIC_FUZZ_ALLOW_WRITABLE_ROOT=1 to run it regardless.

let environment = ProcessInfo.processInfo.environment
if environment["SUNSONIC_FUZZ_ALLOW_WRITABLE_ROOT"] != "1" {
  var root = statvfs()
  guard statvfs("/", &root) == 0, root.f_flag & UInt(ST_RDONLY) != 0 else {
    FileHandle.standardError.write(
      Data(
        ("fuzz-cli: refusing to run with a writable root file system (run it through "
          + "Scripts/fuzz, or set SUNSONIC_FUZZ_ALLOW_WRITABLE_ROOT=1)\n").utf8))
    exit(2)
  }
}

let folder = FileManager.default.currentDirectoryPath
let console = Console(out: { _ in }, err: { _ in }, readInput: { "fuzz-password\n" })
let fuzzEnvironment = ["HOME": folder + "/home-that-does-not-exist", "TZ": "UTC"]

/// Empties the current folder and puts back what inputs may refer to, unless it is as left.
/// (No `FileManager.createFile`: it calls fsync, milliseconds per input.)
func restock() {
  let manager = FileManager.default
  let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  var file = stat()
  if names == ["existing.mp3", "music"],
    (try? manager.contentsOfDirectory(atPath: folder + "/music"))?.isEmpty == true,
    lstat(folder + "/existing.mp3", &file) == 0, file.st_size == 3
  {
    return
  }
  for name in names {
    try? manager.removeItem(atPath: folder + "/" + name)
  }
  mkdir(folder + "/music", 0o755)
  let descriptor = open(folder + "/existing.mp3", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0, write(descriptor, "ID3", 3) == 3, close(descriptor) == 0 else {
    Fuzzer.fail("cannot restock \(folder)")
  }
}

Fuzzer.main { input in
  let arguments =
    input.isEmpty
    ? []
    : input.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  restock()
  let code = await Sunsonic.run(
    arguments: arguments,
    environment: fuzzEnvironment,
    console: console,
    dependencies: { _ in
      // A fresh preview library per input, as each run of the app has: the registry's preview
      // value is one shared library whose writes (playlists, stars) would pile up across inputs.
      var values = DependencyValues(context: .preview)
      values.subsonicClient = .inMemory()
      return values
    }
  )
  if code == .internalError {
    Fuzzer.fail("exit 70 (internal error) for arguments \(arguments)")
  }
}

import DependencyRegistry
import Foundation
import FuzzSupport
import HTTPTransport
import SubsonicClient
import SubsonicClientInMemory
import SubsonicClientLive
import Synchronization
import TerminalText

@testable import SunsonicCLI

// Fuzzes the command line: every command's parsing and validation on hostile arguments, and the
// rendering of hostile answers to real output descriptors.
//
// Input: the arguments (without the program name), separated by NUL bytes. `sunsonic` runs them
// with every client's preview (no network), an environment that names no server or config file,
// and a console that discards output. A finding: a crash, a hang (libFuzzer's `-timeout`), or
// exit 70 (internal error): bad input must be a usage error, never an internal one.
//
// Served mode, when the input starts with byte 0x01: then a selector byte, the answer body up to
// the first two NUL bytes, and the arguments as above. The live Subsonic client runs on a fake
// transport that answers every request with that body (JSON; bit 0 of the selector: XML), so
// that the commands render whatever numbers and texts a server may send; standard output is a
// real descriptor: /dev/null, or /dev/full when bit 1 is set (then exit 74 is expected whenever
// anything was written). Besides the findings above: text from the body reaching the console
// with a control character the terminal would act on.
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

/// `bytes` split at NUL bytes into arguments.
func arguments(_ bytes: Data.SubSequence) -> [String] {
  bytes.isEmpty
    ? []
    : bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
}

let devNull = open("/dev/null", O_WRONLY)
let devFull = open("/dev/full", O_WRONLY)
let served = try! SubsonicServer(string: "http://127.0.0.1:4040")

/// What a served run wrote: whether anything reached standard output, and the first text that
/// reached the console with a control character.
final class Observed: Sendable {
  let written = Mutex(false)
  let unsafe = Mutex<String?>(nil)
}

/// Runs `input` in served mode (see above).
func runServed(_ input: Data) async {
  let selector = input.dropFirst().first ?? 0
  let rest = input.dropFirst(2)
  let end = rest.firstRange(of: Data([0, 0]))
  let body = Data(rest[..<(end?.lowerBound ?? rest.endIndex)])
  let given = end.map { arguments(rest[$0.upperBound...]) } ?? []
  let response = HTTPResponse(
    statusCode: 200,
    headers: ["Content-Type": selector & 1 == 0 ? "application/json" : "text/xml"],
    body: body)
  let client = SubsonicClient.live(
    server: served, credentials: .password(user: "fuzz", password: "fuzz-password"),
    transport: .fake { _ in response })
  let output = StandardStream(descriptor: selector & 2 == 0 ? devNull : devFull)
  let observed = Observed()
  let inspect: @Sendable (String) -> Void = { text in
    if text.unicodeScalars.contains(where: { TerminalEscape.isUnsafe($0) && $0 != "\n" }) {
      observed.unsafe.withLock { $0 = text }
    }
  }
  let console = Console(
    out: { text in
      inspect(text)
      observed.written.withLock { $0 = $0 || !text.isEmpty }
      output.write(text)
    },
    err: inspect, readInput: { "fuzz-password\n" }, outputFailure: output.failure)
  restock()
  let code = await Sunsonic.run(
    arguments: given, environment: fuzzEnvironment, console: console,
    dependencies: { _ in
      var values = DependencyValues(context: .preview)
      values.subsonicClient = client
      values.sleeper = .immediate  // the preview player and retries: no input waits on time
      return values
    })
  if code == .internalError { Fuzzer.fail("exit 70 (internal error) serving \(given)") }
  if let text = observed.unsafe.withLock({ $0 }) {
    Fuzzer.fail("a control character reached the terminal: \(String(reflecting: text.prefix(200)))")
  }
  if selector & 2 != 0, observed.written.withLock({ $0 }), code == .success {
    Fuzzer.fail("output to /dev/full ended with exit \(code.rawValue), not 74")
  }
}

Fuzzer.main { input in
  if input.first == 1 {
    await runServed(input)
    return
  }
  let arguments = arguments(input[...])
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
      values.sleeper = .immediate  // the preview player plays in time otherwise: minutes a song
      return values
    }
  )
  if code == .internalError {
    Fuzzer.fail("exit 70 (internal error) for arguments \(arguments)")
  }
}

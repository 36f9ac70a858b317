#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `posix_spawn_file_actions_t`, whose Swift type differs between the C libraries.
struct FileActions {
  #if canImport(Darwin)
    var value: posix_spawn_file_actions_t?
  #else
    var value = posix_spawn_file_actions_t()
  #endif

  init() { posix_spawn_file_actions_init(&value) }

  mutating func duplicate(_ descriptor: Int32, to target: Int32) {
    posix_spawn_file_actions_adddup2(&value, descriptor, target)
  }

  mutating func openNull(on target: Int32) {
    posix_spawn_file_actions_addopen(&value, target, "/dev/null", O_WRONLY, 0)
  }

  /// Closes every descriptor from `first` up in the child, whether or not it is marked
  /// close-on-exec: another thread's socket or pipe, made a moment before, must not reach the
  /// player. glibc 2.34 has it (found at run time: Swift's Glibc module leaves out GNU
  /// extensions); Darwin gets the same from `POSIX_SPAWN_CLOEXEC_DEFAULT`.
  mutating func closeFrom(_ first: Int32) {
    #if canImport(Glibc)
      typealias CloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      guard let handle = dlopen(nil, RTLD_NOW),
        let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np")
      else { return }
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&value, first)
    #endif
  }

  mutating func destroy() { posix_spawn_file_actions_destroy(&value) }
}

/// `posix_spawnattr_t`: a process group of its own, default handling of the signals sunsonic
/// handles or ignores, and no blocked signals.
struct SpawnAttributes {
  #if canImport(Darwin)
    var value: posix_spawnattr_t?
  #else
    var value = posix_spawnattr_t()
  #endif

  init() { posix_spawnattr_init(&value) }

  mutating func prepare() {
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCHLD] {
      sigaddset(&defaults, signal)
    }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&value, &defaults)
    posix_spawnattr_setsigmask(&value, &none)
    posix_spawnattr_setpgroup(&value, 0)
    var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    #if canImport(Darwin)
      flags |= POSIX_SPAWN_CLOEXEC_DEFAULT  // nothing but 0, 1 and 2 reaches the player
    #endif
    posix_spawnattr_setflags(&value, Int16(flags))
  }

  mutating func destroy() { posix_spawnattr_destroy(&value) }
}

/// NUL-terminated copies of strings and the NULL-terminated array of them `execve` takes; freed
/// when this is.
final class CStrings {
  let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  private let count: Int

  init(_ strings: [String]) {
    count = strings.count
    pointers = .allocate(capacity: count + 1)
    for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
    pointers[count] = nil
  }

  deinit {
    for index in 0..<count { free(pointers[index]) }
    pointers.deallocate()
  }
}

import Testing

/// The tests that take the process's signals: one at a time, since a process has one handler
/// per signal (a second taker is refused).
@Suite(.serialized, .timeLimit(.minutes(1))) enum ProcessSignalTests {}

import Foundation
import HTTPTransport
import Locking
import SubsonicClient

/// Stands between a streamed media answer and its consumer, so that an error envelope sent in
/// place of the audio never reaches the consumer, while audio passes with no delay.
///
/// It holds back the body's start only until its first byte that is not whitespace or a byte
/// order mark decides: any byte but `{` or `<` is not an envelope, and what was held goes on at
/// once, then every chunk as it comes. After `{` or `<` it holds on, up to
/// ``MediaAnswer/sniffedBytes`` or the body's end, and then judges what it holds with
/// ``MediaAnswer/envelopeError(inFileStarting:response:endpoint:redactor:)``: an envelope is
/// refused (nothing goes on; the refusal is ``refusal``), anything else (an SVG, markup) goes on
/// whole. The same judgement as a downloaded file's, on the same bytes.
///
/// The transport calls ``accept(_:)`` with the head, then ``receive(_:)`` with each chunk, one
/// at a time; the caller calls ``finish()`` after the transport's end. The consumer is called
/// outside the gate's lock.
final class EnvelopeGate: Sendable {
  /// What the gate does with the body so far.
  private enum Phase {
    /// Still holding the start: `significant` is its first byte that is not filler, once seen.
    case holding(Data, significant: UInt8?)
    /// The start was not an envelope: chunks go straight on.
    case passing
    /// The start was an envelope: nothing goes on.
    case refused(SubsonicError)
  }

  /// What one chunk, or the end, calls for.
  private enum Step {
    case hold
    case forward(Data)
    case refuse(SubsonicError)
  }

  /// Thrown to the transport when the body is an envelope; ``refusal`` is the error it stands for.
  struct Refused: Error {}

  private let endpoint: SubsonicEndpoint
  private let redactor: CredentialRedactor
  private let forward: @Sendable (Data) throws -> Void
  private let state = Locked<(head: HTTPResponseHead?, phase: Phase)>(
    (nil, .holding(Data(), significant: nil)))

  /// A gate for an answer of `endpoint` that hands what passes to `forward`.
  init(
    endpoint: SubsonicEndpoint, redactor: CredentialRedactor,
    forward: @escaping @Sendable (Data) throws -> Void
  ) {
    self.endpoint = endpoint
    self.redactor = redactor
    self.forward = forward
  }

  /// Notes the answer's head, which an envelope's error reports, and tells whether the answer
  /// is the file by its head (``MediaAnswer/isFile(_:)``).
  @Sendable func accept(_ head: HTTPResponseHead) -> Bool {
    state.withLock { $0.head = head }
    return MediaAnswer.isFile(head)
  }

  /// Takes the body's next chunk: holds it, or hands it (after what was held) to the consumer.
  /// Throws ``Refused`` when the body turns out to be an envelope, or what the consumer threw.
  @Sendable func receive(_ chunk: Data) throws {
    let step: Step = state.withLock { state in
      switch state.phase {
      case .passing:
        return .forward(chunk)
      case .refused(let error):
        return .refuse(error)
      case .holding(var held, var significant):
        held.append(chunk)
        if significant == nil { significant = chunk.first { !MediaAnswer.isFiller($0) } }
        let step = judge(held, significant: significant, head: state.head, isWhole: false)
        state.phase = phase(after: step, held: held, significant: significant)
        return step
      }
    }
    try perform(step)
  }

  /// Ends a body that arrived whole: judges what is still held, and hands it to the consumer
  /// unless it is an envelope. Throws the envelope's error, or ``SubsonicError/cancelled`` when
  /// the consumer throws.
  func finish() throws(SubsonicError) {
    let step: Step = state.withLock { state in
      switch state.phase {
      case .passing:
        return .hold
      case .refused(let error):
        return .refuse(error)
      case .holding(let held, let significant):
        let step = judge(held, significant: significant, head: state.head, isWhole: true)
        state.phase = phase(after: step, held: held, significant: significant)
        return step
      }
    }
    do {
      try perform(step)
    } catch is Refused {
      throw refusal ?? .cancelled
    } catch {
      throw .cancelled
    }
  }

  /// The error of the envelope the body turned out to be; `nil` while it is not one.
  var refusal: SubsonicError? {
    state.withLock { state in
      guard case .refused(let error) = state.phase else { return nil }
      return error
    }
  }

  /// What the body's start `held` calls for: hold it while undecided; pass it when its first
  /// significant byte is not `{` or `<`; else, once ``MediaAnswer/sniffedBytes`` or the whole
  /// body are in, what the envelope check says.
  private func judge(
    _ held: Data, significant: UInt8?, head: HTTPResponseHead?, isWhole: Bool
  ) -> Step {
    let isEnough = isWhole || held.count >= MediaAnswer.sniffedBytes
    guard let significant else { return isEnough ? .forward(held) : .hold }
    guard significant == UInt8(ascii: "{") || significant == UInt8(ascii: "<") else {
      return .forward(held)
    }
    guard isEnough else { return .hold }
    let error = MediaAnswer.envelopeError(
      inFileStarting: held, response: head ?? HTTPResponseHead(statusCode: 200),
      endpoint: endpoint, redactor: redactor)
    return error.map(Step.refuse) ?? .forward(held)
  }

  private func phase(after step: Step, held: Data, significant: UInt8?) -> Phase {
    switch step {
    case .hold: return .holding(held, significant: significant)
    case .forward: return .passing
    case .refuse(let error): return .refused(error)
    }
  }

  private func perform(_ step: Step) throws {
    switch step {
    case .hold: return
    case .forward(let data): if !data.isEmpty { try forward(data) }
    case .refuse: throw Refused()
    }
  }
}

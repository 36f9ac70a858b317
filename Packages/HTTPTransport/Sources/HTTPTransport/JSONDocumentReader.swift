/// One parse of ``JSONParser``: the structure of a JSON text, read without recursion (the
/// open arrays and objects are stacks of their own), with the depth limit and the periodic
/// checks of cancellation and the deadline, and an estimate of the tree's memory held to
/// ``JSONParser/maximumSize``. The elements and members of the open arrays and objects wait on
/// two shared stacks; a container that closes takes its own at their exact count.
struct JSONDocumentReader {
  /// What the tree is charged, in bytes: close to what Swift's containers take on a 64-bit
  /// machine. A closed array or object is charged its header (with malloc's own 16 bytes) and
  /// its slots (24 bytes an element, 40 a member); each buffer a shared stack grows into is
  /// charged too, so that the old and the new buffer of a growth both count; a string longer
  /// than the 15 UTF-8 bytes kept inline its heap storage.
  private enum Cost {
    static let slot = MemoryLayout<JSONValue>.stride
    static let member = MemoryLayout<JSONObject.Element>.stride
    static let container = 48
    static let inlineString = 15
    static let string = 32
  }

  private enum Container {
    case array
    case object
  }

  private var reader: JSONByteReader
  private let maximumDepth: Int
  private let deadline: ContinuousClock.Instant?
  private let maximumSize: Int
  /// The only member names objects keep; `nil` for all.
  private let keptNames: KeptNames?
  /// The estimated memory of the tree so far.
  private var size = 0
  /// Values left before the next check of cancellation and the deadline.
  private var untilCheck = JSONParser.checkInterval
  /// The open containers, innermost last.
  private var open: [Container] = []
  /// The elements of the open arrays, innermost last.
  private var elements: [JSONValue] = []
  /// Where each open array's elements start in ``elements``, innermost last.
  private var arrayStarts: [Int] = []
  /// The members of the open objects, innermost last.
  private var members: [JSONObject.Element] = []
  /// Where each open object's members start in ``members``, innermost last.
  private var objectStarts: [Int] = []
  /// The name of the member being read, for each open object.
  private var names: [String] = []

  init(
    bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumSize: Int,
    deadline: ContinuousClock.Instant?, keptNames: Set<String>?
  ) {
    reader = JSONByteReader(bytes: bytes)
    self.maximumDepth = maximumDepth
    self.maximumSize = maximumSize
    self.deadline = deadline
    self.keptNames = keptNames.map(KeptNames.init)
  }

  /// The one value of the text, with nothing but white space after it.
  mutating func document() throws(JSONParseError) -> JSONValue {
    reader.skipByteOrderMark()
    while true {
      guard var complete = try nextValue() else { continue }  // an array or object opened
      while true {
        try countValue()
        guard let container = open.last else {
          reader.skipWhitespace()
          guard reader.isAtEnd else { throw reader.failure("more after the value") }
          return complete
        }
        guard let closed = try add(complete, to: container) else { break }  // a comma
        complete = closed
      }
    }
  }

  /// Reads a value; `nil` when it opened an array or object that is not empty (its elements
  /// come next).
  private mutating func nextValue() throws(JSONParseError) -> JSONValue? {
    reader.skipWhitespace()
    guard let byte = reader.peek() else { throw reader.failure("a value cut short") }
    switch byte {
    case UInt8(ascii: "["):
      try enter()
      reader.skipWhitespace()
      if reader.peek() == UInt8(ascii: "]") {
        reader.advance()
        return .array([])
      }
      open.append(.array)
      arrayStarts.append(elements.count)
      return nil
    case UInt8(ascii: "{"):
      try enter()
      reader.skipWhitespace()
      if reader.peek() == UInt8(ascii: "}") {
        reader.advance()
        return .object([:])
      }
      open.append(.object)
      objectStarts.append(members.count)
      names.append(try name())
      return nil
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try reader.expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try reader.expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try reader.expect("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try reader.number())
    default:
      throw reader.failure("a byte that starts no value")
    }
  }

  /// Adds a complete value to the innermost open container and reads what follows it: `nil`
  /// after a comma (the next value comes), or the container itself when it ends there.
  private mutating func add(
    _ value: JSONValue, to container: Container
  ) throws(JSONParseError) -> JSONValue? {
    reader.skipWhitespace()
    let separator = reader.peek()
    reader.advance()
    switch container {
    case .array:
      if elements.count == elements.capacity {
        try charge(Cost.container + Cost.slot * max(2 * elements.capacity, 2))
      }
      elements.append(value)
      switch separator {
      case UInt8(ascii: ","): return nil
      case UInt8(ascii: "]"):
        open.removeLast()
        let start = arrayStarts.removeLast()
        try charge(Cost.container + Cost.slot * (elements.count - start))
        let array = Array(elements[start...])
        elements.removeSubrange(start...)
        return .array(array)
      default: throw reader.failure("an array without a comma or a closing bracket")
      }
    case .object:
      let key = names.removeLast()
      if keptNames?.contains(key) ?? true {
        if members.count == members.capacity {
          try charge(Cost.container + Cost.member * max(2 * members.capacity, 2))
        }
        members.append((key: key, value: value))
      }
      switch separator {
      case UInt8(ascii: ","):
        names.append(try name())
        return nil
      case UInt8(ascii: "}"):
        open.removeLast()
        let start = objectStarts.removeLast()
        try charge(Cost.container + Cost.member * (members.count - start))
        let object = JSONObject(unique: Array(members[start...]))
        members.removeSubrange(start...)
        return .object(object)
      default: throw reader.failure("an object without a comma or a closing brace")
      }
    }
  }

  /// Reads a member's name and the colon after it.
  private mutating func name() throws(JSONParseError) -> String {
    reader.skipWhitespace()
    guard reader.peek() == UInt8(ascii: "\"") else {
      throw reader.failure("a name that is not a string")
    }
    let name = try string()
    reader.skipWhitespace()
    guard reader.peek() == UInt8(ascii: ":") else { throw reader.failure("a name without a colon") }
    reader.advance()
    return name
  }

  /// Reads a string, charging its heap storage.
  private mutating func string() throws(JSONParseError) -> String {
    let text = try reader.string()
    let count = text.utf8.count
    if count > Cost.inlineString { try charge(Cost.string + count) }
    return text
  }

  /// Adds `bytes` to the tree's estimated memory; past ``JSONParser/maximumSize``, stops.
  private mutating func charge(_ bytes: Int) throws(JSONParseError) {
    size += bytes
    guard size <= maximumSize else { throw .tooLarge(limit: maximumSize) }
  }

  /// Checks the depth before an array or object opens, and moves past its bracket.
  private mutating func enter() throws(JSONParseError) {
    guard open.count < maximumDepth else { throw .tooDeep(limit: maximumDepth) }
    reader.advance()
  }

  /// Counts one complete value; every ``JSONParser/checkInterval`` values, stops the parse when
  /// its task is cancelled or the deadline has passed.
  private mutating func countValue() throws(JSONParseError) {
    untilCheck -= 1
    guard untilCheck <= 0 else { return }
    untilCheck = JSONParser.checkInterval
    if Task.isCancelled { throw .cancelled }
    if let deadline, ContinuousClock.now >= deadline { throw .pastDeadline }
  }
}

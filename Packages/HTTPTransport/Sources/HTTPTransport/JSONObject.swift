/// The members of a JSON object, each name once: a flat list of names and values, in the order
/// of the text, read by a name with a look-up that walks the list.
///
/// A flat list takes about a third of a dictionary's memory and no hashing to build; answers'
/// objects have a few dozen members at most, which a walk reads as fast as a hash. When the
/// text names a member twice, the last value wins (it stands where the last one stood), as with
/// a dictionary; names are equal as `String`s are (canonically equivalent). Two objects are
/// equal when they hold the same members in any order.
public struct JSONObject: Sendable, Equatable, RandomAccessCollection,
  ExpressibleByDictionaryLiteral
{
  /// A member: its name and its value.
  public typealias Element = (key: String, value: JSONValue)

  /// The members, each name once.
  private let members: [Element]

  /// Up to this many members, duplicate names are looked for pair by pair; beyond, through a
  /// dictionary of the names.
  private static let pairwiseLimit = 32

  /// The members of `dictionary`.
  public init(_ dictionary: [String: JSONValue]) {
    members = Array(dictionary)
  }

  /// An object of these members; a name given twice keeps its last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(unique: elements.map { (key: $0.0, value: $0.1) })
  }

  /// The members of a text, in order: a name given twice keeps its last value.
  init(unique elements: [Element]) {
    members = Self.lastOfEachName(elements)
  }

  /// The value named `key`, or `nil` when there is none.
  public subscript(key: String) -> JSONValue? {
    for member in members where member.key == key { return member.value }
    return nil
  }

  /// The names, in the order of the text.
  public var keys: [String] { members.map(\.key) }
  /// The values, in the order of the text.
  public var values: [JSONValue] { members.map(\.value) }

  /// The position of the first member.
  public var startIndex: Int { members.startIndex }
  /// The position after the last member.
  public var endIndex: Int { members.endIndex }
  /// The member at `position`.
  public subscript(position: Int) -> Element { members[position] }

  /// Whether both hold the same names with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.count <= pairwiseLimit {
      return lhs.members.allSatisfy { member in rhs[member.key] == member.value }
    }
    let others = Dictionary(rhs.members, uniquingKeysWith: { $1 })
    return lhs.members.allSatisfy { member in others[member.key] == member.value }
  }

  /// `elements` without the members whose name comes again later.
  private static func lastOfEachName(_ elements: [Element]) -> [Element] {
    let count = elements.count
    if count <= pairwiseLimit {
      var hasDuplicate = false
      pairs: for first in 0..<count {
        for second in (first + 1)..<count where elements[first].key == elements[second].key {
          hasDuplicate = true
          break pairs
        }
      }
      guard hasDuplicate else { return elements }
    }
    var last: [String: Int] = [:]
    for (offset, member) in elements.enumerated() { last[member.key] = offset }
    guard last.count < count else { return elements }
    return elements.enumerated().compactMap { offset, member in
      last[member.key] == offset ? member : nil
    }
  }
}

/// A dictionary bounded to `capacity` entries that forgets the least recently used one to make
/// room. Reads and writes count as uses; every operation is O(1).
///
/// Entries sit in an array and form a doubly linked list from the newest to the oldest use, by
/// index, so a full cache reuses the oldest entry's slot instead of allocating.
struct LRUCache<Key: Hashable, Value> {
  private struct Entry {
    var key: Key
    var value: Value
    var newer: Int?
    var older: Int?
  }

  /// The most entries kept; `0` keeps none.
  let capacity: Int
  private var entries: [Entry] = []
  private var slots: [Key: Int] = [:]
  private var newest: Int?
  private var oldest: Int?

  /// Creates an empty cache; a negative capacity counts as `0`.
  init(capacity: Int) {
    self.capacity = max(0, capacity)
  }

  /// How many entries are kept.
  var count: Int { slots.count }

  /// The keys from the most to the least recently used.
  var keysByRecency: [Key] {
    var keys: [Key] = []
    var slot = newest
    while let current = slot {
      keys.append(entries[current].key)
      slot = entries[current].older
    }
    return keys
  }

  /// The value for `key`, which becomes the most recently used.
  mutating func value(forKey key: Key) -> Value? {
    guard let slot = slots[key] else { return nil }
    moveToFront(slot)
    return entries[slot].value
  }

  /// Stores `value` for `key` as the most recently used, forgetting the least recently used
  /// entry when the cache is full.
  mutating func insert(_ value: Value, forKey key: Key) {
    guard capacity > 0 else { return }
    if let slot = slots[key] {
      entries[slot].value = value
      moveToFront(slot)
      return
    }
    let entry = Entry(key: key, value: value, newer: nil, older: nil)
    let slot: Int
    if entries.count < capacity {
      entries.append(entry)
      slot = entries.count - 1
    } else if let evicted = oldest {
      unlink(evicted)
      slots[entries[evicted].key] = nil
      entries[evicted] = entry
      slot = evicted
    } else {
      return  // unreachable: a full cache with capacity > 0 has an oldest entry
    }
    slots[key] = slot
    pushFront(slot)
  }

  private mutating func moveToFront(_ slot: Int) {
    guard newest != slot else { return }
    unlink(slot)
    pushFront(slot)
  }

  private mutating func unlink(_ slot: Int) {
    let (newer, older) = (entries[slot].newer, entries[slot].older)
    if let newer { entries[newer].older = older } else { newest = older }
    if let older { entries[older].newer = newer } else { oldest = newer }
    entries[slot].newer = nil
    entries[slot].older = nil
  }

  private mutating func pushFront(_ slot: Int) {
    entries[slot].older = newest
    entries[slot].newer = nil
    if let newest { entries[newest].newer = slot }
    newest = slot
    if oldest == nil { oldest = slot }
  }
}

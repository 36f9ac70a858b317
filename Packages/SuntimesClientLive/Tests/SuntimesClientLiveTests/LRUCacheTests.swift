import Testing

@testable import SuntimesClientLive

/// The bounded least-recently-used store behind the answer cache.
struct LRUCacheTests {
  @Test func evictsTheLeastRecentlyUsedAndReadsCountAsUse() {
    var cache = LRUCache<String, Int>(capacity: 3)
    cache.insert(1, forKey: "a")
    cache.insert(2, forKey: "b")
    cache.insert(3, forKey: "c")
    #expect(cache.value(forKey: "a") == 1)
    cache.insert(4, forKey: "d")  // evicts b
    #expect(cache.keysByRecency == ["d", "a", "c"])
    #expect(cache.value(forKey: "b") == nil)
    cache.insert(30, forKey: "c")  // update, no eviction
    #expect(cache.keysByRecency == ["c", "d", "a"])
    #expect(cache.value(forKey: "c") == 30)
    #expect(cache.count == 3)
  }

  @Test func zeroOrNegativeCapacityKeepsNothing() {
    var cache = LRUCache<Int, Int>(capacity: -1)
    cache.insert(1, forKey: 1)
    #expect(cache.count == 0)
    #expect(cache.value(forKey: 1) == nil)
  }

  @Test func matchesASimpleModelOverManyOperations() {
    var cache = LRUCache<Int, Int>(capacity: 5)
    var model: [(key: Int, value: Int)] = []  // most recent first
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for step in 0..<5_000 {
      let key = next(9)
      if next(2) == 0 {
        let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0) }
        if let expected { model.insert(expected, at: 0) }
        #expect(cache.value(forKey: key) == expected?.value, "step \(step)")
      } else {
        model.removeAll { $0.key == key }
        model.insert((key, step), at: 0)
        if model.count > 5 { model.removeLast() }
        cache.insert(step, forKey: key)
      }
      #expect(cache.keysByRecency == model.map(\.key), "step \(step)")
    }
  }
}

import Testing
@testable import Importers

@Suite("The ring of recent texts")
struct TextRingTests {
    func slot(_ ring: TextRing, _ key: String, entity: Bool = false) -> Int? {
        ring.slot(hasEntity: entity) { $0 == Array(key.utf8) }
    }

    @Test("a kept text is found by its key and its references flag, and not by another key or flag")
    func found() {
        var ring = TextRing(capacity: 3)
        ring.keep("Watch", key: Array("w".utf8), hasEntity: false)
        ring.keep(nil, key: Array("long".utf8), hasEntity: false)
        ring.keep("a&b", key: Array("a&amp;b".utf8), hasEntity: true)
        #expect(slot(ring, "w").map { ring[$0] } == "Watch")
        #expect(slot(ring, "long").map { ring[$0] } == .some(nil))
        #expect(slot(ring, "a&amp;b", entity: true).map { ring[$0] } == "a&b")
        #expect(slot(ring, "a&amp;b", entity: false) == nil)
        #expect(slot(ring, "w", entity: true) == nil)
        #expect(slot(ring, "phone") == nil)
    }

    @Test("when full, the oldest kept gives way, then the next oldest", arguments: [1, 2, 5])
    func oldestGoes(capacity: Int) {
        var ring = TextRing(capacity: capacity)
        for n in 0..<capacity { ring.keep("t\(n)", key: Array("k\(n)".utf8), hasEntity: false) }
        ring.keep("new", key: Array("new".utf8), hasEntity: false)
        #expect(slot(ring, "k0") == nil)
        for n in 1..<capacity { #expect(slot(ring, "k\(n)").map { ring[$0] } == "t\(n)") }
        ring.keep("newer", key: Array("newer".utf8), hasEntity: false)
        #expect(slot(ring, "new").map { ring[$0] } == (capacity > 1 ? "new" : nil))
        #expect(slot(ring, "newer").map { ring[$0] } == "newer")
        if capacity > 1 { #expect(slot(ring, "k1") == nil) }
    }
}

import Foundation
import Testing
@testable import Workspace

/// `Digest` and `StableHasher`: the same on every run (the manifest records them between builds), and
/// different for the inputs a build can tell apart.
@Suite("Digest: stable between runs, different for different inputs")
struct DigestTests {
    @Test("a digest is a fixed value, not seeded per process (recorded once; a change here makes every output rebuild)")
    func stable() {
        #expect(Digest.of(Array("abc".utf8)).description == "12cc39b929d88d0937951e321e58f4b3")
    }

    @Test("texts that differ in one byte, in length, or in where they are split, differ")
    func sensitive() {
        var seen = Set<Digest>()
        for text in ["", "a", "b", "ab", "ba", "abcdefgh", "abcdefgi", "abcdefgh\0", "\0abcdefgh", "abcdefghabcdefgh"] {
            #expect(seen.insert(Digest.of(Array(text.utf8))).inserted, "\(text.debugDescription) collides")
        }
        var one = StableHasher(), two = StableHasher()
        one.add("ab")
        one.add("c")
        two.add("a")
        two.add("bc")
        #expect(one.finish() != two.finish())
    }

    @Test("a digest reads back from its 32 hex digits, and nothing else does")
    func text() {
        let digest = Digest.of(Array("x".utf8))
        #expect(digest.description.count == 32)
        #expect(Digest(Substring(digest.description)) == digest)
        #expect(Digest(Substring(Digest(high: 1, low: 2).description)) == Digest(high: 1, low: 2))
        #expect(Digest("xyz") == nil)
        #expect(Digest(Substring(String(repeating: "g", count: 32))) == nil)
        // Each half's 16 digits, zeros leading, lowercase, as `String(_:radix:)` spells the word.
        var generator = SystemRandomNumberGenerator()
        let words: [UInt64] = [0, 1, 9, 10, 15, 16, 0xABCDEF, .max, 1 << 63] + (0..<200).map { _ in generator.next() }
        for high in words.prefix(20) {
            for low in words {
                let digits = Digest(high: high, low: low).description
                let expected = [high, low].map { String(repeating: "0", count: 16 - String($0, radix: 16).count) + String($0, radix: 16) }.joined()
                #expect(digits == expected)
            }
        }
    }
}

import Testing
@testable import Workspace

/// `PathOrder` must sort exactly as `String`'s `<` does: the manifest's lines and the output's listing are
/// in that order, and a build compares them with earlier ones.
@Suite("Paths sorted by their bytes come out in String's order")
struct PathOrderTests {
    /// Deterministic pseudo-random numbers (a linear congruential generator: enough to scatter paths).
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func paths(_ count: Int, seed: UInt64, alphabet: [String]) -> [String] {
        var numbers = Numbers(state: seed)
        return (0..<count).map { _ in
            (0..<numbers.next(12)).map { _ in alphabet[numbers.next(alphabet.count)] }.joined()
        }
    }

    static let ascii = ["a", "b", "z", "A", "Z", "0", "9", "/", "-", ".", "_", " ", "~", "index.html", "day/", "\u{7F}", "\t"]

    @Test("ASCII paths: prefixes, case, punctuation, empty paths, repeats", arguments: [1, 2, 3, 4] as [UInt64])
    func asciiPaths(seed: UInt64) {
        var all = paths(3_000, seed: seed, alphabet: Self.ascii)
        all += ["", "", "a", "a/", "a/b", "a-b", "a.b", "A", "day/2026-11-21/index.html", "day/index.html"]
        // Equal in their first 8 or 16 bytes, NUL bytes, and one a prefix of another up to zero bytes.
        all += ["habits/2026-11-2", "habits/2026-11-21", "habits/2026-11-21/index.html", "habits/2026-11-20/index.html",
                "habits/2", "habits/", "habits/2\u{0}", "habits/2\u{0}\u{0}", "habits/2\u{0}a", "a\u{0}", "a\u{0}b", "\u{0}",
                "0123456789abcdef", "0123456789abcdef\u{0}", "0123456789abcdefg", "0123456789abcdeg"]
        #expect(PathOrder.sorted(all) == all.sorted())
        #expect(PathOrder.sorted(Set(all)) == Set(all).sorted())
    }

    @Test("any other character: String's order, NFC and NFD spellings and all", arguments: [5, 6] as [UInt64])
    func otherPaths(seed: UInt64) {
        let alphabet = Self.ascii + ["é", "e\u{301}", "\u{301}", "ß", "😀", "Å", "A\u{30A}", "\u{212B}"]
        let all = paths(2_000, seed: seed, alphabet: alphabet)
        #expect(PathOrder.sorted(all) == all.sorted())
        // One such path among ASCII ones is enough to sort them all as String does.
        let mixed = paths(500, seed: seed, alphabet: Self.ascii) + ["e\u{301}/index.html", "é/index.html"]
        #expect(PathOrder.sorted(mixed) == mixed.sorted())
    }

    @Test("items sorted by their path keep their order when the paths are equal")
    func stable() {
        let items = [("b", 1), ("a", 2), ("b", 3), ("a", 4), ("", 5), ("a", 6)]
        #expect(PathOrder.sorted(items, by: \.0).map(\.1) == [5, 2, 4, 6, 1, 3])
        #expect(PathOrder.sorted([(String, Int)](), by: \.0).isEmpty)
        #expect(PathOrder.sorted([("x", 1)], by: \.0).map(\.1) == [1])
    }
}

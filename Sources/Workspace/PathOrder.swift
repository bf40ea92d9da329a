import Foundation

/// Paths in `String`'s order (`<`), sorted faster: when every path is ASCII, that order is the order of their
/// bytes, so they are compared as words and with `memcmp` over one buffer holding them all instead of by
/// `String`'s comparison, whose normalization checks make each comparison costly, and every build sorts the
/// output's manifest and its listing, a path for every file and folder. A path with any other character sorts
/// them all as `String` does, so the order never changes.
public enum PathOrder {
    public static func sorted(_ paths: some Collection<String>) -> [String] {
        sorted(Array(paths), by: { $0 })
    }

    /// `items` in the `String` order of `path(item)`; items of equal paths keep their order.
    public static func sorted<Item>(_ items: [Item], by path: (Item) -> String) -> [Item] {
        var bytes: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        bytes.reserveCapacity(items.count * 32)
        spans.reserveCapacity(items.count)
        var ascii = true
        for item in items {
            let start = bytes.count
            var text = path(item)
            text.withUTF8 { utf8 in
                bytes.append(contentsOf: utf8)
                ascii = ascii && utf8.allSatisfy { $0 < 0x80 }
            }
            spans.append((start, bytes.count - start))
        }
        guard ascii, items.count > 1 else { return items.sorted { path($0) < path($1) } }
        // Each path's first 16 bytes as two big-endian words (zeros after its end): most paths differ there,
        // and two integer comparisons decide. Equal words leave it to all the bytes: a path that is a prefix
        // of the other (or equals it up to zero bytes) has words no greater than the other's, so the words'
        // order never contradicts the bytes'.
        bytes.append(0)  // a base address even when every path is empty (the words stop at each path's end)
        let order = bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            var keys: [(high: UInt64, low: UInt64, index: Int)] = []
            keys.reserveCapacity(spans.count)
            for (index, span) in spans.enumerated() {
                var high: UInt64 = 0, low: UInt64 = 0
                for offset in 0..<8 where offset < span.count { high |= UInt64(base[span.start + offset]) << (56 - 8 * offset) }
                for offset in 8..<16 where offset < span.count { low |= UInt64(base[span.start + offset]) << (120 - 8 * offset) }
                keys.append((high, low, index))
            }
            keys.sort { a, b in
                if a.high != b.high { return a.high < b.high }
                if a.low != b.low { return a.low < b.low }
                let (left, right) = (spans[a.index], spans[b.index])
                let compared = memcmp(base + left.start, base + right.start, min(left.count, right.count))
                return compared != 0 ? compared < 0 : left.count < right.count
            }
            return keys.map(\.index)
        }
        return order.map { items[$0] }
    }
}

import HistoryStore

/// The device descriptions of an export, each made once per real device: almost every record's `device`
/// gives the same watch or phone a new `HKDevice: 0x…` address (see `HealthDevice`), so the last few
/// descriptions are remembered by their bytes as written with the address left out, and a record naming a
/// known device costs two `memcmp`s instead of decoding entities and making a `String`.
///
/// The text handed back is `HealthDevice.withoutAddress` of the decoded value, cleaned as `TextCache.clean`
/// cleans it (`nil` when over the limit: the record is skipped).
struct DeviceCache {
    /// How many different devices are kept; the oldest made goes first. An export names a handful.
    static let size = 16
    /// Keyed by the descriptions' bytes without their addresses.
    private var ring = TextRing(capacity: size)

    /// `slot`: where `slot(of: value)` found it just before, with nothing made in between (the address is then
    /// not searched for again); `nil` when not asked.
    mutating func text(_ value: XMLValue, slot: Int? = nil) throws(XMLContentError) -> String? {
        if let slot { return ring[slot] }
        let (head, tail) = Self.parts(value.bytes)
        if let index = place(value, head, tail) { return ring[index] }
        let text = TextCache.clean(HealthDevice.withoutAddress(try value.text()))
        ring.keep(text, key: Array(head) + Array(tail), hasEntity: value.hasEntity)
        return text
    }

    /// Where the earlier text is that `text(value)` would reuse (its references then were decoded without error:
    /// the address, left out of the comparison, holds none); `nil` when there is none. Handed to `text`, it
    /// spares that a second search for the address.
    func slot(of value: XMLValue) -> Int? {
        let (head, tail) = Self.parts(value.bytes)
        return place(value, head, tail)
    }

    private func place(_ value: XMLValue, _ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) -> Int? {
        ring.slot(hasEntity: value.hasEntity) { key in Self.matches(key, head, tail) }
    }

    /// The bytes before and after the address (all of them and none when there is no address).
    private static func parts(_ bytes: UnsafeBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) {
        guard let address = HealthDevice.addressRange(in: bytes) else { return (bytes, UnsafeBufferPointer(rebasing: bytes[bytes.count...])) }
        return (UnsafeBufferPointer(rebasing: bytes[..<address.lowerBound]), UnsafeBufferPointer(rebasing: bytes[address.upperBound...]))
    }

    /// Whether `key` is `head` followed by `tail`.
    private static func matches(_ key: [UInt8], _ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == head.count + tail.count else { return false }
        return key.withUnsafeBufferPointer { key in
            UnsafeBufferPointer(rebasing: key[..<head.count]).equals(head)
                && UnsafeBufferPointer(rebasing: key[head.count...]).equals(tail)
        }
    }
}

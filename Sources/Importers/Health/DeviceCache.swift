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
    private var keys: [[UInt8]] = []
    private var texts: [String?] = []
    private var next = 0

    mutating func text(_ value: XMLValue) throws(XMLContentError) -> String? {
        let bytes = value.bytes
        let address = HealthDevice.addressRange(in: bytes)
        let head = address.map { UnsafeBufferPointer(rebasing: bytes[..<$0.lowerBound]) } ?? bytes
        let tail = address.map { UnsafeBufferPointer(rebasing: bytes[$0.upperBound...]) } ?? UnsafeBufferPointer(rebasing: bytes[bytes.count...])
        for index in keys.indices where Self.matches(keys[index], head, tail) {
            return texts[index]
        }
        let text = TextCache.clean(HealthDevice.withoutAddress(try value.text()))
        let key = Array(head) + Array(tail)
        if keys.count < Self.size {
            keys.append(key)
            texts.append(text)
        } else {
            keys[next] = key
            texts[next] = text
            next = (next + 1) % Self.size
        }
        return text
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

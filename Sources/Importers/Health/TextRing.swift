/// The last few texts an export's attributes made, each with the bytes it was made from and whether those
/// held references; when full, the oldest made gives way. `TextCache` and `DeviceCache` keep theirs in one,
/// each with its own key (the value's bytes; a device's bytes without its address).
///
/// The same bytes given decoded and given as written are two values (`a&b` decoded is a text, as written a
/// malformed reference): a key matches only a value that held references as its own did.
struct TextRing {
    /// How many texts are kept.
    let capacity: Int
    private var keys: [[UInt8]] = []
    private var entities: [Bool] = []
    private var texts: [String?] = []
    /// The slot the next text takes once the ring is full.
    private var next = 0

    init(capacity: Int) {
        self.capacity = capacity
        keys.reserveCapacity(capacity)
        entities.reserveCapacity(capacity)
        texts.reserveCapacity(capacity)
    }

    /// The slot of the first kept text whose value held references as `hasEntity` says and whose key `matches`.
    @inline(__always)
    func slot(hasEntity: Bool, where matches: ([UInt8]) -> Bool) -> Int? {
        keys.indices.first { entities[$0] == hasEntity && matches(keys[$0]) }
    }

    /// The text kept in `slot`.
    subscript(slot: Int) -> String? { texts[slot] }

    /// Keeps `text`, made from the value whose key is `key`, in place of the oldest when full.
    mutating func keep(_ text: String?, key: [UInt8], hasEntity: Bool) {
        if keys.count < capacity {
            keys.append(key)
            entities.append(hasEntity)
            texts.append(text)
        } else {
            keys[next] = key
            entities[next] = hasEntity
            texts[next] = text
            next = (next + 1) % capacity
        }
    }
}

/// A 128-bit digest of what a file of the output was made from: the same on every run and every
/// machine (unlike Swift's `Hasher`, which is seeded per process), so the output's manifest can
/// record it and the next build compare with it. Not cryptographic: it tells changes apart, it does
/// not stand up to someone crafting collisions (nobody gains from making sitegen keep a page).
public struct Digest: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// 32 lowercase hex digits.
    public var description: String {
        var bytes: [UInt8] = []
        appendHex(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The digest `text` spells (`description`'s form), or nil.
    public init?(_ text: Substring) {
        guard text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16), let low = UInt64(text.suffix(16), radix: 16) else {
            return nil
        }
        self.init(high: high, low: low)
    }

    /// The digest of `bytes` alone.
    public static func of(_ bytes: some Collection<UInt8>) -> Digest {
        var hasher = StableHasher()
        hasher.add(bytes: bytes)
        return hasher.finish()
    }

    /// `description`'s 32 hex digits appended to `bytes` (the manifest lists one per file).
    public func appendHex(to bytes: inout [UInt8]) {
        Self.appendHex(high, to: &bytes)
        Self.appendHex(low, to: &bytes)
    }

    /// The 16 lowercase hex digits of `word`, appended to `bytes` (a digest's halves, a folder's stamp): made
    /// on the stack and appended at once (a manifest has a digest for every file, and a digit appended by
    /// itself from a table was a lazy global's check and an array append each).
    static func appendHex(_ word: UInt64, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { digits in
            for index in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: word >> UInt64(60 - 4 * index)) & 0xF
                digits[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
            }
            bytes.append(contentsOf: UnsafeBufferPointer(digits))
        }
    }

    /// The digest 32 hex digits spell (either case), read from their bytes; nil for anything else.
    public init?(hex bytes: some Collection<UInt8>) {
        guard bytes.count == 32 else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0, index = 0
        for byte in bytes {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            if index < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
            index += 1
        }
        self.init(high: high, low: low)
    }
}

/// Builds a `Digest` from words, bytes and texts, in order: two 64-bit lanes, each a multiply-rotate
/// mix with its own constants over 8-byte words, finished with an avalanche of both.
public struct StableHasher: Sendable {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var count: UInt64 = 0

    public init() {}

    public mutating func add(_ word: UInt64) {
        a = Self.rotate(a ^ (word &* 0x87C3_7B91_1142_53D5), 31) &* 0x4CF5_AD43_2745_937F &+ 0x52DC_E729
        b = Self.rotate(b ^ (word &* 0xFF51_AFD7_ED55_8CCD), 29) &* 0xC4CE_B9FE_1A85_EC53 &+ 0x3849_5AB5
        count &+= 1
    }

    public mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }

    public mutating func add(_ value: Bool) { add(value ? 1 : 2) }

    /// A digest made elsewhere (a part's), as two words.
    public mutating func add(_ digest: Digest) {
        add(digest.high)
        add(digest.low)
    }

    /// `bytes`, 8 at a time, then their count (so that "ab" + "c" and "a" + "bc" differ).
    public mutating func add(bytes: some Collection<UInt8>) {
        let done = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
            add(buffer: UnsafeRawBufferPointer(buffer))
            return true
        }
        if done == nil { add(buffer: Array(bytes).withUnsafeBytes { UnsafeRawBufferPointer($0) }) }
    }

    /// The UTF-8 of `text`, as `add(bytes:)`.
    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(buffer: UnsafeRawBufferPointer($0)) }
    }

    private mutating func add(buffer: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= buffer.count {
            add(UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0, shift: UInt64 = 0
        while offset < buffer.count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        add(tail)
        add(UInt64(buffer.count))
    }

    public func finish() -> Digest {
        Digest(high: Self.avalanche(a ^ Self.rotate(b, 17) ^ count), low: Self.avalanche(b ^ Self.rotate(a, 41) &+ count))
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}

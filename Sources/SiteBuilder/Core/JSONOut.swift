import Foundation
import Metrics

/// The largest data files written by hand into one byte buffer, byte for byte as `JSONEncoder` writes
/// their `Encodable` form with `.sortedKeys` and `.withoutEscapingSlashes`, without the `Codable` machinery
/// (for `habits.json`, `export.json`, `weeks.json`, `days.json` and `reports.json` it took most of the
/// data files' time). A record is written by its one list of fields (`Fields`: `JSONOut` is its visitor),
/// in the order of their keys' UTF-8 bytes (a debug build checks it), a `nil` skipped as `encodeIfPresent`
/// does; `JSONOutTests` compares every file with `JSONEncoder`'s on the demo history and on hostile texts
/// and numbers.
struct JSONOut {
    /// Where the bytes go: one growing allocation, appended to without an array's uniqueness and capacity
    /// checks (`[UInt8].append` costs several times more a key, and a build writes hundreds of thousands).
    private let buffer = OutputBytes(capacity: 1 << 16)
    /// A number JSON cannot hold was met (NaN, infinity): the caller asks `JSONEncoder`, which reports it.
    private(set) var invalid = false
    /// For each open object or array, a bit: whether a member was written (then the next needs a comma).
    /// Bit `depth - 1` is the innermost's; the files' shapes are our types', a few levels deep.
    private var started: UInt64 = 0
    private var depth = 0
    /// A key was just written: the value that follows needs no comma (and its member is already counted).
    private var afterKey = false
    #if DEBUG
    private var lastKeys: [String?] = []
    #endif

    init() {}

    /// The bytes written so far.
    var bytes: [UInt8] { buffer.array }

    /// The bytes written and a final line feed.
    var fileData: Data { buffer.data(ending: 0x0A) }

    /// An object whose members `body` writes (a record's fields, `Fields.write(to:)`).
    mutating func object(_ body: (inout JSONOut) -> Void) {
        beforeValue()
        buffer.append(0x7B)
        open()
        body(&self)
        close()
        buffer.append(0x7D)
    }

    /// An array of `values`.
    mutating func array<T: FieldValue>(_ values: [T]) {
        beforeValue()
        buffer.append(0x5B)
        open()
        for value in values { value.write(to: &self) }
        close()
        buffer.append(0x5D)
    }

    // MARK: Scalars

    mutating func string(_ text: String) {
        beforeValue()
        let buffer = self.buffer
        var text = text
        text.withUTF8 { utf8 in
            // Most texts (every habit day's level) need no escape: scanned, then copied with their quotes into
            // one claim of the buffer, not appended piece by piece.
            if !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                let count = utf8.count, out = buffer.claim(count + 2)
                out[0] = 0x22
                for index in 0..<count { out[index + 1] = utf8[index] }
                out[count + 1] = 0x22
                return
            }
            buffer.append(0x22)
            var mark = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                buffer.append(UnsafeBufferPointer(rebasing: utf8[mark..<index]))
                mark = index + 1
                switch byte {
                case 0x22, 0x5C: buffer.append(0x5C); buffer.append(byte)
                case 0x08: buffer.append(0x5C); buffer.append(UInt8(ascii: "b"))
                case 0x0C: buffer.append(0x5C); buffer.append(UInt8(ascii: "f"))
                case 0x0A: buffer.append(0x5C); buffer.append(UInt8(ascii: "n"))
                case 0x0D: buffer.append(0x5C); buffer.append(UInt8(ascii: "r"))
                case 0x09: buffer.append(0x5C); buffer.append(UInt8(ascii: "t"))
                default:
                    // Other control characters as \u00XX, lowercase hex.
                    let hex = Array("0123456789abcdef".utf8)
                    for escaped: UInt8 in [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]] { buffer.append(escaped) }
                }
            }
            buffer.append(UnsafeBufferPointer(rebasing: utf8[mark...]))
            buffer.append(0x22)
        }
    }

    /// Its decimal digits, written straight into the buffer (a `String` a number costs far more).
    mutating func integer(_ value: Int64) {
        beforeValue()
        buffer.append(decimal: value)
    }

    /// As `JSONEncoder` writes a `Double`: its `description` without a final ".0". A whole number below 10^15
    /// (not -0, written "-0") is that description's digits, written as `integer` writes them.
    mutating func number(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            return integer(Int64(value))
        }
        beforeValue()
        guard value.isFinite else { return invalid = true }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        buffer.append(text)
    }

    /// A nil inside an array (in an object a nil member is left out).
    mutating func null() {
        beforeValue()
        literal("null")
    }

    mutating func bool(_ value: Bool) {
        beforeValue()
        literal(value ? "true" : "false")
    }

    /// `true`, `false` or `null`, copied as `key` copies a key: as a `String` each cost several times the copy
    /// (every day of every habit in `habits.json` has two flags).
    private func literal(_ text: StaticString) {
        let count = text.utf8CodeUnitCount, bytes = text.utf8Start
        let out = buffer.claim(count)
        for index in 0..<count { out[index] = bytes[index] }
    }

    /// A day as `LocalDay.encode(to:)` writes it: `"YYYY-MM-DD"`, its digits written straight into the buffer
    /// for a year of four digits (a `String` a day was an allocation and a scan, 140,000 times a build at 10 years).
    mutating func day(_ value: LocalDay) {
        guard (0...9999).contains(value.year) else { return string(value.description) }
        beforeValue()
        buffer.append(0x22)
        buffer.append(day: value)
        buffer.append(0x22)
    }

    // MARK: Structure

    private mutating func key(_ key: StaticString) {
        #if DEBUG
        let text = key.description
        if let last = lastKeys[lastKeys.count - 1] {
            assert(last.utf8.lexicographicallyPrecedes(text.utf8), "JSON keys out of order: \(last) before \(text)")
        }
        lastKeys[lastKeys.count - 1] = text
        assert(text.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }, "JSON key \(text) needs escaping")
        #endif
        // A key is one of ours, a literal plain name with nothing to escape (a debug build checks it): its bytes
        // copied as they are, not scanned as `string` scans a value (hundreds of thousands of keys a build; as
        // a `String` a key's copy was still costly).
        // `,"key":` with one check of the buffer's room, the key's few bytes copied one by one (a call of
        // `memcpy` for six bytes cost more than the copy).
        let count = key.utf8CodeUnitCount, bytes = key.utf8Start, bit: UInt64 = 1 << UInt64(depth - 1)
        let comma = started & bit != 0
        started |= bit
        var out = buffer.claim(comma ? count + 4 : count + 3)
        if comma {
            out[0] = 0x2C
            out += 1
        }
        out[0] = 0x22
        for index in 0..<count { out[index + 1] = bytes[index] }
        out[count + 1] = 0x22
        out[count + 2] = 0x3A
        // The value follows the colon: no comma before it.
        afterKey = true
    }

    /// A comma before every member of an object or array but the first.
    private mutating func beforeValue() {
        if afterKey { return afterKey = false }
        guard depth > 0 else { return }
        let bit: UInt64 = 1 << UInt64(depth - 1)
        if started & bit != 0 { buffer.append(0x2C) }
        started |= bit
    }

    private mutating func open() {
        precondition(depth < 64, "JSON nested more than 64 levels deep")
        depth += 1
        started &= ~(1 << UInt64(depth - 1))
        #if DEBUG
        lastKeys.append(nil)
        #endif
    }

    private mutating func close() {
        depth -= 1
        #if DEBUG
        lastKeys.removeLast()
        #endif
    }
}

/// A record's fields as members, each written through `key`'s fast path.
extension JSONOut: FieldVisitor {
    mutating func callAsFunction<Value: FieldValue>(_ name: StaticString, _ value: Value) {
        if value.isAbsent { return }
        key(name)
        value.write(to: &self)
    }
}

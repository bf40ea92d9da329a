import Metrics

/// The largest data files written by hand into one byte buffer, byte for byte as `JSONEncoder` writes
/// their `Encodable` form with `.sortedKeys` and `.withoutEscapingSlashes` (issue 19: at 10 years the
/// `Codable` machinery took about 0.7 s of CPU a build for `habits.json`, `export.json`, `weeks.json` and
/// `days.json`; writing them so took the next day's render phase from 1.62 s to 1.34 s, median of five
/// alternating runs). A type lists its members in the order of their keys' UTF-8
/// bytes (a debug build checks it), skips a `nil` as `encodeIfPresent` does, and `JSONOutTests` compares
/// every file with `JSONEncoder`'s on the demo history and on hostile texts and numbers.
protocol JSONWritable {
    func write(to out: inout JSONOut)
}

struct JSONOut {
    private(set) var bytes: [UInt8] = []
    /// A number JSON cannot hold was met (NaN, infinity): the caller asks `JSONEncoder`, which reports it.
    private(set) var invalid = false
    /// For each open object or array, whether a member was written (then the next needs a comma).
    private var started: [Bool] = []
    #if DEBUG
    private var lastKeys: [String?] = []
    #endif

    init() { bytes.reserveCapacity(1 << 16) }

    /// An object whose members `body` writes with the `field` calls.
    mutating func object(_ body: (inout JSONOut) -> Void) {
        beforeValue()
        bytes.append(0x7B)
        open()
        body(&self)
        close()
        bytes.append(0x7D)
    }

    /// An array of `values`.
    mutating func array<T: JSONWritable>(_ values: [T]) {
        beforeValue()
        bytes.append(0x5B)
        open()
        for value in values { value.write(to: &self) }
        close()
        bytes.append(0x5D)
    }

    mutating func field(_ key: StaticString, _ value: some JSONWritable) {
        self.key(key)
        value.write(to: &self)
    }

    /// Nothing when `value` is nil (`encodeIfPresent`).
    mutating func field(_ key: StaticString, _ value: (some JSONWritable)?) {
        if let value { field(key, value) }
    }

    // MARK: Scalars

    mutating func string(_ text: String) {
        beforeValue()
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            var mark = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<index]))
                mark = index + 1
                switch byte {
                case 0x22, 0x5C: bytes.append(contentsOf: [0x5C, byte])
                case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                default:
                    // Other control characters as \u00XX, lowercase hex.
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark...]))
        }
        bytes.append(0x22)
    }

    /// Its decimal digits, written straight into the buffer (a `String` a number was 400 instructions).
    mutating func integer(_ value: Int64) {
        beforeValue()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = 0x30 + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
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
        bytes.append(contentsOf: text.utf8)
    }

    mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A day as `LocalDay.encode(to:)` writes it: `"YYYY-MM-DD"`, its digits written straight into the buffer
    /// for a year of four digits (a `String` a day was an allocation and a scan, 140,000 times a build at 10 years).
    mutating func day(_ value: LocalDay) {
        guard (0...9999).contains(value.year) else { return string(value.description) }
        beforeValue()
        let (year, month, day) = (value.year, value.month, value.day)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 12) { text in
            text[0] = 0x22
            text[1] = 0x30 + UInt8(year / 1000)
            text[2] = 0x30 + UInt8(year / 100 % 10)
            text[3] = 0x30 + UInt8(year / 10 % 10)
            text[4] = 0x30 + UInt8(year % 10)
            text[5] = UInt8(ascii: "-")
            text[6] = 0x30 + UInt8(month / 10)
            text[7] = 0x30 + UInt8(month % 10)
            text[8] = UInt8(ascii: "-")
            text[9] = 0x30 + UInt8(day / 10)
            text[10] = 0x30 + UInt8(day % 10)
            text[11] = 0x22
            bytes.append(contentsOf: UnsafeBufferPointer(text))
        }
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
        // copied as they are, not scanned as `string` scans a value (730,000 keys a build at 10 years; as a
        // `String` a key's copy was still 330 instructions).
        beforeValue()
        bytes.append(0x22)
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(0x22)
        bytes.append(0x3A)
        // The value follows the colon: no comma before it.
        started[started.count - 1] = false
    }

    /// A comma before every member of an object or array but the first.
    private mutating func beforeValue() {
        guard let last = started.last else { return }
        if last { bytes.append(0x2C) }
        started[started.count - 1] = true
    }

    private mutating func open() {
        started.append(false)
        #if DEBUG
        lastKeys.append(nil)
        #endif
    }

    private mutating func close() {
        started.removeLast()
        #if DEBUG
        lastKeys.removeLast()
        #endif
    }
}

extension String: JSONWritable { func write(to out: inout JSONOut) { out.string(self) } }
extension Int: JSONWritable { func write(to out: inout JSONOut) { out.integer(Int64(self)) } }
extension Int64: JSONWritable { func write(to out: inout JSONOut) { out.integer(self) } }
extension Double: JSONWritable { func write(to out: inout JSONOut) { out.number(self) } }
extension Bool: JSONWritable { func write(to out: inout JSONOut) { out.bool(self) } }
extension LocalDay: JSONWritable { func write(to out: inout JSONOut) { out.day(self) } }
extension Array: JSONWritable where Element: JSONWritable { func write(to out: inout JSONOut) { out.array(self) } }

import Foundation

/// Bytes appended to one allocation that doubles when full.
///
/// Its fields are not checked for exclusive access at run time (`@exclusivity(unchecked)`): the buffer is
/// written from other modules (`JSONOut`, `CSVOut`), where the compiler cannot prove that no other access
/// overlaps, so every append began and ended a dynamic access (a runtime call and a thread-local set each,
/// several times the append itself). A buffer is made and written by one caller on one thread, and the
/// fields are reached only through these methods, which never call out while they hold one.
public final class OutputBytes {
    @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) @usableFromInline var capacity: Int
    /// How many bytes are written.
    public var count: Int { used }
    @exclusivity(unchecked) @usableFromInline var used = 0

    public init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inlinable
    public func append(_ byte: UInt8) {
        reserve(1)
        base[used] = byte
        used += 1
    }

    /// Makes room for `extra` more bytes.
    @inlinable
    public func reserve(_ extra: Int) {
        if used + extra > capacity { grow(to: used + extra) }
    }

    /// Where the caller writes the next `length` bytes, which are counted now: written through a local
    /// pointer, not a byte at a time through the buffer's fields.
    @inlinable
    public func claim(_ length: Int) -> UnsafeMutablePointer<UInt8> {
        reserve(length)
        let start = base + used
        used += length
        return start
    }

    @inlinable
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + used).update(from: start, count: bytes.count)
        used += bytes.count
    }

    @inlinable
    public func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `value`'s decimal digits, after a minus sign when it is negative (a `String` a number costs far more).
    @inlinable
    public func append(decimal value: Int64) {
        // The digits written in place, from the last: first their number.
        var rest = value.magnitude, digits = 1
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let sign = value < 0 ? 1 : 0
        let out = claim(sign + digits)
        if sign == 1 { out[0] = UInt8(ascii: "-") }
        rest = value.magnitude
        var index = sign + digits
        repeat {
            index -= 1
            out[index] = 0x30 + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
    }

    /// `YYYY-MM-DD`, as `LocalDay.description` writes a day of a year from 0 to 9999 (the caller checks the year).
    @inlinable
    public func append(day value: LocalDay) {
        let (year, month, day) = (value.year, value.month, value.day)
        let text = claim(10)
        text[0] = 0x30 + UInt8(year / 1000)
        text[1] = 0x30 + UInt8(year / 100 % 10)
        text[2] = 0x30 + UInt8(year / 10 % 10)
        text[3] = 0x30 + UInt8(year % 10)
        text[4] = UInt8(ascii: "-")
        text[5] = 0x30 + UInt8(month / 10)
        text[6] = 0x30 + UInt8(month % 10)
        text[7] = UInt8(ascii: "-")
        text[8] = 0x30 + UInt8(day / 10)
        text[9] = 0x30 + UInt8(day % 10)
    }

    @usableFromInline func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: used)
        base.deallocate()
        base = moved
        capacity = larger
    }

    public var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: used)) }

    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: used))
    }

    /// The bytes and `last` after them.
    public func data(ending last: UInt8) -> Data {
        var data = Data(capacity: used + 1)
        data.append(base, count: used)
        data.append(last)
        return data
    }
}

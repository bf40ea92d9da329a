import Foundation

/// A device as Apple Health describes it in an export's `device` attribute:
/// `<<HKDevice: 0x283f3a5c0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1>`.
///
/// The `0x…` is where the description's object happened to lie in the exporting phone's memory: it means
/// nothing, and almost every record of an export gets its own, so one watch is written thousands of ways. A
/// device is therefore known by its description without the address (`description`, the `devices` row's
/// unique text), and the fields people look for are read out of it (`name`, `manufacturer`, `model`,
/// `hardware`, `software`). A description in any other form is kept as it is, with no fields.
public struct HealthDevice: Equatable, Sendable {
    /// The text without its address; any other text exactly as given.
    public var description: String
    public var name: String?
    public var manufacturer: String?
    public var model: String?
    public var hardware: String?
    public var software: String?

    /// The device `text` describes (entities already decoded).
    public init(_ text: String) {
        description = Self.withoutAddress(text)
        for (key, value) in Self.fields(of: description) where !value.isEmpty {
            switch key {
            case "name": name = name ?? value
            case "manufacturer": manufacturer = manufacturer ?? value
            case "model": model = model ?? value
            case "hardware": hardware = hardware ?? value
            case "software": software = software ?? value
            default: break
            }
        }
    }

    /// What comes before an address: `HKDevice: 0x` and then hexadecimal digits.
    static let marker = Array("HKDevice: 0x".utf8)

    /// Where the address is in `bytes`, from the `:` after `HKDevice` to the last hexadecimal digit (at least
    /// one), so that removing it leaves `<<HKDevice>, …>`; `nil` when there is none. Works on the attribute's
    /// bytes as written too: the address never holds an entity.
    public static func addressRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard bytes.count > marker.count, let base = bytes.baseAddress else { return nil }
        // Each `H` in turn (`memchr`), the first that starts the marker: a description names it near its start.
        var at = 0
        while true {
            guard let found = memchr(base + at, Int32(marker[0]), bytes.count - marker.count + 1 - at) else { return nil }
            at = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            if marker.withUnsafeBufferPointer({ memcmp(base + at, $0.baseAddress!, $0.count) }) == 0 { break }
            at += 1
            if at > bytes.count - marker.count { return nil }
        }
        let start = at + 8
        var end = start + 4
        while end < bytes.count, bytes[end].isHexDigit { end += 1 }
        return end > start + 4 ? start..<end : nil
    }

    /// `text` without the first address (see `addressRange(in:)`); `text` itself when it has none.
    public static func withoutAddress(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let address = addressRange(in: bytes) else { return nil }
            return String(decoding: bytes[..<address.lowerBound], as: UTF8.self) + String(decoding: bytes[address.upperBound...], as: UTF8.self)
        } ?? text
    }

    /// The `key:value` fields of a description, in order. Inside `<<HKDevice>, … >` (or a text that starts
    /// with a key), fields are separated by ", " followed by a key: a word (letters, digits, spaces) and a
    /// colon. So a comma inside a value (`hardware:Watch6,2`, `name:Ada's Watch, Series 5`) stays in it.
    static func fields(of description: String) -> [(key: String, value: String)] {
        var inner = Substring(description)
        if inner.hasPrefix("<<HKDevice>") {
            inner = inner.dropFirst("<<HKDevice>".count)
            guard inner.hasPrefix(", ") else { return [] }
            inner = inner.dropFirst(2)
            if inner.hasSuffix(">") { inner = inner.dropLast() }
        }
        guard keyLength(inner) != nil else { return [] }
        var fields: [(key: String, value: String)] = []
        var rest = inner
        while let length = keyLength(rest) {
            let key = String(rest.prefix(length))
            rest = rest.dropFirst(length + 1)
            // The value runs to the first ", " that a key follows.
            var search = rest.startIndex, next: Substring.Index?
            while let comma = rest[search...].range(of: ", ") {
                if keyLength(rest[comma.upperBound...]) != nil { next = comma.upperBound; break }
                search = comma.upperBound
            }
            let value = next.map { rest[..<rest.index($0, offsetBy: -2)] } ?? rest
            fields.append((key, String(value)))
            guard let next else { break }
            rest = rest[next...]
        }
        return fields
    }

    /// The length of the key `text` starts with (before its colon): a letter, then up to 31 letters, digits
    /// or spaces; `nil` when it does not start with one.
    static func keyLength(_ text: Substring) -> Int? {
        guard let first = text.first, first.isASCII, first.isLetter else { return nil }
        var length = 0
        for character in text.prefix(33) {
            if character == ":" { return length }
            guard character.isASCII, character.isLetter || character.isNumber || character == " " else { return nil }
            length += 1
        }
        return nil
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}

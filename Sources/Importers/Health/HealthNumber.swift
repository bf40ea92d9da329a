/// Decimal numbers as a Health export writes them (`8`, `0.62`, `-3.5e-2`), parsed fast and exactly.
public enum HealthNumber {
    private static let powers: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// The finite number `bytes` spell; `nil` for anything else (empty, text, `nan`, `inf`).
    ///
    /// Up to 19 significant digits and exponents within ±22 take the exact fast path (Clinger);
    /// anything else goes through the standard library's correctly rounded parser.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { index = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var afterPoint = false
        var sawDigit = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !afterPoint {
                afterPoint = true
            } else if byte &- 48 <= 9 {
                guard digits < 19 else { return slow(bytes) }
                sawDigit = true
                mantissa = mantissa * 10 + UInt64(byte &- 48)
                digits += mantissa == 0 ? 0 : 1
                if afterPoint { exponent -= 1 }
            } else if byte | 0x20 == UInt8(ascii: "e") {
                return slow(bytes)
            } else {
                return nil
            }
            index += 1
        }
        guard sawDigit else { return nil }
        guard mantissa < 1 << 53, exponent >= -22 else { return slow(bytes) }
        let value = Double(mantissa) / powers[-exponent]
        return negative ? -value : value
    }

    /// The standard library's parser, for the rare long or exponent forms.
    private static func slow(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard bytes.allSatisfy({ $0 &- 48 <= 9 || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 | 0x20 == 0x65 }),
              let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// Parses the UTF-8 of `text` (tests).
    public static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse($0) }
    }
}

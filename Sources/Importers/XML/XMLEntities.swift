/// XML's predefined entities and character references (`&#183;`, `&#xB7;`), as any attribute may hold them.
///
/// Read: the five named entities, and references in decimal or hexadecimal digits to any Unicode scalar but
/// NUL. Anything else is an error that says what was found and what was expected.
enum XMLEntities {
    /// The longest reference read: `&#x` and six hex digits, or `&#` and seven decimal ones, with leading zeros
    /// allowed up to this length; longer is not a reference.
    static let longestReference = 32

    /// `bytes` with every entity and reference replaced by its character.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLContentError) -> String {
        String(decoding: try decodedBytes(bytes), as: UTF8.self)
    }

    /// The UTF-8 of `bytes` with every entity and reference replaced by its character.
    static func decodedBytes(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLContentError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "&") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            let limit = min(bytes.count, index + longestReference)
            guard let semicolon = bytes[index..<limit].firstIndex(of: UInt8(ascii: ";")) else {
                let shown = String(decoding: bytes[index..<min(bytes.count, index + 12)], as: UTF8.self)
                throw XMLContentError(.malformed("an '&' that starts no entity ('\(shown)': no ';' ends it; expected "
                                                 + "&lt; &gt; &amp; &quot; &apos; &#…; or &#x…;, and &amp; for a literal '&')"))
            }
            let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<semicolon])
            try append(named: name, to: &output)
            index = semicolon + 1
        }
        return output
    }

    /// Appends the UTF-8 of the entity or reference `name` (between `&` and `;`).
    private static func append(named name: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) throws(XMLContentError) {
        if name.equals("lt") { return output.append(UInt8(ascii: "<")) }
        if name.equals("gt") { return output.append(UInt8(ascii: ">")) }
        if name.equals("amp") { return output.append(UInt8(ascii: "&")) }
        if name.equals("quot") { return output.append(UInt8(ascii: "\"")) }
        if name.equals("apos") { return output.append(UInt8(ascii: "'")) }
        let text = String(decoding: name, as: UTF8.self)
        guard name.first == UInt8(ascii: "#") else {
            throw XMLContentError(.malformed("unknown entity &\(text); (only &lt; &gt; &amp; &quot; &apos; and &#…; exist)"))
        }
        let scalar = try reference(name, text: text)
        output.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// The character of `&#…;` or `&#x…;` (`name` is what lies between `&` and `;`).
    private static func reference(_ name: UnsafeBufferPointer<UInt8>, text: String) throws(XMLContentError) -> Unicode.Scalar {
        let hex = name.count > 1 && name[1] == UInt8(ascii: "x")
        let digits = name.dropFirst(hex ? 2 : 1)
        var code: UInt32 = 0
        for byte in digits {
            guard let digit = digitValue(byte, hex: hex) else {
                throw XMLContentError(.malformed("&\(text); is not a character reference (expected "
                                                 + (hex ? "hexadecimal digits after &#x" : "decimal digits after &#") + ")"))
            }
            // Past U+10FFFF: no need to read further (and no overflow).
            code = min(code * (hex ? 16 : 10) + digit, 0x11_0000)
        }
        guard !digits.isEmpty else {
            throw XMLContentError(.malformed("&\(text); is not a character reference (no digits)"))
        }
        // Control characters other than NUL are let through (XML 1.1 allows their references, and names are
        // cleaned of them afterwards); NUL, surrogates and code points past U+10FFFF name no character.
        guard code != 0, let scalar = Unicode.Scalar(code) else {
            let shown = code > 0x10_FFFF ? "a code point past U+10FFFF" : "U+\(String(code, radix: 16, uppercase: true))"
            throw XMLContentError(.malformed("&\(text); names \(shown), which XML does not allow in a document"))
        }
        return scalar
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// XML 1.0's `Char`: the characters a document may hold plainly.
    static func isXMLCharacter(_ code: UInt32) -> Bool {
        switch code {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
        default: false
        }
    }
}

/// XML's predefined entities and character references.
enum XMLEntities {
    /// `bytes` with every entity replaced by its character.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLContentError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "&") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            guard let semicolon = bytes[index...].firstIndex(of: UInt8(ascii: ";")), semicolon - index <= 12 else {
                throw XMLContentError(.malformed("an '&' that starts no entity (write &amp; for a literal '&')"))
            }
            let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
            output.append(contentsOf: try character(named: name).utf8)
            index = semicolon + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The character an entity name (between `&` and `;`) stands for.
    static func character(named name: String) throws(XMLContentError) -> String {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: return try reference(name)
        }
    }

    private static func reference(_ name: String) throws(XMLContentError) -> String {
        let code: UInt32?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            code = UInt32(name.dropFirst(2), radix: 16)
        } else if name.hasPrefix("#") {
            code = UInt32(name.dropFirst(), radix: 10)
        } else {
            throw XMLContentError(.malformed("unknown entity &\(name); (only &lt; &gt; &amp; &quot; &apos; and &#…; exist)"))
        }
        guard let code, code != 0, let scalar = Unicode.Scalar(code) else {
            throw XMLContentError(.malformed("&\(name); is not a valid character reference"))
        }
        return String(Character(scalar))
    }
}

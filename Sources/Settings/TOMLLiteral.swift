import TOMLKit

/// Writes values as TOML source and describes found values in messages.
enum TOMLLiteral {
    /// A TOML basic string: `"Europe/Berlin"`, with quotes, backslashes and controls escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// What a found value is, for messages: `a string "ten"`, `an integer 3`, `a table`.
    static func describe(_ value: TOMLValueConvertible) -> String {
        switch value.type {
        case .string: return "a string " + string(value.string ?? "")
        case .int: return "an integer " + (value.int.map { "\($0)" } ?? "")
        case .double: return "a floating-point number " + (value.double.map { "\($0)" } ?? "")
        case .bool: return "a boolean " + (value.bool.map { "\($0)" } ?? "")
        case .array: return "an array"
        case .table: return "a table"
        case .date: return "a date"
        case .time: return "a time"
        case .dateTime: return "a date-time"
        }
    }
}

import Foundation

/// Finds the first JSON number too large for a `Double` (such as `1e400`), or for an `Int64` where a whole
/// number is expected (an id of `2e19`), and the key path it sits at.
///
/// Foundation's JSON parser refuses such a number with only "not valid JSON"; a restore should name the
/// field (`habits[3].targetValue`). This walks the text once, tracking objects' keys and arrays' indexes;
/// it reads valid JSON only as far as the number, and gives `nil` for anything it does not understand.
enum JSONNumberScan {
    /// The path and literal of the first number that is not finite as a `Double`.
    static func firstOverflow(in data: Data) -> (path: String, literal: String)? {
        var scanner = Scanner(bytes: Array(data))
        return scanner.run { _, literal in Double(literal).map { !$0.isFinite } ?? false }
    }

    /// The path, key and literal of the first number at one of `keys` that is not a whole number an `Int64`
    /// holds (`2e19`, `1.5`): the decoder refuses such an id or count without saying where.
    static func firstNotWhole(in data: Data, keys: Set<String>) -> (path: String, key: String, literal: String)? {
        var scanner = Scanner(bytes: Array(data))
        var key = ""
        guard let (path, literal) = scanner.run(stoppingAt: { last, literal in
            guard let last, keys.contains(last), Int64(literal) == nil else { return false }
            key = last
            // The decoder also takes a whole number written with a fraction or an exponent (`5.0`, `1e3`).
            guard let value = Double(literal), value.isFinite, value.rounded() == value else { return true }
            return !(value >= -9.223_372_036_854_775_808e18 && value < 9.223_372_036_854_775_808e18)
        }) else { return nil }
        return (path, key, literal)
    }

    private enum Container {
        case object(key: String?)
        case array(index: Int)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var at = 0
        var stack: [Container] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        var path: String {
            stack.map { container -> String in
                switch container {
                case .object(let key): "." + (key ?? "?")
                case .array(let index): "[\(index)]"
                }
            }.joined().drop { $0 == "." }.description
        }

        /// Walks to the first number for which `stop` (given the key it is the value of, `nil` in an array,
        /// and its literal) is true.
        mutating func run(stoppingAt stop: (String?, String) -> Bool) -> (path: String, literal: String)? {
            while at < bytes.count {
                let byte = bytes[at]
                switch byte {
                case UInt8(ascii: "{"): stack.append(.object(key: nil)); at += 1
                case UInt8(ascii: "["): stack.append(.array(index: 0)); at += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast(); at += 1
                case UInt8(ascii: ","):
                    if case .array(let index)? = stack.last { stack[stack.count - 1] = .array(index: index + 1) }
                    if case .object? = stack.last { stack[stack.count - 1] = .object(key: nil) }
                    at += 1
                case UInt8(ascii: "\""):
                    guard let text = string() else { return nil }
                    if case .object(nil)? = stack.last, nextSignificant() == UInt8(ascii: ":") {
                        stack[stack.count - 1] = .object(key: text)
                    }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let start = at
                    while at < bytes.count, Self.numberBytes.contains(bytes[at]) { at += 1 }
                    let literal = String(decoding: bytes[start..<at], as: UTF8.self)
                    var key: String?
                    if case .object(let name)? = stack.last { key = name }
                    if stop(key, literal) { return (path, literal) }
                default:
                    at += 1
                }
            }
            return nil
        }

        static let numberBytes = Set("0123456789+-.eE".utf8)

        /// Reads a string starting at its quote; `at` ends after the closing quote.
        mutating func string() -> String? {
            var out: [UInt8] = []
            at += 1
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\\") { out.append(contentsOf: bytes[at..<min(at + 2, bytes.count)]); at += 2; continue }
                at += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
                out.append(byte)
            }
            return nil
        }

        func nextSignificant() -> UInt8? {
            var index = at
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            return index < bytes.count ? bytes[index] : nil
        }
    }
}

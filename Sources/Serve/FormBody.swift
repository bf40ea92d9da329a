import Foundation

/// An `application/x-www-form-urlencoded` body: the fields of a plain HTML form.
struct FormBody: Sendable {
    private(set) var fields: [String: String] = [:]

    /// Parses `text`; a field given twice keeps its first value; `nil` for a broken %-escape.
    init?(_ text: String) {
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decode(parts[0]), let value = Self.decode(parts.count > 1 ? parts[1] : "") else { return nil }
            if fields[name] == nil { fields[name] = value }
        }
    }

    subscript(_ name: String) -> String? { fields[name] }

    /// The field's value, or `nil` when it is missing or blank.
    func given(_ name: String) -> String? {
        guard let value = fields[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }

    private static func decode(_ part: Substring) -> String? {
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}

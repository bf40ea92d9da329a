import Foundation
import Metrics
import TOMLKit

/// How one kind of value is read from TOML, checked, described in the docs and written back.
struct ValueKind<Value: Sendable & Equatable>: Sendable {
    /// The TOML type, for the docs: `integer`, `string`, `boolean`.
    let type: String
    /// The values allowed, for the docs: `≥ 1`, `1–1440`, `"dark", "light", "auto"`.
    let allowed: String
    /// Reads and validates a TOML value.
    let decode: @Sendable (TOMLValueConvertible) -> Result<Value, ValueProblem>
    /// Writes a value as it would appear in `site.toml`.
    let encode: @Sendable (Value) -> String
}

/// Why a value was refused: what was expected and what was found, both as message fragments.
struct ValueProblem: Error, Equatable {
    /// Such as `an integer ≥ 1`.
    let expected: String
    /// Such as `a string "ten"` or `0`.
    let found: String
}

extension ValueKind where Value == Int {
    /// A whole number from `lower` up to `upper` (no upper bound when `nil`).
    static func integer(from lower: Int, to upper: Int? = nil) -> ValueKind {
        let bounds = upper.map { "from \(lower) to \($0)" } ?? "≥ \(lower)"
        return ValueKind(type: "integer", allowed: upper.map { "\(lower)–\($0)" } ?? "≥ \(lower)") { value in
            guard let number = value.int else { return .failure(.wrongType(expected: "an integer", value)) }
            guard number >= lower, number <= (upper ?? .max) else {
                return .failure(ValueProblem(expected: "an integer \(bounds)", found: "\(number)"))
            }
            return .success(number)
        } encode: { "\($0)" }
    }
}

extension ValueKind where Value == Int {
    /// A whole number inside `bound`, the range of `Bounds` (one table for every entry point).
    static func bounded(_ bound: Bound) -> ValueKind {
        let lower = Int(bound.range.lowerBound), upper = Int(bound.range.upperBound)
        return ValueKind(type: "integer", allowed: "\(lower)–\(upper)") { value in
            guard let number = value.int else { return .failure(.wrongType(expected: "an integer", value)) }
            guard bound.contains(Double(number)) else {
                return .failure(ValueProblem(expected: "an integer from \(lower) to \(upper)", found: "\(number)"))
            }
            return .success(number)
        } encode: { "\($0)" }
    }
}

extension ValueKind where Value == String {
    /// A string within `limit` (length, no control characters), non-empty when `nonEmpty`.
    static func text(nonEmpty: Bool, limit: TextLimit = .settingText) -> ValueKind {
        let allowed = (nonEmpty ? "non-empty text" : "text") + ", one line, at most \(limit.maxScalars) characters"
        return ValueKind(type: "string", allowed: allowed) { value in
            guard let text = value.string else { return .failure(.wrongType(expected: "a string", value)) }
            guard !nonEmpty || !text.isEmpty else {
                return .failure(ValueProblem(expected: "a non-empty string", found: "\"\""))
            }
            if case .failure(let violation) = limit.check(text, field: "") {
                return .failure(ValueProblem(expected: violation.allowed, found: violation.found))
            }
            return .success(text)
        } encode: { TOMLLiteral.string($0) }
    }
}

extension ValueKind where Value == [String] {
    /// An array of strings, written `["a", "b"]`.
    static var stringList: ValueKind {
        ValueKind(type: "array of strings", allowed: "any strings") { value in
            guard let array = value.array else { return .failure(.wrongType(expected: "an array of strings", value)) }
            var strings: [String] = []
            for element in array {
                guard let text = element.string else {
                    return .failure(ValueProblem(expected: "an array of strings", found: "an array holding \(TOMLLiteral.describe(element))"))
                }
                if case .failure(let violation) = TextLimit.settingText.check(text, field: "") {
                    return .failure(ValueProblem(expected: violation.allowed, found: violation.found))
                }
                strings.append(text)
            }
            return .success(strings)
        } encode: { "[" + $0.map(TOMLLiteral.string).joined(separator: ", ") + "]" }
    }
}

extension ValueKind where Value == Bool {
    /// `true` or `false`.
    static var boolean: ValueKind {
        ValueKind(type: "boolean", allowed: "true or false") { value in
            value.bool.map { .success($0) } ?? .failure(.wrongType(expected: "true or false", value))
        } encode: { $0 ? "true" : "false" }
    }
}

extension ValueKind where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of the enumeration's raw values, written as a string.
    static var choice: ValueKind {
        let names = Value.allCases.map { TOMLLiteral.string($0.rawValue) }.joined(separator: ", ")
        return ValueKind(type: "string", allowed: names) { value in
            .stringParsed(value, expected: "one of \(names)") { Value(rawValue: $0) }
        } encode: { TOMLLiteral.string($0.rawValue) }
    }
}

extension ValueKind where Value == TimeZone {
    /// An IANA time zone name that `TimeZone(identifier:)` knows.
    static var timeZone: ValueKind {
        ValueKind(type: "string", allowed: "an IANA name such as \"Europe/Berlin\"") { value in
            .stringParsed(value, expected: "an IANA time zone name such as \"Europe/Berlin\"") {
                TimeZone(identifier: $0)
            }
        } encode: { TOMLLiteral.string($0.identifier) }
    }
}

extension ValueKind where Value == TimeOfDay {
    /// A time of day written `"HH:MM"`, 00:00–23:59.
    static var timeOfDay: ValueKind {
        ValueKind(type: "string", allowed: "\"00:00\"–\"23:59\"") { value in
            .stringParsed(value, expected: "a time \"HH:MM\" from \"00:00\" to \"23:59\"") { TimeOfDay($0) }
        } encode: { TOMLLiteral.string($0.description) }
    }
}

extension Result where Failure == ValueProblem {
    /// Reads a string and turns it into a value with `make`; both failures expect `expected`.
    static func stringParsed(
        _ value: TOMLValueConvertible, expected: @autoclosure () -> String, _ make: (String) -> Success?
    ) -> Result {
        guard let text = value.string else { return .failure(.wrongType(expected: expected(), value)) }
        guard let made = make(text) else {
            return .failure(ValueProblem(expected: expected(), found: TOMLLiteral.string(text)))
        }
        return .success(made)
    }
}

extension ValueProblem {
    /// A value of the wrong TOML type.
    static func wrongType(expected: String, _ value: TOMLValueConvertible) -> ValueProblem {
        ValueProblem(expected: expected, found: TOMLLiteral.describe(value))
    }
}

extension ValueKind where Value == String {
    /// `publish.base_url`: empty, or an absolute http(s) URL (`PublishSettings.problem(baseURL:)`).
    static var baseURL: ValueKind {
        ValueKind(type: "string", allowed: "\"\" or an http(s) URL such as \"https://example.org/health/\"") { value in
            guard let text = value.string else { return .failure(.wrongType(expected: "a string", value)) }
            if text.isEmpty { return .success(text) }
            if case .failure(let violation) = TextLimit.settingText.check(text, field: "") {
                return .failure(ValueProblem(expected: violation.allowed, found: violation.found))
            }
            if let expected = PublishSettings.problem(baseURL: text) {
                return .failure(ValueProblem(expected: expected, found: TOMLLiteral.string(text)))
            }
            return .success(text)
        } encode: { TOMLLiteral.string($0) }
    }
}

extension ValueKind where Value == SiteLocale? {
    /// A BCP 47 tag Foundation has data for (`SiteLocale`), written `"de-DE"` (`de_DE` is read too);
    /// a missing key is `nil`, shown as en-US, the locale in force then.
    static var locale: ValueKind {
        ValueKind(type: "string", allowed: "a BCP 47 tag such as \"de-DE\" (`sitegen locales` lists all)") { value in
            // The message is made only when it is needed: counting the tags Foundation has data for reads
            // all its locales, which every command that reads `site.toml` would otherwise pay for.
            Result<SiteLocale, ValueProblem>.stringParsed(
                value,
                expected: "a BCP 47 language tag (language[-Script][-REGION]) that Foundation has data for, such as "
                    + SiteLocale.examples.map(TOMLLiteral.string).joined(separator: ", ")
                    + " (`sitegen locales` lists all \(SiteLocale.availableTags.count))"
            ) { SiteLocale($0) }.map { Optional($0) }
        } encode: { TOMLLiteral.string(($0 ?? .enUS).tag) }
    }
}

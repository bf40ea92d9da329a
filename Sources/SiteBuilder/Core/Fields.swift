import Metrics
import Workspace

/// A page view, page input or data-file record that declares its fields once, here, by name: the
/// template walk (`TemplateValue.plain` and `digest`), the page-input digest (`InputDigest`) and the JSON
/// writer (`JSONOut`) are each a `FieldVisitor` of that one list, called with each field's static type.
///
/// A field's name is its stored property's, and every stored property is listed: `TemplateFieldsTests`
/// and `PageInputTests` compare each list with reflection's, and `JSONOutTests` compares the JSON with what
/// `JSONEncoder` writes of the synthesized `Encodable` form. A record written to JSON lists its fields in
/// the order of their names' bytes, `JSONEncoder`'s sorted keys (a debug build checks it); elsewhere
/// the order is free (it is the order of the input digest and of the template digest, nothing else).
protocol Fields: FieldValue {
    func fields(_ f: inout some FieldVisitor)
}

/// What walks a `Fields` value: called once for each field, in the order listed.
protocol FieldVisitor {
    mutating func callAsFunction<Value: FieldValue>(_ name: StaticString, _ value: Value)
}

/// What a field can hold: texts, numbers, flags, days, enums stored by their raw text, optionals and arrays
/// of those, and `Fields` records. Each visitor takes what it needs by static dispatch, no reflection.
protocol FieldValue {
    /// Adds the value to a page input's digest: two different values of one type never add the same words.
    func digest(into digest: inout InputDigest)
    /// Writes the value as `JSONEncoder` would.
    func write(to out: inout JSONOut)
    /// Left out of a JSON object, as `encodeIfPresent` leaves out a nil.
    var isAbsent: Bool { get }
    /// The form Mustache renders (`TemplateValue.plain`); nil where the template sees nothing.
    var templateValue: Any? { get }
    /// Adds `templateValue` to a view's digest (`TemplateValue.digest`); false where that is nil.
    func templateDigest(into hasher: inout StableHasher) -> Bool
}

extension FieldValue {
    var isAbsent: Bool { false }
    var templateValue: Any? { TemplateValue.plain(self) }
    func templateDigest(into hasher: inout StableHasher) -> Bool { TemplateValue.digest(self, into: &hasher) }
    /// A value that lists no fields (a view's part that Mustache reads by reflection): the walk of its
    /// reflection, as `Shared` digests. No page input holds one.
    func digest(into digest: inout InputDigest) { TemplateValue.digest(self, into: &digest.hasher) }
    /// A value that has no JSON form of its own is written as its description: no data file holds one
    /// (`JSONOutTests` compares every data file with `JSONEncoder`'s).
    func write(to out: inout JSONOut) { out.string(String(describing: self)) }
}

/// A record: its fields, walked by each visitor.
extension Fields {
    func digest(into digest: inout InputDigest) { fields(&digest) }
    func write(to out: inout JSONOut) { out.object { fields(&$0) } }
    var templateValue: Any? {
        var object = TemplateObjectFields()
        fields(&object)
        return TemplateObject(object.fields)
    }
    func templateDigest(into hasher: inout StableHasher) -> Bool {
        var walk = TemplateDigestFields(hasher: hasher)
        fields(&walk)
        hasher = walk.finish()
        return true
    }
}

/// The fields of a `TemplateObject`: each one the template can see, by name.
struct TemplateObjectFields: FieldVisitor {
    var fields: [String: Any] = [:]
    mutating func callAsFunction<Value: FieldValue>(_ name: StaticString, _ value: Value) {
        if let inner = value.templateValue { fields[name.description] = inner }
    }
}

/// The names a value lists, in order (the tests compare them with reflection's).
struct FieldNames: FieldVisitor {
    var names: [String] = []
    mutating func callAsFunction<Value: FieldValue>(_ name: StaticString, _ value: Value) { names.append(name.description) }

    static func of(_ value: any Fields) -> [String] {
        var names = FieldNames()
        value.fields(&names)
        return names.names
    }
}

/// An enum stored by its raw text: digested and written as that text.
extension FieldValue where Self: RawRepresentable, RawValue == String {
    func digest(into digest: inout InputDigest) { digest.hasher.add(rawValue) }
    func write(to out: inout JSONOut) { out.string(rawValue) }
}

extension String: FieldValue {
    func digest(into digest: inout InputDigest) { digest.hasher.add(self) }
    func write(to out: inout JSONOut) { out.string(self) }
    var templateValue: Any? { TemplateText(self) }
}

extension Int: FieldValue {
    func digest(into digest: inout InputDigest) { digest.hasher.add(self) }
    func write(to out: inout JSONOut) { out.integer(Int64(self)) }
    var templateValue: Any? { TemplateText(String(self)) }
}

/// A number's template digest is the text the template writes, as `TemplateValue.digest` finds it by a cast;
/// said here by the static type, so a field or a list item of numbers asks the runtime nothing.
extension Int64: FieldValue {
    func digest(into digest: inout InputDigest) { digest.hasher.add(UInt64(bitPattern: self)) }
    func write(to out: inout JSONOut) { out.integer(self) }
    var templateValue: Any? { TemplateText(String(self)) }
    func templateDigest(into hasher: inout StableHasher) -> Bool { TemplateValue.digest(text: String(self), into: &hasher) }
}

extension Double: FieldValue {
    func digest(into digest: inout InputDigest) { digest.hasher.add(bitPattern) }
    func write(to out: inout JSONOut) { out.number(self) }
    var templateValue: Any? { TemplateText(String(describing: self)) }
    func templateDigest(into hasher: inout StableHasher) -> Bool { TemplateValue.digest(text: String(describing: self), into: &hasher) }
}

extension Bool: FieldValue {
    func digest(into digest: inout InputDigest) { digest.hasher.add(self) }
    func write(to out: inout JSONOut) { out.bool(self) }
    var templateValue: Any? { self }
}

/// A day: digested by its parts, written as `"YYYY-MM-DD"` (`LocalDay.encode(to:)`).
extension LocalDay: FieldValue {
    func digest(into digest: inout InputDigest) {
        digest.field("year", year)
        digest.field("month", month)
        digest.field("day", day)
        digest.field("dayNumber", dayNumber)
    }

    func write(to out: inout JSONOut) { out.day(self) }
}

/// Whether it is there, then its value; a nil is left out of a JSON object and of a template object.
extension Optional: FieldValue where Wrapped: FieldValue {
    func digest(into digest: inout InputDigest) {
        switch self {
        case .none: digest.hasher.add(0)
        case .some(let value):
            digest.hasher.add(1)
            value.digest(into: &digest)
        }
    }

    func write(to out: inout JSONOut) {
        switch self {
        case .none: out.null()
        case .some(let value): value.write(to: &out)
        }
    }

    var isAbsent: Bool { self == nil }
    var templateValue: Any? { self?.templateValue }
    func templateDigest(into hasher: inout StableHasher) -> Bool { self?.templateDigest(into: &hasher) ?? false }
}

/// Its count, then its items. For the templates, each item by its static type: the walk `TemplateValue.digest`
/// takes of a list (`TemplateList`) cast every item, as an `Any`, to `Fields` first.
extension Array: FieldValue where Element: FieldValue {
    func digest(into digest: inout InputDigest) {
        digest.hasher.add(count)
        for item in self { item.digest(into: &digest) }
    }

    func write(to out: inout JSONOut) { out.array(self) }
    var templateValue: Any? { compactMap { $0.templateValue } }
    func templateDigest(into hasher: inout StableHasher) -> Bool {
        TemplateValue.digest(list: self, into: &hasher) { $0.templateDigest(into: &$1) }
        return true
    }
}

/// The site's format (locale, units, clock), digested by the words that name it (`SiteFormat.key`, as bytes):
/// two formats that write alike have the same words.
extension SiteFormat: FieldValue {
    func digest(into digest: inout InputDigest) { digest.hasher.add(bytes: keyBytes) }
}

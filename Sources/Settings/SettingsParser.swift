import TOMLKit

/// Reads the text of a `site.toml` into settings, checking every name and value against `SettingKey.all`.
struct SettingsParser {
    /// The path shown in messages.
    let file: String
    /// The TOML text.
    let text: String
    /// Finds lines for messages.
    let locator: SourceLocator

    /// A parser for `text`, naming `file` in its messages.
    init(text: String, file: String) {
        self.file = file
        self.text = text
        self.locator = SourceLocator(text: text)
    }

    /// The settings, or the first problem in file order.
    func parse() throws(SettingsError) -> SiteSettings {
        let root = try table()
        var settings = SiteSettings.defaults
        let problems = unknownNames(in: root) + apply(root, to: &settings)
        let ordered = problems.enumerated().min { a, b in
            (a.element.line ?? .max, a.offset) < (b.element.line ?? .max, b.offset)
        }
        if let first = ordered?.element { throw first }
        return settings
    }

    /// The parsed TOML document.
    private func table() throws(SettingsError) -> TOMLTable { try Self.document(text, file: file) }

    /// `text` parsed by TOMLKit; a syntax error is `malformedTOML` with the parser's line and column.
    static func document(_ text: String, file: String) throws(SettingsError) -> TOMLTable {
        do {
            return try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let begin = error.source.begin
            throw .malformedTOML(file: file, line: begin.line, column: begin.column,
                                 reason: Self.reason(error.description))
        } catch {
            throw .malformedTOML(file: file, line: 1, column: 1, reason: "")
        }
    }

    /// The parser's explanation without a trailing full stop, or empty when it says nothing.
    private static func reason(_ description: String) -> String {
        let trimmed = description.trimmingWhitespace
        let plain = trimmed.hasPrefix("Error while") ? trimmed.dropFirst("Error ".count) : trimmed[...]
        return String(plain.hasSuffix(".") ? plain.dropLast() : plain)
    }

    /// Reads every key of the catalog that the document sets; the problems with their values.
    /// A key the document leaves out then takes its default beside the `locale` read (`localeDefaults`).
    private func apply(_ root: TOMLTable, to settings: inout SiteSettings) -> [SettingsError] {
        var missing: [SettingKey] = []
        let problems: [SettingsError] = SettingKey.all.compactMap { key in
            guard let value = Self.value(at: key.components, in: root) else {
                missing.append(key)
                return nil
            }
            guard let problem = key.apply(value, &settings) else { return nil }
            return .invalidValue(file: file, key: key.path, line: locator.line(of: key.components),
                                 expected: problem.expected, found: problem.found)
        }
        for key in missing { key.adoptDefault(&settings) }
        return problems
    }

    /// The value at a key path, or `nil` when it or a table on the way is missing.
    private static func value(at components: [String], in root: TOMLTable) -> TOMLValueConvertible? {
        var table = root
        for name in components.dropLast() {
            guard let next = table[name]?.table else { return nil }
            table = next
        }
        return components.last.flatMap { table[$0] }
    }
}

import Foundation

extension SiteSettings {
    /// Parse and validate the text of a `site.toml`; `file` is the path shown in messages.
    /// Control characters TOML forbids (a NUL, a lone carriage return) and the shapes TOMLKit aborts
    /// on (a table header without a name, …) are refused with their line before TOMLKit sees the text.
    public static func parse(_ text: String, file: String) throws(SettingsError) -> SiteSettings {
        try TOMLPrecheck.check(text, file: file)
        try TOMLPrecheck.checkStructure(text, file: file)
        return try SettingsParser(text: text, file: file).parse()
    }

    /// Parse and validate the bytes of a `site.toml`: they must be UTF-8 (a byte that is not is refused with its line).
    public static func parse(_ bytes: Data, file: String) throws(SettingsError) -> SiteSettings {
        try parse(TOMLPrecheck.text(bytes, file: file), file: file)
    }

    /// Read the file at `path` (missing or unreadable: `SettingsError`), then parse it.
    public static func load(path: String) throws(SettingsError) -> SiteSettings {
        try parse(readText(path: path), file: path)
    }

    /// The UTF-8 text of the file at `path`.
    private static func readText(path: String) throws(SettingsError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            throw .fileNotFound(file: path, absolutePath: absolute)
        }
        guard !isFolder.boolValue else { throw .unreadable(file: path, reason: "it is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: path, reason: "permission denied or I/O error")
        }
        return try TOMLPrecheck.text(data, file: path)
    }
}

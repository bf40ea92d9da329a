import Foundation

extension SiteSettings {
    /// Parse and validate the text of a `site.toml`; `file` is the path shown in messages.
    public static func parse(_ text: String, file: String) throws(SettingsError) -> SiteSettings {
        try SettingsParser(text: text, file: file).parse()
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
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(file: path, reason: "it is not UTF-8 text")
        }
        return text
    }
}

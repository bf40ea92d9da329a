import Foundation

/// Path arithmetic for the site folder and its settings.
public enum Paths {
    /// `path` made absolute against the current folder, with `.` and `..` resolved.
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// A setting's path: absolute as written, or relative to the site folder.
    public static func resolve(_ path: String, in siteDirectory: String) -> String {
        path.hasPrefix("/") ? absolute(path) : absolute(siteDirectory + "/" + path)
    }
}

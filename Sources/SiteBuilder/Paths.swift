import Foundation

/// Path arithmetic for the site folder and its settings.
enum Paths {
    /// `path` made absolute against the current folder, with `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// A setting's path: absolute as written, or relative to the site folder.
    static func resolve(_ path: String, in siteDirectory: String) -> String {
        path.hasPrefix("/") ? absolute(path) : absolute(siteDirectory + "/" + path)
    }

    /// Refuses an output folder that is the site folder or holds it: replacing it would delete the site.
    static func checkOutput(_ output: String, siteDirectory: String) throws(BuildError) {
        if output == siteDirectory || siteDirectory.hasPrefix(output.hasSuffix("/") ? output : output + "/") || output == "/" {
            throw BuildError(phase: .settings, message: "the output folder \(output) would replace the site folder \(siteDirectory); "
                + "set output to a folder of its own, such as \"_site\"")
        }
    }
}

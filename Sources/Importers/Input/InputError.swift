/// Why the input of an import could not be opened or read; `description` is one readable line.
public enum InputError: Error, Equatable, CustomStringConvertible {
    /// Nothing at the path.
    case notFound(path: String)
    /// The file exists but reading failed (permissions, I/O), with the system's words.
    case unreadable(path: String, reason: String)
    /// A zip whose structure is broken or cut short.
    case badZip(path: String, detail: String)
    /// A zip entry whose bytes do not match what the zip records for it (CRC-32, size, deflate data).
    case damagedEntry(path: String, entry: String, detail: String)
    /// A zip entry, folder or file that holds no Apple Health export.
    case noExport(path: String, looked: Int)

    public var description: String {
        switch self {
        case .notFound(let path):
            "\(path): no such file or folder (give export.zip, export.xml or the unzipped folder)"
        case .unreadable(let path, let reason):
            "\(path): cannot be read: \(reason)"
        case .badZip(let path, let detail):
            "\(path): not a readable zip archive: \(detail)"
        case .damagedEntry(let path, let entry, let detail):
            "\(path): the entry \(entry) is damaged: \(detail) (copy or export the file again)"
        case .noExport(let path, let looked):
            "\(path): no Apple Health export inside (looked in \(looked) files for an XML document "
                + "with a <!DOCTYPE HealthData> or a <HealthData> root)"
        }
    }
}

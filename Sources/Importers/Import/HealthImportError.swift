import HistoryStore

/// Why an import failed; the store is unchanged. `description` is one readable line.
public enum HealthImportError: Error, CustomStringConvertible {
    /// The path, the zip or the folder could not be read, or holds no export.
    case input(InputError)
    /// The export's XML is broken: the file (or zip → entry) and where.
    case xml(file: String, XMLError)
    /// A Health Auto Export file that is not the app's JSON: the file and what was expected.
    case json(AutoExportError)
    /// The site's settings could not be read.
    case settings(String)
    /// The store could not be opened or written.
    case store(StoreError)

    public var description: String {
        let unchanged = "nothing was imported, the store is as it was"
        switch self {
        case .input(let error): return "import failed: \(error) (\(unchanged))"
        case .xml(let file, let error): return "import failed: \(file): \(error) (\(unchanged))"
        case .json(let error): return "import failed: \(error) (\(unchanged))"
        case .settings(let message): return "import failed: \(message)"
        case .store(let error): return "import failed: \(error)"
        }
    }

    /// Any error of an import as a `HealthImportError`.
    static func from(_ error: any Error, file: String) -> HealthImportError {
        switch error {
        case let error as HealthImportError: error
        case let error as InputError: .input(error)
        case let error as XMLError: .xml(file: file, error)
        case let error as AutoExportError: .json(error)
        case StoreError.writeCancelled(_, let underlying): from(underlying, file: file)
        case let error as StoreError: .store(error)
        default: .input(.unreadable(path: file, reason: "\(error)"))
        }
    }
}

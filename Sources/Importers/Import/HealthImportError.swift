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

    /// What `sitegen import health` reads, named in every refusal of a file that is none of them.
    public static let supportedFormats = "sitegen import health reads an Apple Health export (export.zip, its export.xml "
        + "or the unzipped apple_health_export folder; iOS 8 and later) or Health Auto Export JSON (versions 1 and 2)"

    public var description: String {
        let unchanged = "nothing was imported, the store is as it was"
        switch self {
        case .input(let error):
            guard case .noExport = error else { return "import failed: \(error) (\(unchanged))" }
            return "import failed: \(error) (\(unchanged)). \(Self.supportedFormats)"
        case .xml(let file, let error):
            guard let seen = Self.formatSeen(error.problem) else { return "import failed: \(file): \(error) (\(unchanged))" }
            return "import failed: \(file): \(error): \(seen) (\(unchanged)). \(Self.supportedFormats)"
        case .json(let error): return "import failed: \(error) (\(unchanged)). \(Self.supportedFormats)"
        case .settings(let message): return "import failed: \(message)"
        case .store(let error): return "import failed: \(error)"
        }
    }

    /// What the file is, when its XML says it is not a Health export at all: `nil` for a broken export.
    static func formatSeen(_ problem: XMLError.Problem) -> String? {
        switch problem {
        case .notXML(let found): "this is not an XML file (it starts with \(found))"
        case .wrongRoot(let root, _):
            switch root {
            case "ClinicalDocument": "this is a clinical document (HL7 CDA: the export_cda.xml beside export.xml), "
                + "which holds no activity records"
            case "gpx": "this is a GPX workout route (workout-routes/ in the export), not the export"
            case "plist": "this is a property list, not a Health export"
            default: "this is an XML document of another kind (root <\(root)>)"
            }
        default: nil
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

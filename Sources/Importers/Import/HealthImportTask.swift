import Foundation
import HistoryStore
import Metrics
import Workspace

/// `sitegen import health`: the site's settings and store, the export, one import.
public enum HealthImportTask {
    /// Imports the export at `exportPath` into the store of the site at `siteDirectory`, days in the
    /// site's `time_zone`. With `dryRun`, reads and checks the export and writes nothing.
    /// A store the import created is removed again when the import fails.
    public static func run(siteDirectory: String, exportPath: String, now: Date, dryRun: Bool = false,
                           progress: @escaping (ImportProgress) -> Void = { _ in }) throws(HealthImportError) -> HealthImportSummary {
        let workspace: Workspace
        do throws(BuildError) { workspace = try Workspace(siteDirectory: siteDirectory) } catch { throw .settings(error.message) }
        let export: LocatedExport
        do { export = try ExportLocator.open(exportPath) } catch { throw .from(error, file: exportPath) }
        let importer = HealthImporter(calendar: workspace.calendar, now: now, progress: progress)
        if dryRun { return try importer.check(export) }
        let path = workspace.storePath
        return try removingNewStoreOnFailure(path) { () throws(HealthImportError) in try importInto(path, export, importer) }
    }

    private static func importInto(_ path: String, _ export: LocatedExport,
                                   _ importer: HealthImporter) throws(HealthImportError) -> HealthImportSummary {
        let store: HistoryStore
        do { store = try HistoryStore.open(path: path, mode: .readWrite) } catch { throw .store(error) }
        return try importer.run(export, into: store)
    }
}

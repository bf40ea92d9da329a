import Foundation
import HistoryStore
import Metrics
import Workspace

/// `sitegen import health`: the site's settings and store, the export, one import.
public enum HealthImportTask {
    /// Imports the export at `exportPath` (an Apple Health export, or Health Auto Export JSON: a file or a
    /// folder of them, see `AutoExportFiles.find`) into the store of the site at `siteDirectory`, days in the
    /// site's `time_zone`. With `dryRun`, reads and checks the export and writes nothing.
    /// A store the import created is removed again when the import fails.
    public static func run(siteDirectory: String, exportPath: String, now: Date, dryRun: Bool = false,
                           progress: @escaping (ImportProgress) -> Void = { _ in }) throws(HealthImportError) -> HealthImportSummary {
        let workspace: Workspace
        do throws(BuildError) { workspace = try Workspace(siteDirectory: siteDirectory) } catch { throw .settings(error.message) }
        let importer = HealthImporter(calendar: workspace.calendar, now: now, progress: progress)
        let path = workspace.storePath
        if let files = AutoExportFiles.find(exportPath) {
            if dryRun { return try importer.check(files) }
            return try removingNewStoreOnFailure(path) { () throws(HealthImportError) in
                try importer.run(files, into: try openStore(path))
            }
        }
        let export: LocatedExport
        do { export = try ExportLocator.open(exportPath) } catch { throw .from(error, file: exportPath) }
        var summary: HealthImportSummary
        if dryRun {
            summary = try importer.check(export)
        } else {
            summary = try removingNewStoreOnFailure(path) { () throws(HealthImportError) in
                try importer.run(export, into: try openStore(path))
            }
        }
        summary.siteLocale = workspace.settings.locale
        return summary
    }

    private static func openStore(_ path: String) throws(HealthImportError) -> HistoryStore {
        do { return try HistoryStore.open(path: path, mode: .readWrite) } catch { throw .store(error) }
    }
}

import ArgumentParser
import Foundation
import Importers

/// `sitegen import health PATH`: an Apple Health export into the store, in one transaction.
struct ImportHealthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "health",
        abstract: "Import an Apple Health export (export.zip, export.xml or the unzipped folder) or Health Auto Export JSON.",
        discussion: """
        Steps, distance, active energy, heart rate, VO2 max, workouts and Activity Summaries are \
        added to the store; importing the same or a newer export again adds only what is new. \
        Days and hours follow the site's time_zone. Nothing is changed when the import fails. \
        A JSON file (or a folder of them) from the iOS app Health Auto Export is recognised by its content; \
        a later file's samples replace the stored ones of the same metric, date and source (docs/automation.md).
        """
    )

    @Argument(help: ArgumentHelp("export.zip, export.xml, the folder unzipped from export.zip, or Health Auto Export JSON (a file or a folder of them).", valueName: "path"))
    var path: String

    @OptionGroup var site: SiteOptions

    @Flag(name: .long, help: "Print only the summary, no progress bar.")
    var quiet = false

    @Flag(name: .long, help: "Read and check the export, print the summary, write nothing.")
    var dryRun = false

    func run() throws {
        let started = Date(), now = try site.instant()
        let bar = ProgressBar(enabled: !quiet && isatty(STDERR_FILENO) == 1, started: started)
        let summary = try HealthImportTask.run(siteDirectory: site.directory, exportPath: path, now: now, dryRun: dryRun,
                                               progress: bar.show)
        bar.finish()
        print(summary.text(seconds: Date().timeIntervalSince(started)) + (dryRun ? "\nDry run: nothing was written." : ""))
    }
}

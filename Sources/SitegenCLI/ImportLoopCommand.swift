import ArgumentParser
import Foundation
import Importers

/// `sitegen import loop PATH`: a Loop Habit Tracker (uhabits) CSV export (zip or folder) or full backup (.db)
/// into the store, in one transaction.
struct ImportLoopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loop",
        abstract: "Import a Loop Habit Tracker CSV export (\"Loop Habits CSV <date>.zip\" or its folder) or full backup (.db).",
        discussion: """
        Habits.csv (or the backup's Habits table) becomes habits (new ones in the category "Loop") that keep \
        Loop's rule: its frequency (n times in d days), yes/no or numerical, at least or at most, target and \
        unit. The Checkmarks.csv files (or the backup's Repetitions) become check-ins: YES_MANUAL done, NO \
        missed, SKIP skipped, a numerical habit's amount kept; YES_AUTO and UNKNOWN store nothing. Every Loop \
        CSV format since 1.x is read, and backups of database version 12 to 26 (opened read-only). A habit \
        already in the store (same name) is updated, and importing the same export again changes nothing. \
        A value out of range or a malformed file stops the import, naming the file, line or row and column: \
        nothing is changed. See docs/importing-loop.md.
        """
    )

    @Argument(help: ArgumentHelp("Loop's export: the zip, the folder holding Habits.csv and Checkmarks.csv, or the backup .db.",
                                 valueName: "path"))
    var folder: String

    @OptionGroup var site: SiteOptions

    func run() throws {
        let instant = try site.instant()
        print(try LoopImportTask.run(siteDirectory: site.directory, folder: folder, now: instant).text)
    }
}

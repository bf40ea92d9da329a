import ArgumentParser
import Foundation
import Importers

/// `sitegen import loop FOLDER`: a Loop Habit Tracker (uhabits) CSV export into the store, in one transaction.
struct ImportLoopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loop",
        abstract: "Import a Loop Habit Tracker CSV export (the folder unzipped from \"Loop Habits CSV <date>.zip\").",
        discussion: """
        Habits.csv becomes habits (new ones in the category "Loop"), the Checkmarks.csv files become \
        check-ins: YES_MANUAL done, NO missed, SKIP skipped; YES_AUTO and UNKNOWN store nothing. A habit \
        already in the store (same name) is updated, and importing the same export again adds nothing. \
        Nothing is changed when the import fails.
        """
    )

    @Argument(help: ArgumentHelp("The export folder, holding Habits.csv and Checkmarks.csv.", valueName: "folder"))
    var folder: String

    @Option(name: .long, help: ArgumentHelp("The site folder whose store to import into.", valueName: "dir"))
    var site: String = "."

    @Option(name: .long, help: ArgumentHelp("The current time, ISO 8601 with an offset (default: the clock).", valueName: "date-time"))
    var now: String?

    func run() throws {
        let instant = try now.map(NowOption.parse) ?? Date()
        print(try LoopImportTask.run(siteDirectory: site, folder: folder, now: instant).text)
    }
}

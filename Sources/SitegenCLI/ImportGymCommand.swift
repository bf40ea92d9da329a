import ArgumentParser
import Commands
import Foundation

/// `sitegen gym import FILE`: the GymStreak app's `visitsJSON`, a JSON array of `yyyy-MM-dd` dates.
///
/// The options live in `GymImportOptions` so the `import` command group can offer the same
/// command as `sitegen import gym FILE`.
struct ImportGymCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import gym visits from a JSON array of dates yyyy-MM-dd; duplicates collapse, a bad entry imports nothing.")

    @OptionGroup var options: GymImportOptions

    func run() throws { try options.run() }
}

/// The arguments of a gym import and its run.
struct GymImportOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The JSON file: an array of dates such as [\"2026-11-20\", \"2026-11-21\"].", valueName: "file"))
    var file: String

    @OptionGroup var site: SiteOptions

    func run() throws {
        print(try GymTasks.importVisits(siteDirectory: site.directory, file: file, now: try site.instant()).message)
    }
}

/// `sitegen import gym FILE`: the same import as `sitegen gym import FILE`, in the import group.
struct ImportGymGroupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gym",
        abstract: "Import gym visits from a JSON array of dates yyyy-MM-dd (the GymStreak app's visitsJSON).")

    @OptionGroup var options: GymImportOptions

    func run() throws { try options.run() }
}

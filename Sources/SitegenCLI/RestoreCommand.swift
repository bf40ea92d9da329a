import ArgumentParser
import Commands
import Foundation

/// `sitegen restore FILE`: reads a JSON backup back into the store, in one transaction.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore a JSON backup (from `sitegen export --json`) into the store.",
        discussion: """
        Restore writes the file's habit categories, habits, check-ins and moments, keeping their ids, in one \
        transaction: a malformed file changes nothing. A store that already holds habits or moments is left \
        as it is unless --replace is given; then its habit data is replaced by the file's. Health data, goals, \
        gym visits and notes are never touched.
        """)

    @OptionGroup var options: RestoreOptions

    func run() throws { try options.run() }
}

/// `sitegen import backup FILE`: the same restore, in the import group.
struct ImportBackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Restore a JSON backup (from `sitegen export --format json`) into the store; same as `sitegen restore`.")

    @OptionGroup var options: RestoreOptions

    func run() throws { try options.run() }
}

/// The arguments of a restore and its run.
struct RestoreOptions: ParsableArguments {
    @Argument(help: "The JSON backup.") var file: String
    @Flag(help: "Replace the habits, check-ins and moments the store already holds.") var replace = false
    @OptionGroup var site: SiteOptions

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else { throw ValidationError("cannot read \(file)") }
        let s = try ExportTasks.restore(data, file: file, replace: replace, siteDirectory: site.directory, now: try site.instant())
        let replaced = s.replacedHabits + s.replacedMoments > 0 ? " (replacing \(s.replacedHabits) habits and \(s.replacedMoments) moments)" : ""
        print("Restored \(s.categories) categories, \(s.habits) habits, \(s.checkIns) check-ins and \(s.moments) moments\(replaced).")
    }
}

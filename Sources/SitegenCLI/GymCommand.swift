import ArgumentParser
import Commands
import Foundation

/// `sitegen gym`: log gym visits and import the GymStreak app's history (seed GymStreak).
struct GymCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gym",
        abstract: "Log gym visits (one per calendar day) or import them from the GymStreak app.",
        subcommands: [Log.self, ImportGymCommand.self]
    )

    struct Log: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "log",
            abstract: "Log a gym visit for today (or --date); a day already logged stays as it is.")

        @Option(name: .long, help: ArgumentHelp("The day of the visit, yyyy-MM-dd (default: today in the site's time zone); not in the future.",
                                               valueName: "date"))
        var date: String?

        @OptionGroup var site: SiteOptions

        func run() throws {
            print(try GymTasks.log(siteDirectory: site.directory, date: date, now: try site.instant()).message)
        }
    }
}

import ArgumentParser
import Commands
import Foundation
import Metrics

/// `sitegen goal`: the daily step goal, recorded with the day it takes effect.
struct GoalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goal",
        abstract: "Set or list the daily step goal. Past days always keep the goal they had.",
        subcommands: [Set.self, List.self]
    )

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Record a new daily step goal, effective today (or --from a later day).")

        @Argument(help: "The new goal in steps (≥ 1).")
        var steps: Int

        @Option(name: .long, help: ArgumentHelp("The first day of the new goal, YYYY-MM-DD (today or later).", valueName: "date"))
        var from: String?

        @OptionGroup var site: SiteOptions

        func run() throws {
            let day = try from.map { try DayOption.parse($0, "--from") }
            let effective = try GoalTasks.set(steps: steps, from: day, siteDirectory: site.directory, now: try site.instant())
            print(TaskMessages.goalSet(steps: steps, from: effective))
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the recorded goal changes.")

        @OptionGroup var site: SiteFolderOption

        func run() throws {
            let (changes, fallback) = try GoalTasks.list(siteDirectory: site.directory)
            guard !changes.isEmpty else {
                print("No goal recorded: every day uses activity.step_goal = \(fallback) from site.toml.")
                return
            }
            for change in changes { print("\(change.effective)  \(NumberText.grouped(change.steps)) steps") }
        }
    }
}

/// The parser of `YYYY-MM-DD` options: a real calendar day (2026-02-30 is refused), nothing else.
enum DayOption {
    static func parse(_ text: String, _ option: String) throws -> LocalDay {
        guard let day = LocalDay(text) else {
            throw ValidationError(TaskMessages.notADay(option, found: text))
        }
        return day
    }
}

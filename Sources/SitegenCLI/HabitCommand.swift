import ArgumentParser
import Commands
import Foundation
import Metrics

/// `sitegen habit`: habits and their daily check-ins (seed Skill Tracker).
struct HabitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "habit",
        abstract: "Add, change, archive, list, remove and check off habits.",
        subcommands: [Add.self, Edit.self, Archive.self, List.self, Remove.self, Check.self, Category.self, Move.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a habit (daily unless told otherwise).")
        @Argument(help: "The habit's name, such as \"Read 10 pages\".") var name: String
        @OptionGroup var fields: HabitFields
        @OptionGroup var site: SiteOptions

        func run() throws {
            var input = try fields.input()
            input.name = name
            let habit = try HabitTasks.add(input, siteDirectory: site.directory, now: try site.instant())
            print("Added \"\(habit.name)\" (\(habit.category), \(habit.frequency.text.lowercased())).")
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change a habit; options not given stay as they are.")
        @Argument(help: "The habit's current name.") var name: String
        @Option(help: ArgumentHelp("A new name.", valueName: "name")) var rename: String?
        @OptionGroup var fields: HabitFields
        @OptionGroup var site: SiteOptions

        func run() throws {
            var input = try fields.input()
            input.name = rename
            print(try HabitTasks.edit(name: name, input, siteDirectory: site.directory, now: try site.instant()).message)
        }
    }

    struct Archive: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "archive", abstract: "Archive a habit (its history stays), or --restore it.")
        @Argument(help: "The habit's name.") var name: String
        @Flag(help: "Take the habit out of the archive.") var restore = false
        @OptionGroup var site: SiteOptions

        func run() throws {
            let habit = try HabitTasks.archive(name: name, archived: !restore, siteDirectory: site.directory, now: try site.instant())
            print(habit.archived ? "Archived \"\(habit.name)\"." : "Restored \"\(habit.name)\".")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a habit and all its check-ins.")
        @Argument(help: "The habit's name.") var name: String
        @OptionGroup var site: SiteOptions

        func run() throws {
            let count = try HabitTasks.remove(name: name, siteDirectory: site.directory, now: try site.instant())
            print("Removed \"\(name)\" and its \(count) check-ins.")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the habits with their streaks.")
        @OptionGroup var site: SiteOptions

        func run() throws {
            let habits = try HabitTasks.list(siteDirectory: site.directory, now: try site.instant())
            if habits.isEmpty { print("No habits yet: add one with `sitegen habit add NAME --category CATEGORY`.") }
            for (habit, streak, unit) in habits {
                let flags = (habit.archived ? " [archived]" : "") + (habit.morningRoutine ? " [morning]" : "")
                print("\(habit.name)  \(habit.category) · \(habit.frequency.text) · 🔥 \(streak) \(unit.text(streak))\(flags)")
            }
        }
    }
}

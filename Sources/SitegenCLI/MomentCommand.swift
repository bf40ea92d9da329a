import ArgumentParser
import Commands
import Foundation
import Metrics

/// `sitegen moment`: memorable moments (seed Skill Tracker): achievements, milestones, personal notes.
struct MomentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moment",
        abstract: "Add, change, remove and list memorable moments.",
        subcommands: [Add.self, Edit.self, Remove.self, List.self]
    )

    /// The fields `add` and `edit` share.
    struct Fields: ParsableArguments {
        @Option(help: ArgumentHelp("The day, YYYY-MM-DD (default: today; not in the future).", valueName: "date")) var date: String?
        @Option(help: ArgumentHelp("Achievement, Milestone, Personal (the default) or a name of your own.", valueName: "name"))
        var category: String?
        @Option(help: ArgumentHelp("Link it to this habit (edit: \"\" unlinks it).", valueName: "name")) var habit: String?
        @Option(help: ArgumentHelp("The story, in Markdown.", valueName: "text")) var body: String?
        @Option(help: ArgumentHelp("Read the Markdown story from this file.", valueName: "file")) var bodyFile: String?

        func input(title: String?) throws -> MomentInput {
            guard body == nil || bodyFile == nil else { throw ValidationError("give --body or --body-file, not both") }
            var markdown = body
            if let bodyFile {
                guard let data = FileManager.default.contents(atPath: bodyFile) else {
                    throw ValidationError("--body-file: cannot read \(bodyFile)")
                }
                markdown = String(decoding: data, as: UTF8.self)
            }
            return MomentInput(title: title, day: try date.map { try DayOption.parse($0, "--date") }, category: category, habit: habit, markdown: markdown)
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Record a memorable moment.")
        @Argument(help: "The title, such as \"First 5 km run\".") var title: String
        @OptionGroup var fields: Fields
        @OptionGroup var site: SiteOptions

        func run() throws {
            let moment = try MomentTasks.add(try fields.input(title: title), siteDirectory: site.directory, now: try site.instant())
            print(TaskMessages.momentAdded(moment))
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change a moment; options not given stay as they are.")
        @Argument(help: "The moment's id (see `sitegen moment list`).") var id: Int64
        @Option(help: ArgumentHelp("A new title.", valueName: "text")) var title: String?
        @OptionGroup var fields: Fields
        @OptionGroup var site: SiteOptions

        func run() throws {
            let moment = try MomentTasks.edit(id: id, try fields.input(title: title), siteDirectory: site.directory, now: try site.instant())
            print("Changed moment \(moment.id): \"\(moment.title)\".")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a moment.")
        @Argument(help: "The moment's id (see `sitegen moment list`).") var id: Int64
        @OptionGroup var site: SiteOptions

        func run() throws {
            let moment = try MomentTasks.remove(id: id, siteDirectory: site.directory, now: try site.instant())
            print("Removed moment \(moment.id): \"\(moment.title)\".")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the moments with their ids, oldest first.")
        @OptionGroup var site: SiteOptions

        func run() throws {
            let moments = try MomentTasks.list(siteDirectory: site.directory, now: try site.instant())
            if moments.isEmpty { print("No moments yet: add one with `sitegen moment add TITLE --category Achievement`.") }
            for (moment, habit) in moments {
                print("\(moment.id)  \(moment.day)  \(moment.title)  [\(moment.category)]\(habit.map { " · \($0)" } ?? "")")
            }
        }
    }
}

import ArgumentParser
import Commands
import Foundation
import Metrics

extension HabitCommand {
    /// `sitegen habit move NAME --before OTHER` (or `--after`, `--first`, `--last`; `--category` moves categories).
    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move",
            abstract: "Change the order of the habits (or, with --category, of the categories) on every page.")
        @Argument(help: "The habit's (or category's) name.") var name: String
        @Option(help: ArgumentHelp("Put it just before this habit (or category).", valueName: "name")) var before: String?
        @Option(help: ArgumentHelp("Put it just after this habit (or category).", valueName: "name")) var after: String?
        @Flag(help: "Put it first.") var first = false
        @Flag(help: "Put it last.") var last = false
        @Flag(help: "NAME and the other name are categories: move the category's section.") var category = false
        @OptionGroup var site: SiteOptions

        func run() throws {
            let order = try HabitTasks.move(name: name, to: try placement(), category: category,
                                            siteDirectory: site.directory, now: try site.instant())
            print("The \(category ? "categories" : "habits") are now in this order: \(order.joined(separator: ", ")).")
        }

        func placement() throws -> ListPlacement {
            let given = [before != nil, after != nil, first, last].filter { $0 }.count
            guard given == 1 else { throw ValidationError("give exactly one of --before NAME, --after NAME, --first and --last") }
            if let before { return .before(before) }
            if let after { return .after(after) }
            return first ? .first : .last
        }
    }
}

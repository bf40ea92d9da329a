import ArgumentParser
import Commands
import Foundation
import Metrics
import SiteBuilder

extension HabitCommand {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check off a habit for today (or --date): --level partial|medium|full|none, --count N, or --skip.")
        @Argument(help: "The habit's name.") var name: String
        @Option(help: ArgumentHelp("The day, YYYY-MM-DD (today or earlier).", valueName: "date")) var date: String?
        @Option(help: ArgumentHelp("partial, medium, full (the default) or none (removes the check-in).", valueName: "level"))
        var level: String?
        @Option(help: ArgumentHelp("The amount done toward the habit's daily target (the level follows from it).", valueName: "n"))
        var count: Double?
        @Flag(help: "Mark the day skipped: not due, so it neither extends nor breaks the streak.") var skip = false
        @OptionGroup var site: SiteOptions

        func run() throws {
            let checkIn = try HabitTasks.check(name: name, date: try date.map { try DayOption.parse($0, "--date") }, mark: try mark(),
                                               siteDirectory: site.directory, now: try site.instant())
            print(TaskMessages.checkedIn(name, checkIn))
        }

        func mark() throws -> HabitTasks.Mark {
            let given = [level != nil, count != nil, skip].filter { $0 }.count
            guard given <= 1 else { throw ValidationError("give only one of --level, --count and --skip") }
            if skip { return .skip }
            if let count { return .count(count) }
            guard let text = level else { return .level(.full) }
            guard let parsed = CompletionLevel(name: text) else {
                throw ValidationError(TaskMessages.notALevel("--level", found: text))
            }
            return .level(parsed)
        }
    }

    struct Category: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "category", abstract: "Add a custom category with its own gradient.")
        @Argument(help: "The category's name.") var name: String
        @Option(help: ArgumentHelp("The gradient's first colour, #RRGGBB.", valueName: "colour")) var from: String
        @Option(help: ArgumentHelp("The gradient's last colour, #RRGGBB.", valueName: "colour")) var to: String
        @Option(help: ArgumentHelp("The section icon (see `habit add --help`).", valueName: "name")) var icon: String?
        @OptionGroup var site: SiteOptions

        func run() throws {
            try HabitTasks.addCategory(HabitCategory(name: name, gradientFrom: from, gradientTo: to, icon: icon),
                                       siteDirectory: site.directory, now: try site.instant())
            print("Added the category \"\(name)\".")
        }
    }
}

/// The habit fields `add` and `edit` share.
struct HabitFields: ParsableArguments {
    @Option(help: ArgumentHelp("One of the seed's eight categories (Fitness, Learning, …) or a custom one.", valueName: "name"))
    var category: String?
    @Option(help: ArgumentHelp("A built-in icon: \(HabitIcons.names.joined(separator: ", ")).", valueName: "name"))
    var icon: String?
    @Flag(help: "Due every day (the default).") var daily = false
    @Option(name: .customLong("times-per-week"), help: ArgumentHelp("Due N times a week (1–7); its streak counts weeks.", valueName: "n"))
    var timesPerWeek: Int?
    @Option(help: ArgumentHelp("Due on these weekdays, such as mon,wed,fri.", valueName: "days")) var weekdays: String?
    @Option(help: ArgumentHelp("A daily target, such as 8 (with --unit cups).", valueName: "n")) var target: Double?
    @Option(help: ArgumentHelp("The target's unit, such as cups.", valueName: "unit")) var unit: String?
    @Option(help: ArgumentHelp("Roll over to the next day when missed: on or off.", valueName: "on|off")) var rollover: String?
    @Option(help: ArgumentHelp("The time frame's first day, YYYY-MM-DD.", valueName: "date")) var start: String?
    @Option(help: ArgumentHelp("The time frame's last day, YYYY-MM-DD.", valueName: "date")) var end: String?
    @Option(help: ArgumentHelp("In the morning routine section: on or off.", valueName: "on|off")) var morning: String?

    func input() throws -> HabitInput {
        let frequencies = [daily, timesPerWeek != nil, weekdays != nil].filter { $0 }.count
        guard frequencies <= 1 else { throw ValidationError("give only one of --daily, --times-per-week and --weekdays") }
        var frequency: HabitFrequency? = daily ? .daily : timesPerWeek.map { .timesPerWeek($0) }
        if let weekdays { frequency = .weekdays(try HabitInput.weekdays(weekdays)) }
        return HabitInput(category: category, icon: icon, frequency: frequency, targetValue: target, targetUnit: unit,
                          rollover: try rollover.map { try Self.onOff($0, "--rollover") },
                          startDay: try start.map { try DayOption.parse($0, "--start") }, endDay: try end.map { try DayOption.parse($0, "--end") },
                          morningRoutine: try morning.map { try Self.onOff($0, "--morning") })
    }

    static func onOff(_ text: String, _ flag: String) throws -> Bool {
        switch text.lowercased() {
        case "on", "yes", "true": return true
        case "off", "no", "false": return false
        default: throw ValidationError("\(flag): expected on or off, found \"\(text)\"")
        }
    }
}

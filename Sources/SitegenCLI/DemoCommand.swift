import ArgumentParser
import Commands
import Foundation

/// `sitegen demo`: writes the demo history into a store file, to look at or to build from.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Write the generated demo history (two years ending today) into a new store file.",
        discussion: "A build with `demo = true` generates the same history in memory; this command keeps it on disk."
    )

    @Option(name: .long, help: ArgumentHelp("The store file to create; it must not exist yet.", valueName: "path"))
    var store: String

    @Option(name: .long, help: ArgumentHelp("The end of the demo history, ISO 8601 with an offset (default: now).", valueName: "date-time"))
    var now: String?

    @Option(name: .long, help: ArgumentHelp("The IANA time zone whose days the history follows.", valueName: "name"))
    var timeZone: String = TimeZone.current.identifier

    @Option(name: .long, help: ArgumentHelp("How many years of history to generate (1–50).", valueName: "n"))
    var years: Int = 2

    @Option(name: .long, help: ArgumentHelp("Habits to add to the demo's own, for benchmarks (0–100).", valueName: "n"))
    var extraHabits: Int = 0

    func run() throws {
        let instant = try now.map(NowOption.parse) ?? Date()
        guard let zone = TimeZone(identifier: timeZone) else {
            throw ValidationError("--time-zone: expected an IANA time zone name such as Europe/Berlin; found \"\(timeZone)\"")
        }
        guard (1...50).contains(years) else { throw ValidationError("--years: expected a whole number from 1 to 50; found \(years)") }
        guard (0...100).contains(extraHabits) else { throw ValidationError("--extra-habits: expected a whole number from 0 to 100; found \(extraHabits)") }
        let counts = try StoreTasks.writeDemo(to: store, now: instant, timeZone: zone, years: years, extraHabits: extraHabits)
        print("Wrote the demo history to \(store): " + counts.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
    }
}

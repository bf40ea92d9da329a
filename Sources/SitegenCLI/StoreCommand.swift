import ArgumentParser
import Commands
import Foundation
import HistoryStore

/// `sitegen store`: create, migrate and inspect the history store.
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Create, migrate, inspect, check or repair the history store.",
        subcommands: [Migrate.self, Info.self, Check.self, Repair.self]
    )

    struct Migrate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "migrate",
            abstract: "Create the store if it is missing, or bring its schema up to date. Recorded history is kept.")

        @OptionGroup var site: SiteFolderOption

        func run() throws {
            let path = try StoreTasks.migrate(siteDirectory: site.directory)
            print("The store at \(path) is up to date.")
        }
    }

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "info", abstract: "Show how many rows each table of the store holds.")

        @OptionGroup var site: SiteFolderOption

        func run() throws {
            let (path, counts) = try StoreTasks.info(siteDirectory: site.directory)
            print("Store: \(path)")
            for (table, count) in counts { print("  \(table): \(count)") }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "List every stored value outside its allowed range (exit status 1 when there is one).",
            discussion: "Numbers must be finite and inside the ranges of the Safety table (docs/safety.md); days run from 2000-01-01 to today.")

        @OptionGroup var site: SiteOptions

        func run() throws {
            let (path, findings) = try StoreTasks.check(siteDirectory: site.directory, now: try site.instant())
            guard !findings.isEmpty else {
                print("Store: \(path): every value is inside its allowed range.")
                return
            }
            print("Store: \(path): \(findings.count) value\(findings.count == 1 ? "" : "s") outside the allowed ranges:")
            for finding in findings { print("  \(finding)") }
            print("`sitegen store repair` removes or clamps them; it prints what it changes.")
            throw ExitCode(1)
        }
    }

    struct Repair: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "repair",
            abstract: "Remove or clamp every stored value outside its allowed range, in one transaction.",
            discussion: """
            Measurements and log entries that cannot be true are removed (samples, daily and hourly totals, workouts, \
            activity summaries, goal changes, check-ins dated out of range, gym visits, notes); a habit keeps its row \
            with its target, position or days clamped to the nearest allowed value, a check-in its row with its count \
            clamped, a moment its text with its day clamped. Every change is printed.
            """)

        @OptionGroup var site: SiteOptions

        func run() throws {
            let (path, repairs) = try StoreTasks.repair(siteDirectory: site.directory, now: try site.instant())
            guard !repairs.isEmpty else {
                print("Store: \(path): every value is inside its allowed range; nothing changed.")
                return
            }
            print("Store: \(path): repaired \(repairs.count) value\(repairs.count == 1 ? "" : "s"):")
            for repair in repairs { print("  \(repair.repairText)") }
        }
    }
}

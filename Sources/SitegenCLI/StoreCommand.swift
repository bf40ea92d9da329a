import ArgumentParser
import Foundation
import SiteBuilder

/// `sitegen store`: create, migrate and inspect the history store.
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Create, migrate or inspect the history store.",
        subcommands: [Migrate.self, Info.self]
    )

    struct Migrate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create the store if it is missing, or bring its schema up to date. Recorded history is kept.")

        @Option(name: .long, help: ArgumentHelp("The site folder whose store to migrate.", valueName: "dir"))
        var site: String = "."

        func run() throws {
            let path = try StoreTasks.migrate(siteDirectory: site)
            print("The store at \(path) is up to date.")
        }
    }

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show how many rows each table of the store holds.")

        @Option(name: .long, help: ArgumentHelp("The site folder whose store to read.", valueName: "dir"))
        var site: String = "."

        func run() throws {
            let (path, counts) = try StoreTasks.info(siteDirectory: site)
            print("Store: \(path)")
            for (table, count) in counts { print("  \(table): \(count)") }
        }
    }
}

import ArgumentParser
import Foundation
import Testing
@testable import SitegenCLI

@Suite("sitegen import")
struct ImportCommandTests {
    @Test("help for the import group and its health subcommand", arguments: [["import"], ["import", "health"]])
    func help(path: [String]) throws {
        let help = SitegenCommand.helpMessage(for: try #require(CommandLineTests.command(at: path)))
        #expect(help.contains("USAGE"))
    }

    @Test("bad input gets a message naming what was expected", arguments: [
        (["import", "health"], "Missing expected argument '<path>'"),
        (["import", "health", "/nonexistent/export.zip", "--site", "/nonexistent/site"], "/nonexistent/site/site.toml: file not found"),
    ])
    func messages(arguments: [String], expected: String) {
        let message = CommandLineTests.failure(arguments)
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
    }
}

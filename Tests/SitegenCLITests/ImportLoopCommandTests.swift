import ArgumentParser
import Foundation
import Testing
@testable import SitegenCLI

@Suite("sitegen import loop")
struct ImportLoopCommandTests {
    @Test("help for the loop subcommand")
    func help() throws {
        let help = SitegenCommand.helpMessage(for: try #require(CommandLineTests.command(at: ["import", "loop"])))
        #expect(help.contains("USAGE") && help.contains("<path>") && help.contains("zip") && help.contains("--now"))
    }

    @Test("bad input gets a message naming what was expected", arguments: [
        (["import", "loop"], "Missing expected argument '<path>'"),
        (["import", "loop", "/nonexistent/export", "--site", "/nonexistent/site"], "/nonexistent/site/site.toml: file not found"),
        (["import", "loop", "/nonexistent/export", "--now", "yesterday"], "--now"),
    ])
    func messages(arguments: [String], expected: String) {
        let message = CommandLineTests.failure(arguments)
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
    }
}

import ArgumentParser
import Foundation
import Testing
@testable import SitegenCLI

@Suite("The command line")
struct CommandLineTests {
    /// Parses and runs `arguments`; returns the message the CLI would print for the error.
    static func failure(_ arguments: [String]) -> String? {
        do {
            var command = try SitegenCommand.parseAsRoot(arguments)
            try command.run()
            return nil
        } catch {
            return SitegenCommand.message(for: error)
        }
    }

    @Test("bad input gets a message naming what was expected", arguments: [
        (["build", "--now", "yesterday"], "--now: expected an ISO 8601 date-time with an offset"),
        (["build", "--now", "2026-11-21T14:05:00"], "found \"2026-11-21T14:05:00\""),
        (["build", "--site", "/nonexistent/sitegen"], "/nonexistent/sitegen/site.toml: file not found"),
        (["store", "info", "--site", "/nonexistent/sitegen"], "site.toml: file not found"),
        (["demo", "--store", "/tmp/x.sqlite", "--time-zone", "Mars/Olympus"], "expected an IANA time zone name"),
        (["publish"], "Unexpected argument 'publish'"),
        (["export", "--format", "csv"], "--format csv needs --output FOLDER"),
        (["export", "--json", "a.json", "--csv", "folder"], "give one of --format json|csv, --json FILE and --csv FOLDER"),
        (["export", "--format", "xml"], "xml"),
        (["import", "backup", "/nonexistent/backup.json"], "cannot read /nonexistent/backup.json"),
        (["build", "--colour", "red"], "Unknown option '--colour'"),
        (["gym", "log", "--site", "/nonexistent/sitegen"], "/nonexistent/sitegen/site.toml: file not found"),
        (["gym", "log", "--now", "today"], "--now: expected an ISO 8601 date-time"),
        (["gym", "import"], "Missing expected argument '<file>'"),
    ])
    func messages(arguments: [String], expected: String) {
        let message = Self.failure(arguments)
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
    }

    @Test("--now accepts ISO 8601 with an offset or Z", arguments: [
        ("2026-11-21T14:05:00+01:00", 1_795_266_300.0),
        ("2026-11-21T13:05:00Z", 1_795_266_300.0),
        ("2026-11-21T13:05:00.500Z", 1_795_266_300.5),
    ])
    func nowOption(text: String, seconds: Double) throws {
        #expect(try NowOption.parse(text).timeIntervalSince1970 == seconds)
    }

    @Test("every command has help", arguments: [[String](), ["build"], ["store"], ["store", "migrate"], ["store", "info"], ["demo"], ["gym"], ["gym", "log"], ["gym", "import"]])
    func help(path: [String]) throws {
        let help = SitegenCommand.helpMessage(for: try #require(Self.command(at: path)))
        #expect(help.contains("USAGE"))
        #expect(help.contains("OVERVIEW") || path.isEmpty == false)
    }

    static func command(at path: [String]) -> ParsableCommand.Type? {
        var current: ParsableCommand.Type = SitegenCommand.self
        for name in path {
            guard let next = current.configuration.subcommands.first(where: { $0._commandName == name }) else { return nil }
            current = next
        }
        return current
    }
}

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

    @Test("a command that is not a build refuses a missing site.toml without a build's words", arguments: [
        ["goal", "set", "9000"], ["goal", "list"], ["habit", "check", "Read"], ["moment", "add", "A day"], ["gym", "log"],
        ["export", "--json", "/tmp/sitegen-never.json"], ["store", "info"],
    ])
    func notABuild(arguments: [String]) {
        let message = Self.failure(arguments + ["--site", "/nonexistent/sitegen"])
        #expect(message?.contains("/nonexistent/sitegen/site.toml: file not found") == true, "got: \(message ?? "no error")")
        #expect(message?.contains("build failed") == false, "got: \(message ?? "no error")")
        #expect(message?.contains("phase") == false, "got: \(message ?? "no error")")
    }

    @Test("a build's refusal names its phase: load")
    func buildPhase() {
        let message = Self.failure(["build", "--site", "/nonexistent/sitegen"])
        #expect(message?.contains("build failed in the load phase: /nonexistent/sitegen/site.toml: file not found") == true,
                "got: \(message ?? "no error")")
    }

    @Test("--now accepts ISO 8601 with an offset or Z", arguments: [
        ("2026-11-21T14:05:00+01:00", 1_795_266_300.0),
        ("2026-11-21T13:05:00Z", 1_795_266_300.0),
        ("2026-11-21T13:05:00.500Z", 1_795_266_300.5),
    ])
    func nowOption(text: String, seconds: Double) throws {
        #expect(try NowOption.parse(text).timeIntervalSince1970 == seconds)
    }

    /// Each command's help: its usage line, its abstract and the options it must (and must not) offer.
    @Test("every command's help names its usage, what it does and its options", arguments: [
        ([String](), ["USAGE: sitegen <subcommand>", "OVERVIEW: Build a self-contained static dashboard site",
                      "build", "goal", "demo", "store", "habit", "gym", "import", "moment", "export", "restore"], ["--now"]),
        (["build"], ["USAGE: sitegen build", "OVERVIEW: Build the site into the output folder", "--site <dir>",
                     "--now <date-time>", "--output <dir>", "--verbose", "(default: .)"], [String]()),
        (["store"], ["USAGE: sitegen store <subcommand>", "migrate", "info", "check", "repair"], ["--now"]),
        (["store", "migrate"], ["USAGE: sitegen store migrate [--site <dir>]", "Create the store if it is missing"], ["--now"]),
        (["store", "info"], ["USAGE: sitegen store info [--site <dir>]", "how many rows"], ["--now"]),
        (["store", "check"], ["USAGE: sitegen store check [--site <dir>] [--now <date-time>]", "outside its allowed range"], []),
        (["goal", "list"], ["USAGE: sitegen goal list [--site <dir>]"], ["--now"]),
        (["demo"], ["USAGE: sitegen demo", "--store <path>", "--time-zone <name>", "--now <date-time>"], ["--site"]),
        (["gym"], ["USAGE: sitegen gym <subcommand>", "log", "import"], []),
        (["gym", "log"], ["USAGE: sitegen gym log [--date <date>] [--site <dir>] [--now <date-time>]", "Log a gym visit"], []),
        (["gym", "import"], ["USAGE: sitegen gym import <file> [--site <dir>] [--now <date-time>]", "duplicates collapse"], []),
        (["import", "loop"], ["USAGE: sitegen import loop <path> [--site <dir>] [--now <date-time>]", "Loop Habit Tracker"], []),
        (["habit", "add"], ["USAGE: sitegen habit add [<options>] <name>", "--category <name>", "--site <dir>", "--now <date-time>"], []),
    ])
    func help(path: [String], contains: [String], lacks: [String]) throws {
        let help = SitegenCommand.helpMessage(for: try #require(Self.command(at: path)), columns: 400)
        for text in contains { #expect(help.contains(text), "\(path): no \"\(text)\" in:\n\(help)") }
        for text in lacks { #expect(!help.contains(text), "\(path): \"\(text)\" should not be in:\n\(help)") }
    }

    /// The shared `--now` reaches the store commands that had none before: "today" is its day in the site's zone.
    @Test("--now sets today in the site's time zone for habit and moment commands")
    func nowSetsToday() throws {
        let folder = NSTemporaryDirectory() + "sitegen-now-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("time_zone = \"Pacific/Kiritimati\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/site.toml"))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let site = ["--site", folder]
        #expect(Self.failure(["habit", "add", "Water", "--category", "Fitness", "--now", "2026-11-20T10:00:00Z"] + site) == nil)
        // 09:59Z is 23:59 on the 21st at +14:00: the 22nd has not begun there.
        let early = Self.failure(["habit", "check", "Water", "--date", "2026-11-22", "--now", "2026-11-21T09:59:00Z"] + site)
        #expect(early?.contains("2026-11-22 is in the future: a check-in is for today (2026-11-21)") == true, "got: \(early ?? "no error")")
        // 10:00Z is midnight starting the 22nd there.
        #expect(Self.failure(["habit", "check", "Water", "--date", "2026-11-22", "--now", "2026-11-21T10:00:00Z"] + site) == nil)
        let moment = Self.failure(["moment", "add", "Later", "--date", "2026-11-23", "--now", "2026-11-21T10:00:00Z"] + site)
        #expect(moment?.contains("2026-11-23 is in the future: a moment is for today (2026-11-22)") == true, "got: \(moment ?? "no error")")
    }

    /// Every command states its name: one left to ArgumentParser is made from the type's name by
    /// `String(describing:)`, whose protocol lookups cost about 1.8 M instructions a command on every run
    /// (35 M of a next day's build at 10 years, for nineteen unnamed commands). The names are the ones the
    /// type names gave.
    @Test("every command names itself")
    func namedCommands() {
        var unnamed: [String] = [], paths: [String] = []
        func visit(_ command: ParsableCommand.Type, _ path: [String]) {
            for sub in command.configuration.subcommands {
                guard let name = sub.configuration.commandName else {
                    unnamed.append((path + ["\(sub)"]).joined(separator: " "))
                    continue
                }
                paths.append((path + [name]).joined(separator: " "))
                visit(sub, path + [name])
            }
        }
        visit(SitegenCommand.self, [])
        #expect(unnamed.isEmpty, "commands without a commandName: \(unnamed)")
        #expect(paths.sorted() == [
            "build", "demo", "export", "goal", "goal list", "goal set", "gym", "gym import", "gym log",
            "habit", "habit add", "habit archive", "habit category", "habit check", "habit edit", "habit list",
            "habit move", "habit remove", "import", "import backup", "import gym", "import health", "import loop", "init", "locales",
            "moment", "moment add", "moment edit", "moment list", "moment remove", "restore", "serve",
            "store", "store check", "store info", "store migrate", "store repair",
        ], "\(paths.sorted())")
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

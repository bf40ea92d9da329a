import Foundation
import Testing
@testable import SitegenCLI

@Suite("sitegen init on the command line")
struct InitCommandTests {
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "sitegen-init-cli-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("init DIR makes a site folder; a second init of it fails with the reason and leaves it as it was")
    func initTwice() throws {
        let folder = Self.temporaryFolder() + "/site"
        #expect(CommandLineTests.failure(["init", folder, "--time-zone", "Europe/Berlin"]) == nil)
        let settings = try String(contentsOfFile: folder + "/site.toml", encoding: .utf8)
        #expect(settings.contains("time_zone = \"Europe/Berlin\""))
        let message = CommandLineTests.failure(["init", folder])
        #expect(message?.contains("\(folder)/site.toml already exists") == true, "got: \(message ?? "no error")")
        #expect(try String(contentsOfFile: folder + "/site.toml", encoding: .utf8) == settings)
    }

    @Test("build in a folder without site.toml says to run sitegen init")
    func buildWithoutSite() {
        let folder = Self.temporaryFolder()
        let message = CommandLineTests.failure(["build", "--site", folder])
        #expect(message?.contains("run `sitegen init \(folder)` to make one") == true, "got: \(message ?? "no error")")
    }

    @Test("init's help names the folder, --templates and --time-zone")
    func help() {
        let help = SitegenCommand.helpMessage(for: InitCommand.self)
        for text in ["USAGE: sitegen init [<dir>] [--templates] [--time-zone <name>]", "commented site.toml", "Templates/"] {
            #expect(help.contains(text), "\(text) missing from:\n\(help)")
        }
    }
}

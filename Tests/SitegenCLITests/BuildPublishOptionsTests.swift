import ArgumentParser
import Foundation
import Testing
@testable import SitegenCLI

/// `sitegen build --base-url URL --indexing/--no-indexing --redact`: parsed, and refused with what is expected.
@Suite("sitegen build's publishing options")
struct BuildPublishOptionsTests {
    /// The repository root: the demo site.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("the options parse into the overrides of [publish]")
    func parses() throws {
        let command = try #require(try SitegenCommand.parseAsRoot(["build", "--base-url", "https://example.org/", "--no-indexing", "--redact"])
            as? BuildCommand)
        #expect(command.baseURL == "https://example.org/" && command.indexing == false && command.redact)
        let plain = try #require(try SitegenCommand.parseAsRoot(["build"]) as? BuildCommand)
        #expect(plain.baseURL == nil && plain.indexing == nil && !plain.redact)
    }

    @Test("a bad base URL, or indexing without one, stops the build before anything is written", arguments: [
        (["--base-url", "ftp://example.org/"], "--base-url ftp://example.org/: expected an http or https URL (not ftp:)"),
        (["--base-url", "example.org/health"], "expected an absolute http or https URL"),
        (["--indexing"], "indexing needs a base URL"),
    ])
    func refused(options: [String], expected: String) {
        let output = NSTemporaryDirectory() + "sitegen-publish-cli-" + UUID().uuidString
        let message = CommandLineTests.failure(["build", "--site", Self.root, "--output", output] + options)
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

import Foundation
import Testing
@testable import Serve
@testable import Settings

/// What serve keeps in memory does not grow with the looks of its watcher or the forms it answers.
@Suite("sitegen serve: memory flat over looks and check-ins", .serialized)
struct ServeMemoryTests {
    /// TOMLKit keeps every document it parses until the process ends: serve read `site.toml` at each look
    /// (four a second) and twice more for each form, and grew by a document each time.
    @Test("300 looks of the watcher and 30 check-ins parse the unchanged site.toml once; the edited file is parsed once for its new text")
    func settingsParsedOncePerText() async throws {
        let fixture = try await ServeFixture()
        let file = fixture.folder + "/site.toml"
        try await fixture.test { client in
            for index in 0..<30 {
                let level = index % 2 == 0 ? "partial" : "full"
                let status = try await post(client, "/_sitegen/habit/check", [("name", "Stretch"), ("level", level)], from: "/habits/")
                #expect(status == .seeOther)
                for _ in 0..<10 { await fixture.parts.poll() }
            }
            let habits = try await page(client, "/habits/")
            #expect(habits.contains("Stretch on 2026-11-21: full."))
        }
        #expect(SiteSettings.parsed.parses(of: file) == 1)
        try fixture.write(try fixture.read("site.toml").replacingOccurrences(of: "Serve test", with: "Serve test, edited"), to: "site.toml")
        for _ in 0..<20 { await fixture.parts.poll() }
        await fixture.parts.state.settled()
        #expect(SiteSettings.parsed.parses(of: file) == 1)
        #expect(try SiteSettings.parse(try fixture.read("site.toml"), file: file).title == "Serve test, edited")
    }
}

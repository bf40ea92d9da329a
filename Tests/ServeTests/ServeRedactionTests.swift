import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Serve
import Commands
import HistoryStore
import SiteBuilder

/// With `redact = true`, what serve shows after a form's write is what a full redacted build shows: the
/// one load path applies the redaction to every rebuild, whole or incremental.
@Suite("sitegen serve with redact = true: every form's rebuild equals a full redacted build", .serialized)
struct ServeRedactionTests {
    static let secret = "Body-that-must-stay-private"

    @Test("a year of history; after each form of every kind, every served byte equals a full redacted build and no moment body is served")
    func everyForm() async throws {
        let fixture = try await ServeFixture(settings: "\n[publish]\nredact = true\n")
        let state = fixture.parts.state
        // A year of demo history (steps, energy, notes, moments with bodies) in place of the fixture's store.
        let store = fixture.folder + "/history.sqlite"
        try FileManager.default.removeItem(atPath: store)
        _ = try StoreTasks.writeDemo(to: store, now: ServeFixture.now, timeZone: TimeZone(identifier: "UTC")!, years: 1)
        await fixture.parts.poll()
        await state.settled()
        let habits = try HistoryStore.open(path: store, mode: .readOnly).loadHistory().habits
            .filter { !$0.archived && $0.endDay == nil && $0.targetValue == nil }.map(\.name)
        let first = try #require(habits.first), second = try #require(habits.dropFirst().first)
        try await ServeRebuildTests().expectEqualToFullBuild(fixture)

        try await fixture.test { client in
            let posts: [(String, [(String, String)], String)] = [
                ("/_sitegen/moment/add", [("title", "Kept title"), ("body", Self.secret + " *with* Markdown")], "/moments/"),
                ("/_sitegen/moment/add", [("title", "Older"), ("date", "2026-10-02"), ("body", Self.secret)], "/moments/"),
                ("/_sitegen/gym/log", [], "/gym/"),
                ("/_sitegen/habit/check", [("name", first)], "/habits/"),
                ("/_sitegen/habit/check", [("name", second), ("date", "2026-11-19"), ("level", "partial")], "/habits/"),
                ("/_sitegen/habit/undo", [("name", first)], "/habits/"),
                // A low goal makes today a day that met it: its banded steps then read the goal (at least the goal).
                ("/_sitegen/goal/set", [("steps", "1010")], "/"),
                ("/_sitegen/goal/set", [("steps", "12000")], "/"),
            ]
            for (path, fields, referer) in posts {
                #expect(try await post(client, path, fields, from: referer) == .seeOther)
                let shown = try await page(client, referer)
                #expect(!shown.contains("serve-notice is-error"), "\(path) \(fields)")
                #expect(await state.lastChange?.store == Routes.Form(path: path)?.writes, "an incremental rebuild after \(path)")
                try await ServeRebuildTests().expectEqualToFullBuild(fixture)
                let site = await state.site
                for (name, file) in try site.files where String(decoding: file.bytes, as: UTF8.self).contains(Self.secret) {
                    Issue.record("\(name) serves a moment's body after \(path)")
                }
            }
            for name in ["data/moments.json", "data/export.json"] {
                let text = try await client.execute(uri: "/" + name, method: .get, headers: ServeFixture.host) { String(buffer: $0.body) }
                #expect(text.contains("Kept title"), "\(name) lists the new moment")
                #expect(!text.contains(Self.secret), "\(name)")
            }
        }
    }
}

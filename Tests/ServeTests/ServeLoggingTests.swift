import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Serve
import Commands
import SiteBuilder
import Workspace

@Suite("sitegen serve: logging from the page", .serialized)
struct ServeLoggingTests {
    @Test("Log today on the gym page: 303 back, the page says logged and shows the CLI's message once")
    func gymLog() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            #expect(try await page(client, "/gym/").contains("Log today"))
            #expect(try await post(client, "/_sitegen/gym/log", [], from: "/gym/") == .seeOther)
            let after = try await page(client, "/gym/")
            #expect(after.contains("✓ Logged today"))
            #expect(after.contains("Logged Saturday, November 21, 2026. Total workouts: 1.") || after.contains("Total workouts: 1."))
            #expect(!(try await page(client, "/gym/")).contains("serve-notice"))
            // A past day, then the same day again: the CLI's "already logged".
            #expect(try await post(client, "/_sitegen/gym/log", [("date", "2026-11-20")], from: "/gym/") == .seeOther)
            #expect(try await post(client, "/_sitegen/gym/log", [("date", "2026-11-20")], from: "/gym/") == .seeOther)
            #expect(try await page(client, "/gym/").contains("already logged"))
        }
    }

    @Test("a future gym day fails with the CLI's message on the page and stores nothing")
    func gymFuture() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            #expect(try await post(client, "/_sitegen/gym/log", [("date", "2026-12-01")], from: "/gym/") == .seeOther)
            let after = try await page(client, "/gym/")
            #expect(after.contains("serve-notice is-error"))
            #expect(after.contains("Log today"))
        }
    }

    @Test("a habit check-in with a level and with an amount changes the habits page; undo removes it")
    func habitCheck() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            let before = try await page(client, "/habits/")
            #expect(before.contains("level-none"))
            #expect(try await post(client, "/_sitegen/habit/check", [("name", "Stretch"), ("level", "partial")], from: "/habits/") == .seeOther)
            let partial = try await page(client, "/habits/")
            #expect(partial.contains("Stretch on 2026-11-21: partial."))
            #expect(partial.contains("level-partial"))
            #expect(try await post(client, "/_sitegen/habit/check", [("name", "Read"), ("amount", "10")], from: "/habits/") == .seeOther)
            #expect(try await page(client, "/habits/").contains("Read on 2026-11-21: full."))
            #expect(try await post(client, "/_sitegen/habit/undo", [("name", "Stretch")], from: "/habits/") == .seeOther)
            let undone = try await page(client, "/habits/")
            #expect(undone.contains("check-in removed"))
            #expect(!undone.contains("level-partial"))
            // An amount for a habit without a target: the CLI's message.
            #expect(try await post(client, "/_sitegen/habit/check", [("name", "Stretch"), ("amount", "3")], from: "/habits/") == .seeOther)
            #expect(try await page(client, "/habits/").contains("has no daily target"))
            #expect(try await post(client, "/_sitegen/habit/check", [("name", "Nope")], from: "/habits/") == .seeOther)
            #expect(try await page(client, "/habits/").contains("serve-notice is-error"))
        }
    }

    @Test("a moment with a Markdown body appears, rendered; a goal set from the day page is in force")
    func momentAndGoal() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            #expect(try await post(client, "/_sitegen/moment/add", [("title", "First 5 km"), ("category", "Achievement"),
                                                                      ("body", "A **fine** day.")], from: "/moments/") == .seeOther)
            let moments = try await page(client, "/moments/")
            #expect(moments.contains("First 5 km"))
            #expect(try await post(client, "/_sitegen/goal/set", [("steps", "12345")], from: "/") == .seeOther)
            #expect(try await page(client, "/").contains("The step goal is 12,345 from 2026-11-21 on"))
            #expect(try await post(client, "/_sitegen/goal/set", [("steps", "0")], from: "/") == .seeOther)
            #expect(try await page(client, "/").contains("serve-notice is-error"))
            #expect(try await post(client, "/_sitegen/goal/set", [("steps", "lots")], from: "/") == .seeOther)
            #expect(try await page(client, "/").contains("expected a whole number"))
        }
    }
}

@Suite("sitegen serve: live rebuilds", .serialized)
struct ServeReloadTests {
    @Test("a template error shows the error page (file, line), keeps the assets, and fixing it recovers")
    func templateErrorAndRecovery() async throws {
        let fixture = try await ServeFixture()
        let good = try fixture.read("Templates/gym.mustache")
        let generation = await fixture.parts.generation()
        try fixture.write(good + "\n{{#broken}}\n", to: "Templates/gym.mustache")
        await fixture.parts.poll()
        await fixture.parts.rebuild()
        let failure = try #require(await fixture.parts.failure())
        #expect(failure.contains("gym.mustache:"))
        try await fixture.test { client in
            try await client.execute(uri: "/gym/", method: .get, headers: ServeFixture.host) { response in
                #expect(response.status == .internalServerError)
                let text = String(buffer: response.body)
                #expect(text.contains("gym.mustache:"))
                #expect(text.contains("/_sitegen/reload.js"))
            }
            try await client.execute(uri: "/css/site.css", method: .get, headers: ServeFixture.host) { #expect($0.status == .ok) }
            try await client.execute(uri: "/_sitegen/events?since=\(generation)", method: .get, headers: ServeFixture.host) { response in
                #expect(String(buffer: response.body).contains("event: reload"))
            }
        }
        try fixture.write(good + "\n<p>Visits in all</p>\n", to: "Templates/gym.mustache")
        await fixture.parts.poll()
        await fixture.parts.rebuild()
        #expect(await fixture.parts.failure() == nil)
        try await fixture.test { client in
            try await client.execute(uri: "/gym/", method: .get, headers: ServeFixture.host) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Visits in all"))
            }
        }
    }

    @Test("the watcher sees a change to the store made outside serve")
    func watcherSeesStore() async throws {
        let fixture = try await ServeFixture()
        let watcher = SiteWatcher(siteFolder: fixture.folder)
        let before = watcher.fingerprint()
        #expect(before.entries.keys.contains { $0.hasSuffix("/site.toml") })
        #expect(before.entries.keys.contains { $0.hasSuffix("/Templates/gym.mustache") })
        _ = try Commands.GymTasks.log(siteDirectory: fixture.folder, date: nil, now: ServeFixture.now)
        #expect(watcher.fingerprint() != before)
        #expect(watcher.fingerprint() == watcher.fingerprint())
    }
}

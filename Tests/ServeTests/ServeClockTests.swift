import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Serve
import SiteBuilder

/// Serve builds the site as of the minute and again when the minute turns, so today's pages show the
/// time of day a full build would; an open page reloads only when its own bytes changed.
@Suite("sitegen serve: the minute's rebuild and page-aware reloads", .serialized)
struct ServeClockTests {
    /// `data-NAME="…"` of the reload script's tag in a served page.
    static func attribute(_ name: String, in page: String) throws -> String {
        let marker = "data-\(name)=\""
        let start = try #require(page.range(of: marker, options: .backwards)).upperBound
        let end = try #require(page[start...].firstIndex(of: "\""))
        return String(page[start..<end])
    }

    @Test("serve's clock is the minute: a build in the middle of a minute equals a full build at its start")
    func minuteOfTheClock() {
        let date = Date(timeIntervalSince1970: 1_795_248_300 + 37.9)
        #expect(ServeServer.minute(date) == Date(timeIntervalSince1970: 1_795_248_300))
        #expect(ServeServer.minute(Date(timeIntervalSince1970: -1)) == Date(timeIntervalSince1970: -60))
    }

    @Test("the minute turning rebuilds with nothing read again; the Settings page (built at 08:06) moves on, the Gym page keeps its version")
    func minuteRebuild() async throws {
        let fixture = try await ServeFixture()
        try await fixture.test { client in
            let get = { (path: String) async throws -> String in
                try await client.execute(uri: path, method: .get, headers: ServeFixture.host) { String(buffer: $0.body) }
            }
            let settings = try await get("/settings/"), gym = try await get("/gym/")
            let generation = try Self.attribute("generation", in: settings)
            let builds = await fixture.parts.state.builds

            // Thirty seconds on: the same minute, no rebuild.
            fixture.clock.now = ServeFixture.now.addingTimeInterval(30)
            await fixture.parts.poll()
            await fixture.parts.state.settled()
            #expect(await fixture.parts.state.builds == builds)

            // The minute turns: one rebuild that reads nothing again.
            fixture.clock.now = ServeFixture.now.addingTimeInterval(75)
            await fixture.parts.poll()
            await fixture.parts.state.settled()
            #expect(await fixture.parts.state.builds == builds + 1)
            #expect(await fixture.parts.state.lastChange == LiveBuild.Change())

            // Every served file equals a full build at the minute's start.
            let full = try fixture.serveModeSite().files
            let served = await fixture.parts.state.site
            for (path, bytes) in full {
                let file = try #require(try served.file(path), "\(path)")
                let stripped = path.hasSuffix(".html") ? ServedSite.strip(file.bytes, generation: served.generation) : file.bytes
                #expect(stripped == bytes, "\(path) differs from a full build at 08:06")
            }
            let settingsNow = String(decoding: try #require(try served.file("settings/index.html")).bytes, as: UTF8.self)
            #expect(settingsNow.contains("at 08:06 (GMT)"))
            #expect(try Self.attribute("version", in: settingsNow) != Self.attribute("version", in: settings))

            // The Settings page shown before changed: its event stream says reload at once. (Should it wait,
            // serve is stopped after 10 s, which ends the stream without a reload and fails the test.)
            let guardStop = Task {
                try await Task.sleep(for: .seconds(10))
                await fixture.parts.state.stop()
            }
            let settingsEvents = try await get("/_sitegen/events?since=\(generation)&page=/settings/&version=\(try Self.attribute("version", in: settings))")
            guardStop.cancel()
            #expect(settingsEvents.contains("event: reload"))

            // The Gym page did not change: its stream waits, and ends without a reload when serve stops.
            let stopper = Task {
                try await Task.sleep(for: .milliseconds(1500))
                await fixture.parts.state.stop()
            }
            let gymEvents = try await get("/_sitegen/events?since=\(generation)&page=/gym/&version=\(try Self.attribute("version", in: gym))")
            #expect(!gymEvents.contains("event: reload"), "\(gymEvents)")
            try await stopper.value
        }
    }

    @Test("a stream without the page's version reloads on any newer build, as before")
    func withoutVersion() async throws {
        let fixture = try await ServeFixture()
        fixture.clock.now = ServeFixture.now.addingTimeInterval(60)
        await fixture.parts.poll()
        await fixture.parts.state.settled()
        try await fixture.test { client in
            try await client.execute(uri: "/_sitegen/events?since=1", method: .get, headers: ServeFixture.host) { response in
                #expect(String(buffer: response.body).contains("event: reload"))
            }
        }
    }

    @Test("the reload script holds off while a form is being filled in")
    func scriptWaitsForForms() {
        let script = ServeRoutes.reloadScriptText
        #expect(script.contains("data-version"))
        #expect(script.contains("defaultValue"))
        #expect(script.contains("setTimeout(reload"))
    }
}

import Foundation
import Metrics
import Testing
@testable import SiteBuilder

@Suite("The Gym and Training pages")
struct GymTrainingPageTests {
    static func render(_ history: History) throws -> Site {
        try Fixtures.renderer().render(try Fixtures.context(history))
    }

    static func page(_ site: Site, _ path: String) throws -> String {
        String(decoding: try #require(site.files[path]), as: UTF8.self)
    }

    @Test("an empty history gives the empty states, not broken charts")
    func empty() throws {
        let site = try Self.render(.empty)
        let gym = try Self.page(site, "gym/index.html"), training = try Self.page(site, "training/index.html")
        #expect(gym.contains("No gym visits yet"))
        #expect(gym.contains("<code>sitegen gym log</code>"))
        #expect(training.contains("No VO₂ max trend yet…"))
        #expect(training.contains("Not connected"))
        #expect(training.contains("No HIIT workouts imported yet"))
        #expect(!training.contains("<svg class=\"vo2-chart\""))
        #expect(training.contains("Reminders are off"))
    }

    @Test("today's visit shows Logged today; the milestones and the month's dots")
    func gym() throws {
        let visits = (0..<27).map { LocalDay("2026-11-21")!.adding(days: -$0) }
        let site = try Self.render(History(gymVisits: visits))
        let gym = try Self.page(site, "gym/index.html")
        #expect(gym.contains("Logged today"))
        #expect(gym.contains("You’re consistent."))
        #expect(gym.contains("Reached on Saturday, November 14, 2026"))
        #expect(gym.contains("27 of 50: 23 visits to go to “Halfway there!”"))
        #expect(gym.contains("21 visits this month"))
        #expect(gym.components(separatedBy: "gym-dot-filled").count - 1 == 21)
        let data = try JSONSerialization.jsonObject(with: try #require(site.files["data/gym.json"])) as? [String: Any]
        #expect(data?["totalWorkouts"] as? Int == 27)
        #expect(data?["visitsThisMonth"] as? Int == 21)
    }

    @Test("the Overview links its Training and Gym cards; the top bar names both")
    func links() throws {
        let index = try Self.page(try Self.render(.empty), "index.html")
        #expect(index.contains("<a href=\"training/index.html\">Training</a></h2>"))
        #expect(index.contains("<a href=\"gym/index.html\">Gym</a></h2>"))
    }
}

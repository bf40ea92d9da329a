import Foundation
import Metrics
import Testing
@testable import SiteBuilder

@Suite("The Gym and Training pages")
struct GymTrainingPageTests {
    static func render(_ history: History) throws -> Site {
        try Fixtures.renderer().render(try Fixtures.model(history))
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

    // Issue 17: an empty "Earlier sessions (0)" section was shown under the HIIT table.
    @Test("'Earlier sessions' appears only when sessions fold into it", arguments: [(1, nil), (20, nil), (21, 1), (25, 5)])
    func earlierSessions(count: Int, earlier: Int?) throws {
        var history = History.empty
        history.workouts = (0..<count).map { n in
            let start = Fixtures.now.addingTimeInterval(-86_400 * Double(n + 1))
            return Workout(activityType: Workout.hiitType, start: start, end: start.addingTimeInterval(1_200),
                           durationSeconds: 1_200, energyKcal: 250, sourceName: "Watch")
        }
        let training = try Self.page(try Self.render(history), "training/index.html")
        #expect(!training.contains("Earlier sessions (0)"))
        if let earlier {
            #expect(training.contains("<summary>Earlier sessions (\(earlier))</summary>"))
        } else {
            #expect(!training.contains("Earlier sessions"))
        }
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

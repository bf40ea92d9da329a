import DemoHistory
import Foundation
import Metrics
import Testing

@Suite("The demo history is deterministic")
struct DemoDeterminismTests {
    @Test("the same seed and now give the same history and row counts")
    func sameSeed() throws {
        let first = try DemoFixture.berlin.get()
        let again = try DemoFixture.make(now: DemoFixture.berlinNow, calendar: DemoFixture.berlinCalendar)
        #expect(again.history == first.history)
        #expect(again.rowCounts == first.rowCounts)
    }

    @Test("another seed gives another history")
    func otherSeed() throws {
        let first = try DemoFixture.berlin.get()
        let other = try DemoFixture.make(seed: 42, now: DemoFixture.berlinNow, calendar: DemoFixture.berlinCalendar)
        #expect(other.history.daily != first.history.daily)
        #expect(other.history.checkIns != first.history.checkIns)
    }
}

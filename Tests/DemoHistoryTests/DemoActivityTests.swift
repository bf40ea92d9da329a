import DemoHistory
import Foundation
import HistoryStore
import Metrics
import Testing

@Suite("Demo steps, energy, distance and heart")
struct DemoActivityTests {
    @Test("no sample ends after now")
    func nothingAfterNow() throws {
        let fixture = try DemoFixture.berlin.get()
        let history = fixture.history
        #expect(history.heartRate.allSatisfy { $0.instant <= fixture.now })
        #expect(history.vo2Max.allSatisfy { $0.instant <= fixture.now })
        #expect(history.workouts.allSatisfy { $0.end <= fixture.now })
        #expect(Set(history.newestSample.keys) == Set(Quantity.allCases))
        #expect(history.newestSample.values.allSatisfy { $0 <= fixture.now })
    }

    @Test("two years of days, the last one today")
    func twoYears() throws {
        let fixture = try DemoFixture.berlin.get()
        for quantity in Quantity.allCases {
            let days = (fixture.history.daily[quantity] ?? [:]).keys.sorted()
            #expect(days.first == fixture.today.adding(days: -730))
            #expect(days.last == fixture.today)
            #expect(days.count == 731)
        }
    }

    @Test("each daily total is the sum of its hour slots")
    func dailyIsSumOfHourly() throws {
        let history = try DemoFixture.berlin.get().history
        for quantity in Quantity.allCases {
            for (day, total) in history.daily[quantity] ?? [:] {
                let slots = history.hourly[quantity]?[day] ?? []
                #expect(abs(slots.reduce(0, +) - total) < 1e-6, "\(quantity) on \(day)")
            }
        }
    }

    @Test("DST days have 23 and 25 hour slots", arguments: [("2025-03-30", 23), ("2025-10-26", 25), ("2025-06-15", 24)])
    func dstSlots(day: String, slots: Int) throws {
        let history = try DemoFixture.berlin.get().history
        let localDay = try #require(LocalDay(day))
        for quantity in Quantity.allCases {
            #expect(history.hourly[quantity]?[localDay]?.count == slots)
        }
    }

    @Test("daily steps stay between 3 000 and 16 000, with good and bad days")
    func stepRange() throws {
        let fixture = try DemoFixture.berlin.get()
        let steps = (fixture.history.daily[.steps] ?? [:]).filter { $0.key < fixture.today }.values
        #expect(steps.allSatisfy { (3_000...16_000).contains($0) })
        #expect(steps.contains { $0 >= 10_000 })
        #expect(steps.contains { $0 < 8_000 })
    }

    @Test("nobody walks at night")
    func quietNights() throws {
        let history = try DemoFixture.berlin.get().history
        for (_, slots) in history.hourly[.steps] ?? [:] {
            #expect(slots.prefix(5).allSatisfy { $0 == 0 })
        }
    }

    @Test("a heart-rate sample within minutes of now; VO2 max every two weeks, improving")
    func heartAndVO2() throws {
        let fixture = try DemoFixture.berlin.get()
        let last = try #require(fixture.history.heartRate.last)
        #expect(fixture.now.timeIntervalSince(last.instant) <= 300)
        let vo2 = fixture.history.vo2Max
        #expect(vo2.count >= 50)
        let first = try #require(vo2.first), latest = try #require(vo2.last)
        #expect((37...39).contains(first.value))
        #expect((41...43).contains(latest.value))
    }
}

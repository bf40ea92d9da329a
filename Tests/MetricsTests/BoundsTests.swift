import Testing
@testable import Metrics

@Suite struct BoundsTests {
    @Test func refusesWhatIsNotFiniteOrOutOfRange() {
        for value in [Double.nan, .infinity, -.infinity, 1e20, 1e308, -1, 100_001] {
            #expect(!Bounds.stepsPerRecord.contains(value), "\(value)")
        }
        #expect(Bounds.stepsPerRecord.contains(0))
        #expect(Bounds.stepsPerRecord.contains(100_000))
    }

    @Test func integralBoundsRefuseFractions() {
        #expect(!Bounds.stepGoal.contains(8000.5))
        #expect(Bounds.stepGoal.contains(8000))
        #expect(throws: BoundViolation.self) { try Bounds.stepGoal.require(Int.max, field: "goal") }
    }

    @Test func violationNamesFieldValueAndRange() {
        let violation = Bounds.habitTarget.check(1e300, field: "--target").failure
        #expect(violation?.description == "--target: 1e+300 is outside the allowed range, 0.001 to 100,000")
        #expect(Bounds.stepGoal.check(.nan, field: "step_goal").failure?.found == "nan")
    }

    @Test func daysFrom2000UpToTheBuildDay() {
        let today = LocalDay(year: 2026, month: 11, day: 23)!
        #expect(Bounds.check(day: LocalDay(year: 1, month: 1, day: 1)!, upTo: today, field: "--date").failure != nil)
        #expect(Bounds.check(day: LocalDay(year: 1999, month: 12, day: 31)!, upTo: today, field: "--date").failure != nil)
        #expect(Bounds.check(day: LocalDay(year: 2000, month: 1, day: 1)!, upTo: today, field: "--date").failure == nil)
        #expect(Bounds.check(day: today, upTo: today, field: "--date").failure == nil)
        #expect(Bounds.check(day: today.adding(days: 1), upTo: today, field: "--date").failure?.allowed
                == "a day from 2000-01-01 to 2026-11-23")
    }

    @Test func textLimitsRefuseControlCharactersAndLength() {
        #expect(TextLimit.habitName.check("Read\u{0}ing", field: "name").failure?.found == "a NUL character (U+0000) at character 5")
        #expect(TextLimit.habitName.check("a\nb", field: "name").failure != nil)
        #expect(TextLimit.markdownBody.check("a\r\nb\tc", field: "body").failure == nil)
        #expect(TextLimit.markdownBody.check("a\u{1B}b", field: "body").failure?.found == "a control character (U+001B) at character 2")
        #expect(TextLimit.habitName.check(String(repeating: "x", count: 201), field: "name").failure?.found == "201 characters")
        #expect(TextLimit.habitName.check("<\u{301}\"\u{200D}", field: "name").failure == nil)
    }
}

private extension Result {
    var failure: Failure? { if case .failure(let f) = self { return f } else { return nil } }
}

import Foundation
import Testing
@testable import Importers

@Suite("Dates, numbers and units of a Health export")
struct HealthValueTests {
    @Test("dates are instants; the written offset only says where the clock stood", arguments: [
        ("2019-05-14 18:52:09 -0400", 1_557_874_329.0),
        ("2019-05-14 23:52:09 +0100", 1_557_874_329.0),
        ("2024-02-29 00:00:00 +0000", 1_709_164_800.0),
        ("1970-01-01 05:30:00 +0530", 0.0),
    ])
    func dates(text: String, seconds: Double) {
        #expect(HealthDate.parse(text)?.timeIntervalSince1970 == seconds)
    }

    @Test("bad dates are refused", arguments: [
        "", "2019-05-14", "2019-05-14 18:52:09", "2019-02-29 10:00:00 +0000", "2019-13-01 10:00:00 +0000",
        "2019-05-14 24:00:00 +0000", "2019-05-14T18:52:09 -0400", "2019-05-14 18:52:09 -04:00", "2019-05-14 18:5x:09 +0000",
    ])
    func badDates(text: String) {
        #expect(HealthDate.parse(text) == nil)
    }

    @Test("numbers", arguments: [
        ("8", 8.0), ("0.62", 0.62), ("-3.5", -3.5), ("1234.5678", 1234.5678), ("1e3", 1000.0), ("+2", 2.0),
        ("0.1", 0.1), ("123456789012345678901", 123456789012345678901.0), (".5", 0.5),
    ])
    func numbers(text: String, value: Double) {
        #expect(HealthNumber.parse(text) == value)
    }

    @Test("not numbers", arguments: ["", "abc", "1,5", "nan", "inf", "1.2.3", "-", "12 "])
    func notNumbers(text: String) {
        #expect(HealthNumber.parse(text) == nil)
    }

    @Test("units convert to the stored unit; unknown units are refused", arguments: [
        (HealthUnit.Family.distance, "km", 1000.0), (.distance, "mi", 1609.344), (.distance, "m", 1),
        (.energy, "kcal", 1), (.energy, "Cal", 1), (.energy, "kJ", 1 / 4.184),
        (.heartRate, "count/min", 1), (.vo2Max, "mL/min·kg", 1), (.count, "count", 1),
        (.duration, "min", 60), (.duration, "s", 1), (.duration, "hr", 3600),
    ])
    func units(family: HealthUnit.Family, unit: String, factor: Double) {
        #expect(family.factor(unit) == factor)
    }

    @Test("unknown units", arguments: [
        (HealthUnit.Family.distance, "ft"), (.energy, "J"), (.heartRate, "Hz"), (.vo2Max, "mL/min*kg"), (.count, "steps"),
    ])
    func unknownUnits(family: HealthUnit.Family, unit: String) {
        #expect(family.factor(unit) == nil)
    }
}

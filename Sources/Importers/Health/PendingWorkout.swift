import Foundation
import Metrics

/// A `Workout` read from its start tag, waiting for its nested `WorkoutStatistics` (iOS 16+).
struct PendingWorkout {
    var activityType = ""
    var sourceName = ""
    var start = Date.distantPast
    var end = Date.distantPast
    var duration = 0.0
    /// Totals from the attributes (`nil` when absent) and from the statistics.
    var energy: Double?
    var distance: Double?
    var statisticsEnergy: Double?
    var statisticsDistance: Double?
    /// Why the workout is left out, once something was wrong.
    var problem: SkipReason?

    /// Reads the attributes of a `<Workout>`; a problem is kept, not thrown. `texts` cleans the
    /// type and source names (control characters removed, over-long names refused).
    init(_ element: XMLElement, texts: inout TextCache) {
        do throws(SkipReason) {
            try read(element, &texts)
        } catch {
            problem = error
        }
    }

    private mutating func read(_ element: XMLElement, _ texts: inout TextCache) throws(SkipReason) {
        guard let type = element.attribute("workoutActivityType"), let source = element.attribute("sourceName") ?? element.attribute("source"),
              let startText = element.attribute("startDate"), let endText = element.attribute("endDate") else {
            throw .missingAttribute
        }
        guard let start = HealthDate.parse(startText.bytes), let end = HealthDate.parse(endText.bytes) else { throw .badDate }
        guard start <= end else { throw .startAfterEnd }
        (self.start, self.end) = (start, end)
        let typeText: String?, sourceText: String?
        do { (typeText, sourceText) = (try texts.text(type), try texts.text(source)) } catch { throw .missingAttribute }
        guard let typeText, let sourceText else { throw .longText }
        (activityType, sourceName) = (typeText, sourceText)
        duration = try Measure.read(element.attribute("duration"), unit: element.attribute("durationUnit"),
                                    family: .duration, defaultUnit: "min") ?? end.timeIntervalSince(start)
        energy = try Measure.read(element.attribute("totalEnergyBurned"),
                                  unit: element.attribute("totalEnergyBurnedUnit"), family: .energy, defaultUnit: "kcal")
        distance = try Measure.read(element.attribute("totalDistance"), unit: element.attribute("totalDistanceUnit"),
                                    family: .distance, defaultUnit: "km")
        guard duration >= 0, energy ?? 0 >= 0, distance ?? 0 >= 0 else { throw .negative }
    }

    /// A nested `<WorkoutStatistics type=… sum=… unit=…/>`: active energy and distances count.
    mutating func add(statistic element: XMLElement) {
        guard problem == nil, let type = element.attribute("type") else { return }
        let isEnergy = type.equals("HKQuantityTypeIdentifierActiveEnergyBurned")
        let isDistance = type.bytes.starts(with: "HKQuantityTypeIdentifierDistance".utf8)
        guard isEnergy || isDistance else { return }
        do throws(SkipReason) {
            let sum = try Measure.read(element.attribute("sum"), unit: element.attribute("unit"),
                                       family: isEnergy ? .energy : .distance, defaultUnit: nil)
            if isEnergy { statisticsEnergy = sum } else if let sum { statisticsDistance = (statisticsDistance ?? 0) + sum }
        } catch {
            problem = error
        }
    }

    /// The workout, its totals from the attributes or else from the statistics.
    var workout: Workout {
        Workout(activityType: activityType, start: start, end: end, durationSeconds: duration,
                energyKcal: energy ?? statisticsEnergy, distanceMeters: distance ?? statisticsDistance,
                sourceName: sourceName)
    }
}

/// An optional number attribute with its unit attribute, converted to the family's stored unit.
enum Measure {
    /// `nil` when the value is absent; throws when it is not a number or its unit is unknown.
    static func read(_ value: XMLValue?, unit: XMLValue?, family: HealthUnit.Family,
                     defaultUnit: String?) throws(SkipReason) -> Double? {
        guard let value else { return nil }
        guard let number = HealthNumber.parse(value.bytes) else { throw .notANumber }
        if let unit {
            guard let factor = family.factor(unit.bytes) else { throw .unknownUnit }
            return number * factor
        }
        guard let defaultUnit, let factor = family.factor(defaultUnit) else { throw .missingAttribute }
        return number * factor
    }
}

import Foundation
import HistoryStore
@testable import Importers
import Testing

@Suite("The synthetic export is shaped like a real one")
struct SyntheticExportTests {
    static func write(_ bytes: Int64, seed: UInt64 = 42) throws -> (text: String, written: Int64) {
        let path = TestExport.temporaryFolder() + "/export.xml"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let written = try SyntheticExport(targetBytes: bytes, seed: seed).write(to: path)
        return (try String(contentsOfFile: path, encoding: .utf8), written)
    }

    @Test("the same seed gives the same bytes, another seed others; the size is the target's, within a day's")
    func deterministic() throws {
        let a = try Self.write(1_000_000), b = try Self.write(1_000_000), c = try Self.write(1_000_000, seed: 7)
        #expect(a.text == b.text && a.text != c.text)
        #expect(a.written == Int64(a.text.utf8.count))
        #expect(a.written >= 999_800 && a.written < 1_000_000 + 600_000)
    }

    @Test("it holds what real exports hold")
    func shape() throws {
        let text = try Self.write(4_000_000).text
        for part in ["<!DOCTYPE HealthData [", "<!ATTLIST Record", "]>\n<HealthData locale=", "<ExportDate value=", "<Me HKCharacteristicTypeIdentifierDateOfBirth=",
                     #"sourceName="Ada’s iPhone" sourceVersion="#, #"sourceName="Ada’s Apple Watch""#, #"sourceName="MyFitnessPal" sourceVersion="23.1.0""#,
                     #"sourceName="Health Mate""#, #"<MetadataEntry key="HKMetadataKeyHeartRateMotionContext""#, "<HeartRateVariabilityMetadataList>",
                     "<InstantaneousBeatsPerMinute bpm=", #"<Correlation type="HKCorrelationTypeIdentifierBloodPressure""#,
                     #"<Correlation type="HKCorrelationTypeIdentifierFood""#, "<Workout workoutActivityType=", "<WorkoutStatistics type=",
                     "<WorkoutEvent type=", "<WorkoutRoute sourceName=", #"<FileReference path="/workout-routes/"#, "<ActivitySummary dateComponents=",
                     "HKCategoryTypeIdentifierSleepAnalysis", "creation date:"] {
            #expect(text.contains(part), "\(part)")
        }
        // Almost every record names its device with an address; most addresses are new.
        let records = text.components(separatedBy: "\n").filter { $0.hasPrefix(" <Record ") }
        let addressed = records.filter { $0.contains("device=\"&lt;&lt;HKDevice: 0x") }
        #expect(Double(addressed.count) > 0.9 * Double(records.count))
        let addresses = Set(addressed.map { $0.components(separatedBy: "HKDevice: 0x")[1].prefix { $0 != "&" } })
        #expect(Double(addresses.count) > 0.5 * Double(addressed.count))
    }

    @Test("it imports: no record skipped for being malformed, every stored kind present")
    func imports() throws {
        let text = try Self.write(4_000_000).text
        let store = try HistoryStore.inMemory()
        let summary = try TestExport.run(text, into: store)
        #expect(summary.counts.skipped.isEmpty)
        #expect(summary.counts.records.count == HealthRecordType.allCases.count)
        #expect(summary.counts.insideCorrelations > 0 && summary.counts.otherTypes > 0)
        #expect(try store.rowCounts()["workouts"] ?? 0 > 0)
    }
}

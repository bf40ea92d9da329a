import Foundation
import Metrics

/// A synthetic Apple Health export of about a given size, for benchmarks: deterministic, with a
/// realistic mix of record types, an iPhone and an Apple Watch counting the same steps,
/// metadata children, workouts with statistics, activity summaries, and a DTD.
public struct SyntheticExport {
    public let targetBytes: Int64
    /// The first day of data.
    public var firstDay = LocalDay(year: 2016, month: 1, day: 1)!

    public init(targetBytes: Int64) {
        self.targetBytes = targetBytes
    }

    /// Writes the export to `path`; returns the bytes written.
    public func write(to path: String) throws -> Int64 {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw InputError.unreadable(path: path, reason: "cannot create the file")
        }
        defer { try? handle.close() }
        var writer = SyntheticWriter(handle: handle)
        writer.append(SyntheticExport.header)
        var day = firstDay
        var random = SyntheticRandom(seed: 42)
        while writer.written < targetBytes - 200 {
            try writer.day(day, random: &random)
            day = day.adding(days: 1)
        }
        writer.append("</HealthData>\n")
        try writer.flush()
        return writer.written
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 11 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
          value         CDATA #IMPLIED
          sourceName    CDATA #REQUIRED
          startDate     CDATA #REQUIRED
          endDate       CDATA #REQUIRED
        >
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2026-11-20 09:15:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>

        """
}

/// SplitMix64: a small deterministic generator.
struct SyntheticRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    /// The next number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

import Foundation
import GRDB
@testable import HistoryStore
@testable import Importers
import Testing

@Suite("Devices: one per real device, whatever address each record gives it")
struct DeviceImportTests {
    /// `xml`'s records read into a `RecordingSink`.
    static func read(_ xml: String) throws -> [SampleRow] {
        var reader = HealthExportReader(sink: RecordingSink())
        try XMLScanner(source: MemorySource(xml)).run(&reader)
        return reader.sink.samples
    }

    static func steps(_ n: Int, device: String) -> String {
        #" <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Ada’s iPhone" unit="count" startDate="2024-05-01 10:\#(10 + n):00 +0200" endDate="2024-05-01 10:\#(10 + n):30 +0200" value="\#(n + 1)" device="\#(device)"/>"#
    }

    @Test("the reader gives a record's device without its address; devices differing by more stay apart")
    func readerLeavesTheAddressOut() throws {
        let watch = { (address: String, software: String) in
            "&lt;&lt;HKDevice: 0x\(address)&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:\(software)&gt;"
        }
        let devices = [watch("283f3a5c0", "9.1"), watch("281da8af0", "9.1"), watch("281da8af0", "9.2"), watch("2800000a0", "9.1"),
                       "Ada&#8217;s scale", "&lt;&lt;HKDevice: 0x1&gt;, name:Body&#x20;Cardio&gt;", "&lt;&lt;HKDevice: 0x2&gt;, name:Body Cardio&gt;"]
        let body = devices.enumerated().map { Self.steps($0.offset, device: $0.element) }.joined(separator: "\n")
        let samples = try Self.read(TestExport.xml(body))
        let nine1 = "<<HKDevice>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1>"
        #expect(samples.map(\.device) == [nine1, nine1, nine1.replacingOccurrences(of: "9.1>", with: "9.2>"), nine1,
                                           "Ada’s scale", "<<HKDevice>, name:Body Cardio>", "<<HKDevice>, name:Body Cardio>"])
    }

    @Test("more devices than the reader remembers, in turn: each still read right")
    func manyDevices() throws {
        let count = DeviceCache.size * 2 + 3
        let body = (0..<(count * 2)).map { n in
            Self.steps(n % 40, device: "&lt;&lt;HKDevice: 0x\(String(n * 7 + 1, radix: 16))&gt;, name:Watch \(n % count)&gt;")
        }
        let xml = TestExport.xml(body.joined(separator: "\n"))
        let samples = try Self.read(xml)
        #expect(samples.map(\.device) == (0..<(count * 2)).map { "<<HKDevice>, name:Watch \($0 % count)>" })
    }

    @Test("the slot the cache finds for a device is the one `text` reads: the same text, another device's apart")
    func slotHandedToText() throws {
        var cache = DeviceCache()
        let watch1 = Array("&lt;&lt;HKDevice: 0x2a0&gt;, name:Watch&gt;".utf8), watch2 = Array("&lt;&lt;HKDevice: 0x3bc1&gt;, name:Watch&gt;".utf8)
        let phone = Array("&lt;&lt;HKDevice: 0x2a0&gt;, name:Phone&gt;".utf8)
        try watch1.withUnsafeBufferPointer { watch1 in
            try watch2.withUnsafeBufferPointer { watch2 in
                try phone.withUnsafeBufferPointer { phone in
                    let (first, second, other) = (XMLValue(bytes: watch1, hasEntity: true), XMLValue(bytes: watch2, hasEntity: true),
                                                  XMLValue(bytes: phone, hasEntity: true))
                    #expect(cache.slot(of: first) == nil)
                    #expect(try cache.text(first) == "<<HKDevice>, name:Watch>")
                    let watch = try #require(cache.slot(of: second))
                    #expect(try cache.text(second, slot: watch) == "<<HKDevice>, name:Watch>")
                    #expect(cache.slot(of: other) == nil)
                    #expect(try cache.text(other) == "<<HKDevice>, name:Phone>")
                    let phoneSlot = try #require(cache.slot(of: other))
                    #expect(phoneSlot != watch)
                    #expect(try cache.text(other, slot: phoneSlot) == "<<HKDevice>, name:Phone>")
                    #expect(try cache.text(first, slot: cache.slot(of: first)) == "<<HKDevice>, name:Watch>")
                }
            }
        }
    }

    @Test("a synthetic export gives thousands of device texts and the store keeps one row per real device")
    func storeKeepsRealDevices() throws {
        let xml = try PackedImportTests.synthetic(3_000_000)
        // Independently: the device texts of the records the import stores, and the same without the address.
        let stored = ["StepCount", "DistanceWalkingRunning", "ActiveEnergyBurned", "HeartRate", "VO2Max"]
        let pattern = try NSRegularExpression(pattern: #"^ <Record type="HKQuantityTypeIdentifier(\w+)"[^>]* device="([^"]*)""#, options: .anchorsMatchLines)
        var texts = Set<String>(), devices = Set<String>()
        for match in pattern.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)) {
            guard stored.contains(String(xml[Range(match.range(at: 1), in: xml)!])) else { continue }
            let text = String(xml[Range(match.range(at: 2), in: xml)!])
            texts.insert(text)
            devices.insert(text.replacingOccurrences(of: #": 0x[0-9a-f]+"#, with: "", options: .regularExpression))
        }
        #expect(texts.count > 1_000)
        #expect(devices.count >= 2 && devices.count < 10)
        let store = try HistoryStore.inMemory()
        try TestExport.run(xml, into: store)
        #expect(try store.rowCounts()["devices"] == devices.count)
        let listed = try store.queue.read { db in try String.fetchAll(db, sql: "SELECT description FROM devices") }
        #expect(Set(listed) == Set(devices.map { $0.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">") }))
    }
}

import Foundation
import HistoryStore
import Metrics
import Testing
@testable import Importers

/// Phones in other languages name the export in their language (`导出.xml` on a Chinese iPhone, `exportar.xml`
/// on a Spanish one); the export is found by its content. Names are UTF-8 when flagged, or when valid UTF-8,
/// else IBM code page 437, as the zip format says.
@Suite("Localized file names in export.zip")
struct LocalizedZipTests {
    /// A zip of `entries` stored uncompressed; `utf8Flag` sets general-purpose bit 11 on every entry.
    static func zip(_ entries: [(name: [UInt8], bytes: [UInt8])], utf8Flag: Bool) -> [UInt8] {
        func le(_ value: Int, _ width: Int) -> [UInt8] { (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        var out: [UInt8] = [], directory: [UInt8] = []
        let flags = utf8Flag ? 0x800 : 0
        for (name, bytes) in entries {
            let crc = Int(crc32(bytes)), offset = out.count
            let common = le(20, 2) + le(flags, 2) + le(0, 2) + le(0, 2) + le(0x21, 2) + le(crc, 4)
                + le(bytes.count, 4) + le(bytes.count, 4) + le(name.count, 2) + le(0, 2)
            out += le(0x0403_4B50, 4) + common + name + bytes
            directory += le(0x0201_4B50, 4) + le(20, 2) + common + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(offset, 4) + name
        }
        let directoryOffset = out.count
        out += directory
        out += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(entries.count, 2) + le(entries.count, 2)
            + le(directory.count, 4) + le(directoryOffset, 4) + le(0, 2)
        return out
    }

    /// CRC-32 (IEEE), bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static let export = TestExport.xml([TestExport.steps(1200, "2024-05-01", "10:00", "10:30"),
                                        TestExport.steps(800, "2024-05-02", "18:00", "18:20")].joined(separator: "\n"))
    static let clinical = Array("<?xml version=\"1.0\"?>\n<ClinicalDocument xmlns=\"urn:hl7-org:v3\"/>\n".utf8)

    static func importZip(_ bytes: [UInt8]) throws -> (HealthImportSummary, History) {
        let folder = TestExport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "time_zone = \"Europe/Berlin\"\n".write(toFile: folder + "/site.toml", atomically: true, encoding: .utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/export.zip"))
        let summary = try HealthImportTask.run(siteDirectory: folder, exportPath: folder + "/export.zip", now: TestExport.now)
        return (summary, try HistoryStore.open(path: folder + "/history.sqlite", mode: .readOnly).loadHistory())
    }

    @Test("the export named in Chinese or Spanish, beside the clinical document, imports the same days as export.xml", arguments: [
        "apple_health_export/导出.xml", "apple_health_export/exportar.xml", "apple_health_export/Exportación.xml",
    ])
    func localizedName(name: String) throws {
        for flagged in [true, false] {
            let bytes = Self.zip([(Array("apple_health_export/export_cda.xml".utf8), Self.clinical),
                                  (Array(name.utf8), Array(Self.export.utf8))], utf8Flag: flagged)
            let (summary, history) = try Self.importZip(bytes)
            #expect(summary.file.hasSuffix("export.zip → \(name)"), "\(summary.file)")
            #expect(history.daily[.steps] == [LocalDay("2024-05-01")!: 1200, LocalDay("2024-05-02")!: 800])
            #expect(history.imports.last?.source == "Apple Health export export.zip → \(name.split(separator: "/").last!)")
        }
    }

    @Test("a name in code page 437 (no UTF-8 flag, not UTF-8) is read as CP437; flagged or valid UTF-8 as UTF-8")
    func codePage437() throws {
        // "Exportación.xml" with ó as CP437's 0xA2; "Größe" with ö 0x94 and ß 0xE1.
        let cp437 = Array("apple_health_export/Exportaci".utf8) + [0xA2] + Array("n.xml".utf8)
        let archive = try ZipArchive(file: MemoryFile(Self.zip([(cp437, Array(Self.export.utf8))], utf8Flag: false), path: "m.zip"))
        #expect(archive.entries.map(\.name) == ["apple_health_export/Exportación.xml"])
        #expect(ZipName.decode([0x47, 0x72, 0x94, 0xE1, 0x65][...], utf8Flag: false) == "Größe")
        #expect(ZipName.decode(Array("导出.xml".utf8)[...], utf8Flag: false) == "导出.xml")
        #expect(ZipName.decode(Array("导出.xml".utf8)[...], utf8Flag: true) == "导出.xml")
        #expect(ZipName.upperHalf.count == 128)
        #expect(ZipName.upperHalf.first == "Ç" && ZipName.upperHalf.last == "\u{A0}")
        let (summary, _) = try Self.importZip(Self.zip([(cp437, Array(Self.export.utf8))], utf8Flag: false))
        #expect(summary.file.hasSuffix("export.zip → apple_health_export/Exportación.xml"))
    }
}

import Foundation
import GRDB
@testable import HistoryStore
import Testing

@Suite("Health device descriptions: the address left out, the fields read")
struct HealthDeviceTests {
    typealias Fields = (name: String?, manufacturer: String?, model: String?, hardware: String?, software: String?)

    @Test("a description is kept without its address, and its fields are read", arguments: [
        // With an address, as an export writes it (entities decoded).
        ("<<HKDevice: 0x283f3a5c0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1>",
         "<<HKDevice>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1>",
         ["Apple Watch", "Apple Inc.", "Watch", "Watch6,2", "9.1"]),
        // Upper-case digits, a longer address, and the creation date newer exports add.
        ("<<HKDevice: 0x3035D1DB0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,10, software:10.6.1, creation date:2024-08-24 17:12:03 +0000>",
         "<<HKDevice>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,10, software:10.6.1, creation date:2024-08-24 17:12:03 +0000>",
         ["Apple Watch", "Apple Inc.", "Watch", "Watch6,10", "10.6.1"]),
        // Without an address already.
        ("<<HKDevice>, name:iPhone, manufacturer:Apple, model:iPhone, hardware:iPhone8,1, software:9.2>",
         "<<HKDevice>, name:iPhone, manufacturer:Apple, model:iPhone, hardware:iPhone8,1, software:9.2>",
         ["iPhone", "Apple", "iPhone", "iPhone8,1", "9.2"]),
        // Fields missing, others Health does not name here, a firmware.
        ("<<HKDevice: 0x1>, name:Body Cardio, manufacturer:Withings, firmware:1.4>",
         "<<HKDevice>, name:Body Cardio, manufacturer:Withings, firmware:1.4>", ["Body Cardio", "Withings", nil, nil, nil]),
        ("<<HKDevice: 0xa>, model:Watch>", "<<HKDevice>, model:Watch>", [nil, nil, "Watch", nil, nil]),
        // Commas inside values: a name with ", " and no colon after it, a company's ", Ltd.".
        ("<<HKDevice: 0x2>, name:Ada's Watch, Series 5, manufacturer:OMRON HEALTHCARE Co., Ltd., model:BP7250>",
         "<<HKDevice>, name:Ada's Watch, Series 5, manufacturer:OMRON HEALTHCARE Co., Ltd., model:BP7250>",
         ["Ada's Watch, Series 5", "OMRON HEALTHCARE Co., Ltd.", "BP7250", nil, nil]),
        // A colon inside a value, an empty value (no field), the first of a repeated key.
        ("<<HKDevice: 0x2>, name:Polar H10: strap, model:, name:Other>", "<<HKDevice>, name:Polar H10: strap, model:, name:Other>",
         ["Polar H10: strap", nil, nil, nil, nil]),
        // Odd forms: no fields, no wrapper, not a device description, "0x" without digits, empty.
        ("<<HKDevice: 0x283f3a5c0>>", "<<HKDevice>>", [nil, nil, nil, nil, nil]),
        ("name:Garmin, manufacturer:Garmin", "name:Garmin, manufacturer:Garmin", ["Garmin", "Garmin", nil, nil, nil]),
        ("Ada’s Garmin Forerunner", "Ada’s Garmin Forerunner", [nil, nil, nil, nil, nil]),
        ("<<HKDevice: 0x>, name:X>", "<<HKDevice: 0x>, name:X>", [nil, nil, nil, nil, nil]),
        ("", "", [nil, nil, nil, nil, nil]),
    ] as [(String, String, [String?])])
    func parses(text: String, description: String, fields: [String?]) {
        let device = HealthDevice(text)
        #expect(device.description == description)
        #expect([device.name, device.manufacturer, device.model, device.hardware, device.software] == fields)
    }

    @Test("the address is found in the attribute's bytes as written, entities still encoded")
    func addressInEncodedBytes() {
        var written = "&lt;&lt;HKDevice: 0x283f3a5c0&gt;, name:iPhone&gt;"
        let range = written.withUTF8 { HealthDevice.addressRange(in: $0) }
        #expect(range == 16..<29)
        var none = "&lt;&lt;HKDevice&gt;, name:iPhone&gt;"
        #expect(none.withUTF8 { HealthDevice.addressRange(in: $0) } == nil)
    }

    @Test("two descriptions of one device that differ only by address are one device; other fields make another")
    func sameDevice() {
        let a = HealthDevice("<<HKDevice: 0x283f3a5c0>, name:Apple Watch, software:9.1>")
        let b = HealthDevice("<<HKDevice: 0x281da8af0>, name:Apple Watch, software:9.1>")
        let c = HealthDevice("<<HKDevice: 0x281da8af0>, name:Apple Watch, software:9.2>")
        #expect(a == b && a != c)
    }
}

@Suite("One device row per real device (v9_device_fields)")
struct DeviceFieldsMigrationTests {
    @Test("a v8 store's device rows that differ only by address are merged, samples pointed at the first, fields filled")
    func migrates() throws {
        let dir = try TemporaryDirectory()
        let store = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        // Back to v8: devices as "v6_devices" made them, one row per distinct text.
        for sql in [
            "DROP TABLE devices",
            "CREATE TABLE devices (id INTEGER PRIMARY KEY, description TEXT NOT NULL UNIQUE)",
            "DELETE FROM grdb_migrations WHERE identifier = 'v9_device_fields'",
            "INSERT INTO sources (id, name) VALUES (1, 'Watch')",
            """
            INSERT INTO devices (id, description) VALUES
              (1, '<<HKDevice: 0x283f3a5c0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1>'),
              (2, '<<HKDevice: 0x283d1c0f0>, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:16.1>'),
              (3, '<<HKDevice: 0x281da8af0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1>'),
              (5, '<<HKDevice: 0x2807aa010>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.2>'),
              (7, '<<HKDevice: 0x2800000a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1>'),
              (8, 'Garmin')
            """,
            """
            INSERT INTO samples (type_id, start_at, end_at, value, unit, source_id, device_id) VALUES
              (1, 10, 20, 5, 'count', 1, 3), (1, 30, 40, 5, 'count', 1, 1), (1, 50, 60, 5, 'count', 1, NULL),
              (1, 70, 80, 5, 'count', 1, 7), (1, 90, 99, 5, 'count', 1, 2), (1, 100, 110, 5, 'count', 1, 5),
              (1, 120, 130, 5, 'count', 1, 8)
            """,
        ] { try store.execute(sql: sql) }
        let error = #expect(throws: StoreError.self) { try HistoryStore.open(path: dir.path(), mode: .readOnly) }
        #expect(error?.description.contains("missing v9_device_fields") == true)

        let migrated = try HistoryStore.open(path: dir.path(), mode: .readWrite)
        let (rows, pointers) = try migrated.queue.read { db in
            (try Row.fetchAll(db, sql: "SELECT id, description, name, manufacturer, model, hardware, software FROM devices ORDER BY id"),
             try Int64?.fetchAll(db, sql: "SELECT device_id FROM samples ORDER BY start_at"))
        }
        #expect(rows.map { $0[0] as Int64 } == [1, 2, 5, 8])
        #expect(rows.map { $0[1] as String } == [
            "<<HKDevice>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1>",
            "<<HKDevice>, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:16.1>",
            "<<HKDevice>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.2>",
            "Garmin",
        ])
        #expect(rows.map { row in (2...6).map { row[$0] as String? } } == [
            ["Apple Watch", "Apple Inc.", "Watch", "Watch6,2", "9.1"], ["iPhone", "Apple Inc.", "iPhone", "iPhone14,5", "16.1"],
            ["Apple Watch", "Apple Inc.", "Watch", "Watch6,2", "9.2"], [nil, nil, nil, nil, nil],
        ])
        #expect(pointers == [1, 1, nil, 1, 2, 5, 8])
        _ = try HistoryStore.open(path: dir.path(), mode: .readOnly)

        // An import after the migration finds the same device under a new address.
        try migrated.write { writer in
            try writer.insertSample(SampleRow(type: "StepCount", start: Date(timeIntervalSince1970: 1e9), end: Date(timeIntervalSince1970: 1e9 + 60),
                                              value: 3, unit: "count", sourceName: "Watch",
                                              device: "<<HKDevice: 0x2999>, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:16.1>"))
        }
        let last = try migrated.queue.read { db in try Int64.fetchOne(db, sql: "SELECT device_id FROM samples ORDER BY id DESC LIMIT 1") }
        #expect(last == 2)
        #expect(try migrated.rowCounts()["devices"] == 4)
    }
}

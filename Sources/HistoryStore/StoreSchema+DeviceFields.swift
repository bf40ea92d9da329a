import GRDB

extension StoreSchema {
    /// The devices' table since "v9_device_fields": a device's description without its address
    /// (`HealthDevice.description`), unique, and the fields read out of it.
    static let devicesTableV9 = """
        CREATE TABLE devices_v9 (
            id INTEGER PRIMARY KEY,
            description TEXT NOT NULL UNIQUE,
            name TEXT,
            manufacturer TEXT,
            model TEXT,
            hardware TEXT,
            software TEXT
        )
        """

    /// "v9_device_fields": one row per real device. Until v8 every distinct device text had its row, and an
    /// export gives almost every record its own `HKDevice: 0x…` address, so one watch had hundreds of
    /// thousands. Each old row's description loses its address (`HealthDevice`); rows left with the same
    /// description become one, keeping the id of the first, and the samples naming the others are pointed at
    /// it. The migrator runs this in one transaction, so a store is migrated whole or not at all.
    static func createV9DeviceFields(_ db: Database) throws {
        try db.execute(sql: devicesTableV9)
        try db.execute(sql: "CREATE TEMP TABLE device_merges (old INTEGER PRIMARY KEY, new INTEGER NOT NULL)")
        let keep = try db.makeStatement(sql: """
            INSERT INTO devices_v9 (id, description, name, manufacturer, model, hardware, software) VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        let merge = try db.makeStatement(sql: "INSERT INTO device_merges (old, new) VALUES (?, ?)")
        var kept: [String: Int64] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT id, description FROM devices ORDER BY id")
        while let row = try rows.next() {
            let id: Int64 = row["id"]
            let device = HealthDevice(row["description"] as String)
            if let first = kept[device.description] {
                try merge.execute(arguments: [id, first])
            } else {
                kept[device.description] = id
                try keep.execute(arguments: [id, device.description, device.name, device.manufacturer, device.model,
                                             device.hardware, device.software])
            }
        }
        try db.execute(sql: """
            UPDATE samples SET device_id = (SELECT new FROM device_merges WHERE old = samples.device_id)
              WHERE device_id IN (SELECT old FROM device_merges);
            DROP TABLE device_merges;
            DROP TABLE devices;
            ALTER TABLE devices_v9 RENAME TO devices;
            """)
    }
}

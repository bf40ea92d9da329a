extension HabitExport {
    /// The export as CSV files (RFC 4180: comma-separated, fields with a comma, quote or line break quoted):
    /// `categories.csv`, `habits.csv` (a Loop habit's rule in the `loop_` columns), `checkins.csv`, `moments.csv`.
    public var csvFiles: [String: String] {
        [
            "categories.csv": Self.csv(["name", "gradient_from", "gradient_to", "icon", "position"],
                                       categories.map { [$0.name, $0.gradientFrom, $0.gradientTo, $0.icon ?? "", $0.position.map(String.init) ?? ""] }),
            "habits.csv": Self.csv(["id", "name", "category", "icon", "frequency", "times_per_week", "weekdays", "target_value",
                                    "target_unit", "rollover", "start_day", "end_day", "archived", "position", "created", "morning_routine",
                                    "loop_numerator", "loop_denominator", "loop_numerical", "loop_target_value", "loop_target_type", "loop_unit"],
                                   habits.map(\.csvRow)),
            "checkins.csv": checkInsCSV,
            "moments.csv": Self.csv(["id", "day", "title", "category", "habit_id", "markdown"], moments.map {
                ["\($0.id)", $0.day.description, $0.title, $0.category, $0.habitID.map(String.init) ?? "", $0.markdown]
            }),
        ]
    }

    /// `checkins.csv`: one row per habit and day, with the habit's name (37,000 rows at 10 years: written
    /// straight into one buffer, every build).
    public var checkInsCSV: String {
        // Each habit's id and name as their fields are written, once, then copied into each of its rows.
        var out = CSVOut(capacity: checkIns.count * 48)
        let habitFields = Dictionary(habits.map(\.habit).map { habit in
            (habit.id, CSVOut.fields { $0.field(habit.id); $0.field(habit.name) })
        }, uniquingKeysWith: { a, _ in a })
        out.row(["habit_id", "habit", "day", "level", "count", "skipped", "minute"])
        for checkIn in checkIns {
            if let fields = habitFields[checkIn.habitID] {
                out.fields(fields)
            } else {
                out.field(checkIn.habitID)
                out.field("")
            }
            out.field(checkIn.day)
            out.field(checkIn.level)
            if let count = checkIn.count, count.rounded() == count, abs(count) < 1e15 {
                out.field(Int64(count))
            } else {
                out.field(checkIn.count.map(Self.number) ?? "")
            }
            out.field(checkIn.skipped ? "1" : "0")
            if let minute = checkIn.minute { out.field(Int64(minute)) } else { out.field("") }
            out.endRow()
        }
        return out.text
    }

    public static func csv(_ header: [String], _ rows: [[String]]) -> String {
        var out = CSVOut(capacity: 64 * (rows.count + 1))
        out.row(header)
        for row in rows { out.row(row) }
        return out.text
    }

    public static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : NumberText.fixed(value, places: 3)
    }
}

extension HabitExport.HabitRecord {
    public var csvRow: [String] {
        let h = habit
        let start: String = h.startDay?.description ?? "", end: String = h.endDay?.description ?? ""
        let target: String = h.targetValue.map(HabitExport.number) ?? ""
        var row: [String] = ["\(h.id)", h.name, h.category, h.icon, frequency, timesPerWeek.map(String.init) ?? "", weekdays?.joined(separator: " ") ?? ""]
        row += [target, h.targetUnit ?? "", h.rollover ? "1" : "0", start, end, h.archived ? "1" : "0", "\(h.position)", h.created.description]
        row.append(h.morningRoutine ? "1" : "0")
        guard let rule = h.loop else { return row + ["", "", "", "", "", ""] }
        return row + ["\(rule.numerator)", "\(rule.denominator)", rule.numerical ? "1" : "0", HabitExport.number(rule.targetValue),
                      rule.targetType.rawValue, rule.unit]
    }
}

/// CSV as RFC 4180 writes it, on UTF-8 bytes: fields separated by commas, rows ended by CRLF, a field
/// holding a comma, a quote, a line feed or a carriage return quoted, with its quotes doubled. On bytes,
/// not characters: a quote followed by a combining mark, or a CRLF, is one `Character` that equals
/// neither `"` nor `\n`, and went out unquoted, breaking the row (a moment's Markdown typed in a
/// browser holds CRLFs).
public struct CSVOut {
    private let bytes: OutputBytes
    private var rowStarted = false

    public init(capacity: Int) { bytes = OutputBytes(capacity: capacity) }

    /// One field of the current row.
    public mutating func field(_ text: String) {
        separate()
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) else {
                bytes.append(utf8)
                return
            }
            bytes.append(UInt8(ascii: "\""))
            for byte in utf8 {
                bytes.append(byte)
                if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// A whole number's field: its digits, as `String(value)` writes them (nothing to quote).
    public mutating func field(_ value: Int64) {
        separate()
        bytes.append(decimal: value)
    }

    /// A day's field, `YYYY-MM-DD` as `LocalDay.description` writes it.
    public mutating func field(_ day: LocalDay) {
        guard (0...9999).contains(day.year) else { return field(day.description) }
        separate()
        bytes.append(day: day)
    }

    /// The fields `write` writes, as bytes to copy into rows with `fields(_:)`: what many rows repeat,
    /// written once.
    public static func fields(_ write: (inout CSVOut) -> Void) -> [UInt8] {
        var out = CSVOut(capacity: 64)
        write(&out)
        return out.bytes.array
    }

    /// Fields made by `fields(_ write:)`, in the current row.
    public mutating func fields(_ made: [UInt8]) {
        separate()
        made.withUnsafeBufferPointer { bytes.append($0) }
    }

    private mutating func separate() {
        if rowStarted { bytes.append(UInt8(ascii: ",")) }
        rowStarted = true
    }

    public mutating func endRow() {
        bytes.append(0x0D)
        bytes.append(0x0A)
        rowStarted = false
    }

    /// A whole row.
    public mutating func row(_ fields: [String]) {
        for field in fields { self.field(field) }
        endRow()
    }

    public var text: String { bytes.withBytes { String(decoding: $0, as: UTF8.self) } }
}

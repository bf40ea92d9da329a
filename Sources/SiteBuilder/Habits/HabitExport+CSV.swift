import Metrics

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
        let names = Dictionary(habits.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        var out = CSVOut(capacity: checkIns.count * 48)
        out.row(["habit_id", "habit", "day", "level", "count", "skipped", "minute"])
        for checkIn in checkIns {
            out.field(String(checkIn.habitID))
            out.field(names[checkIn.habitID] ?? "")
            out.field(checkIn.day.description)
            out.field(checkIn.level)
            out.field(checkIn.count.map(Self.number) ?? "")
            out.field(checkIn.skipped ? "1" : "0")
            out.field(checkIn.minute.map(String.init) ?? "")
            out.endRow()
        }
        return out.text
    }

    static func csv(_ header: [String], _ rows: [[String]]) -> String {
        var out = CSVOut(capacity: 64 * (rows.count + 1))
        out.row(header)
        for row in rows { out.row(row) }
        return out.text
    }

    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : NumberText.fixed(value, places: 3)
    }
}

extension HabitExport.HabitRecord {
    var csvRow: [String] {
        ["\(id)", name, category, icon, frequency, timesPerWeek.map(String.init) ?? "", weekdays?.joined(separator: " ") ?? "",
         targetValue.map(HabitExport.number) ?? "", targetUnit ?? "", rollover ? "1" : "0", startDay?.description ?? "",
         endDay?.description ?? "", archived ? "1" : "0", "\(position)", created.description, morningRoutine ? "1" : "0"]
            + (loop.map { rule in
                ["\(rule.numerator)", "\(rule.denominator)", rule.numerical ? "1" : "0", HabitExport.number(rule.targetValue),
                 rule.targetType.rawValue, rule.unit]
            } ?? ["", "", "", "", "", ""])
    }
}

/// CSV as RFC 4180 writes it, on UTF-8 bytes: fields separated by commas, rows ended by CRLF, a field
/// holding a comma, a quote, a line feed or a carriage return quoted, with its quotes doubled. On bytes,
/// not characters: a quote followed by a combining mark, or a CRLF, is one `Character` that equals
/// neither `"` nor `\n`, and went out unquoted, breaking the row (a moment's Markdown typed in a
/// browser holds CRLFs).
struct CSVOut {
    private var bytes: [UInt8] = []
    private var rowStarted = false

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// One field of the current row.
    mutating func field(_ text: String) {
        if rowStarted { bytes.append(UInt8(ascii: ",")) }
        rowStarted = true
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) else {
                bytes.append(contentsOf: utf8)
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

    mutating func endRow() {
        bytes.append(0x0D)
        bytes.append(0x0A)
        rowStarted = false
    }

    /// A whole row.
    mutating func row(_ fields: [String]) {
        for field in fields { self.field(field) }
        endRow()
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

import Commands
import Foundation
import FuzzDriver
import HistoryStore
import Metrics

/// One store in memory for every input: each accepted backup replaces its habit data, as `sitegen restore --replace` does.
nonisolated(unsafe) let store = try! HistoryStore.inMemory()

/// The build day the fuzzer restores on: fixed, so a finding replays the same way.
let today = LocalDay(year: 2026, month: 11, day: 21)!

/// libFuzzer's entry: the bytes as a habit backup (`sitegen export --json`). What `HabitExport`
/// accepts is written into the store in one transaction and read back, and the store audit must find
/// nothing out of range in it (what restore accepts can never stop a build). A refusal is fine; a trap
/// or an audit finding is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let values = try? HabitExport.read(bytes, file: "fuzz.json").values(file: "fuzz.json", today: today) else { return 0 }
    let written: Void? = try? store.write { writer in
        try writer.removeHabitData()
        for category in values.categories { try writer.addFullHabitCategory(category) }
        for habit in values.habits { try writer.insertHabitKeepingID(habit) }
        for checkIn in values.checkIns { try writer.setFullCheckIn(checkIn) }
        for moment in values.moments { try writer.insertMomentKeepingID(moment) }
    }
    if written != nil {
        _ = try? store.loadHistory()
        if let findings = try? store.audit(today: today, futureDays: false), !findings.isEmpty {
            fatalError("restore accepted what the store audit refuses: \(findings)")
        }
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`): libFuzzer's driver, calling `fuzz`.
@_cdecl("FuzzRestore_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data!, size) }
}

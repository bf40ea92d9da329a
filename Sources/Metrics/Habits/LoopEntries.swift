/// The Loop entry of each day of a Loop habit, derived from its stored check-ins.
///
/// The import stores Loop's entries as check-ins (`LoopMapping` in Importers): YES_MANUAL → level full,
/// NO → level none, SKIP → a skipped check-in, a numerical habit's amount → `count`. This reads them back:
/// - a skipped check-in is `.skip`;
/// - a yes/no habit (or one without a `LoopRule`): any level above none is `.yes`, none is `.no`;
/// - a numerical habit: `count` is `.amount(count)`; a check-in without a count (made in sitegen with
///   `--level`) is `.amount(0)` at level none, and for an "at least" habit the level's share (30 / 60 /
///   100 %) of the daily target (target ÷ denominator days); an "at most" habit's levelled check-in
///   without a count says no amount, so it gives no entry.
///
/// Days without a check-in have no entry (Loop's UNKNOWN); YES_AUTO days are Loop's to derive.
/// The one reader of a Loop habit's check-ins: `LoopFigures` computes Loop's score and streaks from it.
public func loopEntries(for habit: Habit, checkIns: [CheckIn]) -> [LocalDay: LoopEntry] {
    var entries: [LocalDay: LoopEntry] = [:]
    for checkIn in checkIns where checkIn.habitID == habit.id {
        if let entry = loopEntry(checkIn, rule: habit.loop) { entries[checkIn.day] = entry }
    }
    return entries
}

/// The Loop entry of one check-in under `rule`; `nil` when it says nothing Loop can hold.
func loopEntry(_ checkIn: CheckIn, rule: LoopRule?) -> LoopEntry? {
    if checkIn.skipped { return .skip }
    guard let rule, rule.numerical else { return checkIn.level.isDone ? .yes : .no }
    if let count = checkIn.count { return .amount(count) }
    guard checkIn.level.isDone else { return .amount(0) }
    guard rule.targetType == .atLeast, rule.targetValue > 0 else { return nil }
    let daily = rule.targetValue / Double(max(1, rule.denominator))
    return .amount(daily * Double(checkIn.level.intensityPercent) / 100)
}

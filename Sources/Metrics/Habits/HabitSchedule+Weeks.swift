extension HabitSchedule {
    /// Due days and streaks of an N-times-a-week habit, week by week.
    mutating func computeWeeks(_ times: Int) {
        var previous = 0
        var weekStart: LocalDay?
        var state = WeekState(required: 0, eligible: [], doneCount: 0)
        for day in activeDays {
            if week.start(of: day) != weekStart {
                if weekStart != nil { previous = close(state, previous) }
                weekStart = week.start(of: day)
                let eligible = week.days(of: day).filter(isEligible)
                state = WeekState(required: min(times, eligible.count), eligible: eligible, doneCount: 0)
            }
            let eligible = isEligible(day)
            let needed = state.required - state.doneCount
            dueDays.append(eligible && needed > 0 && needed >= state.eligible.filter { $0 >= day }.count)
            if eligible, done.contains(day) { state.doneCount += 1 }
            weekCounts.append(state.doneCount)
            streaks.append(streakOf(state, after: day, previous: previous))
        }
        if weekStart != nil, state.required > 0 { weekResults.append(state.doneCount >= state.required) }
    }

    /// The streak in weeks at the end of `day`.
    private func streakOf(_ state: WeekState, after day: LocalDay, previous: Int) -> Int {
        guard state.required > 0 else { return previous }
        if state.doneCount >= state.required { return previous + 1 }
        var possible = state.eligible.filter { $0 > day }.count
        if day == today, isEligible(day), !done.contains(day) { possible += 1 }
        return state.required - state.doneCount > possible ? 0 : previous
    }

    /// Records a finished week; returns the streak after it.
    private mutating func close(_ state: WeekState, _ previous: Int) -> Int {
        guard state.required > 0 else { return previous }
        let met = state.doneCount >= state.required
        weekResults.append(met)
        return met ? previous + 1 : 0
    }
}

/// One week of an N-times-a-week habit while it is computed.
struct WeekState {
    let required: Int
    let eligible: [LocalDay]
    var doneCount: Int
}

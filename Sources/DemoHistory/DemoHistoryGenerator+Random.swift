import Metrics

extension DemoHistoryGenerator {
    /// What a random stream is for: each topic draws from its own streams, so topics stay independent.
    enum Topic: UInt64 {
        case week = 1, steps, heart, vo2, workouts, gym, habits, checkIns, notes, skips
    }

    /// The random stream for `topic` and `key` (a day number, a week number, a habit …).
    func random(_ topic: Topic, _ key: Int, _ subkey: Int = 0) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (topic.rawValue &* 0x9E37_79B9_7F4A_7C15))
        let a = mixer.next() ^ (UInt64(bitPattern: Int64(key)) &* 0xD1B5_4A32_D192_ED03)
        var stream = SplitMix64(seed: a ^ (UInt64(bitPattern: Int64(subkey)) &* 0xA24B_AED4_963E_E407))
        _ = stream.next()
        return stream
    }

    /// The random stream for `topic` on `day`.
    func random(_ topic: Topic, _ day: LocalDay, _ subkey: Int = 0) -> SplitMix64 {
        random(topic, day.dayNumber, subkey)
    }

    /// Monday-based week number of `day` (week 0 starts on Monday 1970-01-05).
    func weekNumber(_ day: LocalDay) -> Int {
        let n = day.dayNumber - 4
        return n >= 0 ? n / 7 : (n - 6) / 7
    }
}

#!/usr/bin/env python3
"""Reference generator for Loop Habit Tracker's scores, computed entries and streaks.

Run: python3 loop_reference.py > expected.json   (Python 3, standard library only)

This script is the independent check for sitegen's LoopScore / LoopStreaks (Swift). It was written
from Loop's Kotlin sources in uhabits-core (iSoron/uhabits), not from the Swift code, and keeps
Loop's own structure step by step so that a reader can hold the two side by side:

  EntryList.recomputeFrom      -> recompute_from (buildIntervals, snapIntervalsTogether,
                                  buildEntriesFromInterval for yes/no; a plain copy for numerical)
  Habit.recompute              -> habit_recompute (from = oldest computed entry, to = today + 30)
  ScoreList.recompute          -> score_list_recompute (newest-first value array, rolling sum)
  Score.compute                -> score_compute
  StreakList.recompute         -> streak_list_recompute (yes/no: days with a value above zero;
                                  numerical: days that meet the target, at least or at most)

Versions followed: ScoreList.kt 971f24ac, Score.kt 2828dfcc, EntryList.kt 5d25b236, Streak.kt 2828dfcc,
Habit.kt e9c464ad, Frequency.kt, Entry.kt with SKIP = 3 (the jvmMain sources of 2021-2024, Loop 2.x;
ScoreList.kt is unchanged in 2025), and StreakList.kt 0ecb0e92 (2025, the current release), whose
numerical days count only when they meet the target.

Every run first checks the transcription against numbers Loop itself wrote down (`self_check`: Loop's
ScoreListTest, EntryListTest and StreakListTest, and the Scores.csv of Loop's exporter test asset) and
stops if one differs.

Days are proleptic Gregorian ordinals (datetime.date.toordinal), the way Loop's Timestamp counts
whole days. Values are Loop's raw integers: YES_MANUAL 2, YES_AUTO 1, NO 0, UNKNOWN -1, SKIP 3, and a
numerical amount times 1000.
"""

import calendar
import datetime
import json
import math
import sys

SKIP = 3
YES_MANUAL = 2
YES_AUTO = 1
NO = 0
UNKNOWN = -1


# --- Frequency.kt -------------------------------------------------------------------------------

def make_frequency(numerator, denominator):
    """Frequency's init: equal numerator and denominator become 1/1."""
    if numerator == denominator:
        return (1, 1)
    return (numerator, denominator)


def frequency_to_double(freq):
    return freq[0] / freq[1]


# --- Score.kt -----------------------------------------------------------------------------------

def score_compute(frequency, previous_score, checkmark_value):
    multiplier = math.pow(0.5, math.sqrt(frequency) / 13.0)
    score = previous_score * multiplier
    score += checkmark_value * (1 - multiplier)
    return score


# --- EntryList.kt -------------------------------------------------------------------------------

def month_length(ordinal):
    d = datetime.date.fromordinal(ordinal)
    return calendar.monthrange(d.year, d.month)[1]


def get_known(entries):
    """getKnown: the stored entries, newest first, as (day, value) pairs."""
    return sorted(entries.items(), key=lambda kv: kv[0], reverse=True)


def build_intervals(freq, entries):
    """buildIntervals: one interval for each run of `num` YES_MANUAL days that fits the window."""
    filtered = [e for e in entries if e[1] == YES_MANUAL]
    num, den = freq
    intervals = []
    for i in range(num - 1, len(filtered)):
        begin = filtered[i][0]
        center = filtered[i - num + 1][0]
        size = den
        if den == 30 or den == 31:
            begin_date = datetime.date.fromordinal(begin)
            if begin_date.day == month_length(begin):
                size = month_length(begin + 1)
            else:
                size = month_length(begin)
        if center - begin < size:
            end = begin + size - 1
            intervals.append([begin, center, end])
    return intervals


def snap_intervals_together(intervals):
    """snapIntervalsTogether: slide each older interval back so that it touches the newer one."""
    for i in range(1, len(intervals)):
        curr = intervals[i]
        nxt = intervals[i - 1]
        gap_next_to_current = curr[2] - nxt[0]
        gap_center_to_end = curr[2] - curr[1]
        if gap_next_to_current >= 0:
            shift = min(gap_center_to_end, gap_next_to_current + 1)
            intervals[i] = [curr[0] - shift, curr[1], curr[2] - shift]


def build_entries_from_interval(original, intervals):
    """buildEntriesFromInterval: UNKNOWN outside intervals, YES_AUTO inside, originals copied."""
    result = []
    if not original:
        return result
    frm = original[0][0]
    to = original[0][0]
    for day, _ in original:
        if day < frm:
            frm = day
        if day > to:
            to = day
    for begin, _, end in intervals:
        if begin < frm:
            frm = begin
        if end > to:
            to = end
    current = to
    while current >= frm:
        result.append([current, UNKNOWN])
        current -= 1
    for begin, _, end in intervals:
        current = end
        while current >= begin:
            offset = to - current
            result[offset] = [current, YES_AUTO]
            current -= 1
    for day, value in original:
        offset = to - day
        if result[offset][1] == UNKNOWN or value == SKIP or value == YES_MANUAL:
            result[offset] = [day, value]
    return result


def recompute_from(original_entries, freq, is_numerical):
    """recomputeFrom: the computed entries (a dict day -> value)."""
    computed = {}
    original = get_known(original_entries)
    if is_numerical:
        for day, value in original:
            computed[day] = value
    else:
        intervals = build_intervals(freq, original)
        snap_intervals_together(intervals)
        for day, value in build_entries_from_interval(original, intervals):
            if value != UNKNOWN:
                computed[day] = value
    return computed


def get_by_interval(entries, frm, to):
    """getByInterval: one value per day, newest first; UNKNOWN where nothing is stored."""
    result = []
    current = to
    while current >= frm:
        result.append(entries.get(current, UNKNOWN))
        current -= 1
    return result


# --- ScoreList.kt -------------------------------------------------------------------------------

def score_list_recompute(freq, is_numerical, is_at_most, target_value, computed, frm, to):
    scores = {}
    rolling_sum = 0.0
    numerator, denominator = freq
    f = frequency_to_double(freq)
    values = get_by_interval(computed, frm, to)
    if not is_numerical and f < 1.0:
        numerator *= 2
        denominator *= 2
    previous_value = 1.0 if (is_numerical and is_at_most) else 0.0
    for i in range(len(values)):
        offset = len(values) - i - 1
        if is_numerical:
            rolling_sum += max(0, values[offset])
            if offset + denominator < len(values):
                rolling_sum -= max(0, values[offset + denominator])
            normalized = rolling_sum / 1000
            if values[offset] != SKIP:
                if not is_at_most:
                    if target_value > 0:
                        pct = min(1.0, normalized / target_value)
                    else:
                        pct = 1.0
                else:
                    if target_value > 0:
                        pct = min(max(1 - ((normalized - target_value) / target_value), 0.0), 1.0)
                    else:
                        pct = 0.0 if normalized > 0 else 1.0
                previous_value = score_compute(f, previous_value, pct)
        else:
            if values[offset] == YES_MANUAL:
                rolling_sum += 1.0
            if offset + denominator < len(values):
                if values[offset + denominator] == YES_MANUAL:
                    rolling_sum -= 1.0
            if values[offset] != SKIP:
                pct = min(1.0, rolling_sum / numerator)
                previous_value = score_compute(f, previous_value, pct)
        scores[frm + i] = previous_value
    return scores


# --- StreakList.kt ------------------------------------------------------------------------------

def streak_day(value, is_numerical, target_value, target_type):
    """The filter of StreakList.recompute (StreakList.kt 0ecb0e92, 2025): a numerical day must meet
    its target (at least: value / 1000 >= target; at most: entered and value / 1000 <= target)."""
    if is_numerical:
        if target_type == "at_least":
            return value / 1000.0 >= target_value
        return value != UNKNOWN and value / 1000.0 <= target_value
    return value > 0


def streak_list_recompute(computed, frm, to, is_numerical, target_value, target_type):
    streaks = []
    days = []
    current = to
    while current >= frm:
        if streak_day(computed.get(current, UNKNOWN), is_numerical, target_value, target_type):
            days.append(current)
        current -= 1
    if not days:
        return streaks
    begin = days[0]
    end = days[0]
    for current in days[1:]:
        if current == begin - 1:
            begin = current
        else:
            streaks.append((begin, end))
            begin = current
            end = current
    streaks.append((begin, end))
    return streaks


# --- Habit.kt -----------------------------------------------------------------------------------

def habit_recompute(rule, original, today):
    freq = make_frequency(rule["numerator"], rule["denominator"])
    numerical = rule["numerical"]
    computed = recompute_from(original, freq, numerical)
    to = today + 30
    known = get_known(computed)
    frm = known[-1][0] if known else today
    if frm > to:
        frm = to
    scores = score_list_recompute(freq, numerical, rule["targetType"] == "at_most",
                                  rule["targetValue"], computed, frm, to)
    streaks = streak_list_recompute(computed, frm, to, numerical, rule["targetValue"], rule["targetType"])
    return computed, frm, scores, streaks


# --- The table of habits ------------------------------------------------------------------------

TODAY = datetime.date(2026, 11, 20).toordinal()


class Lcg:
    """A small deterministic generator, so that the table is the same on every run."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) / float(1 << 31)


def yes_no_history(seed, days, p_yes, p_no, p_skip, gap=None, last_offset=0):
    """Entries for `days` days ending `last_offset` days before TODAY; `gap` = (start, length)
    offsets counted from the first day with nothing entered."""
    rng = Lcg(seed)
    first = TODAY - last_offset - days + 1
    entries = {}
    for k in range(days):
        if gap and gap[0] <= k < gap[0] + gap[1]:
            continue
        r = rng.next()
        if r < p_yes:
            entries[first + k] = "yes"
        elif r < p_yes + p_no:
            entries[first + k] = "no"
        elif r < p_yes + p_no + p_skip:
            entries[first + k] = "skip"
    return entries


def amount_history(seed, days, low, high, p_missing, p_skip, gap=None, last_offset=0):
    rng = Lcg(seed)
    first = TODAY - last_offset - days + 1
    entries = {}
    for k in range(days):
        if gap and gap[0] <= k < gap[0] + gap[1]:
            continue
        r = rng.next()
        if r < p_missing:
            continue
        if r < p_missing + p_skip:
            entries[first + k] = "skip"
            continue
        amount = round(low + (high - low) * rng.next(), 1)
        entries[first + k] = 0.0 if amount < low + 0.05 else amount
    return entries


def rule(numerator, denominator, numerical=False, target=0.0, target_type="at_least"):
    return {"numerator": numerator, "denominator": denominator, "numerical": numerical,
            "targetValue": target, "targetType": target_type}


def cases():
    d = TODAY
    return [
        ("daily yes/no", rule(1, 1), yes_no_history(1, 150, 0.7, 0.15, 0.05, gap=(60, 21), last_offset=2)),
        ("3 per week", rule(3, 7), yes_no_history(2, 160, 0.45, 0.2, 0.05, gap=(70, 25), last_offset=1)),
        ("2 in 3 days", rule(2, 3), yes_no_history(3, 140, 0.6, 0.1, 0.05, gap=(50, 15))),
        ("1 per month (1/30)", rule(1, 30), yes_no_history(4, 400, 0.05, 0.02, 0.01, gap=(150, 70))),
        ("1 per month on month ends (1/31)", rule(1, 31), {
            datetime.date(2024, 1, 31).toordinal(): "yes",
            datetime.date(2024, 2, 29).toordinal(): "yes",
            datetime.date(2024, 3, 30).toordinal(): "yes",
            datetime.date(2024, 3, 31).toordinal(): "skip",
            datetime.date(2024, 5, 15).toordinal(): "yes",
            datetime.date(2024, 6, 30).toordinal(): "yes",
            datetime.date(2024, 7, 1).toordinal(): "no",
            datetime.date(2024, 12, 31).toordinal(): "yes",
        }),
        ("2 per week, 5 in 10 days style overlap (5/10)", rule(5, 10), yes_no_history(5, 90, 0.55, 0.2, 0.05, gap=(30, 12))),
        ("numerical at least, daily", rule(1, 1, True, 5.0), amount_history(6, 150, 0.0, 9.0, 0.15, 0.05, gap=(40, 20), last_offset=1)),
        ("numerical at least, per week", rule(1, 7, True, 20.0), amount_history(7, 150, 0.0, 8.0, 0.3, 0.05, gap=(80, 18))),
        ("numerical at most, daily", rule(1, 1, True, 3.0, "at_most"), amount_history(8, 150, 0.0, 6.0, 0.2, 0.05, gap=(90, 14), last_offset=3)),
        ("numerical at most, per week", rule(1, 7, True, 10.0, "at_most"), amount_history(9, 120, 0.0, 4.0, 0.3, 0.05, gap=(20, 25))),
        ("numerical at least, 3 in 7 days target 6", rule(3, 7, True, 6.0), amount_history(10, 100, 0.0, 4.0, 0.4, 0.05)),
        ("equal numerator and denominator (2/2 is daily)", rule(2, 2), yes_no_history(11, 40, 0.6, 0.2, 0.1)),
        ("one entry today", rule(1, 1), {d: "yes"}),
        ("one entry, 3 per week, today", rule(3, 7), {d: "yes"}),
        ("empty yes/no", rule(3, 7), {}),
        ("empty numerical at most", rule(1, 1, True, 2.0, "at_most"), {}),
        ("skip on the first day", rule(1, 1), {d - 6: "skip", d - 5: "yes", d - 4: "yes", d - 3: "skip", d - 2: "no", d - 1: "yes"}),
        ("skip on the first day, numerical", rule(1, 1, True, 2.0), {d - 5: "skip", d - 4: 3.0, d - 3: 1.0, d - 2: "skip", d: 2.0}),
        ("only a no", rule(1, 1), {d - 3: "no"}),
        ("a no inside a weekly interval", rule(1, 7), {d - 20: "yes", d - 18: "no", d - 10: "yes", d - 9: "no", d - 2: "yes"}),
        ("a long gap of a year", rule(1, 1), {**yes_no_history(12, 20, 0.8, 0.1, 0.0, last_offset=400),
                                               **yes_no_history(13, 15, 0.8, 0.1, 0.05)}),
        ("Loop's createShortHabit (2/3, 10 days)", rule(2, 3), {
            d - k: ("yes" if c else "no") for k, c in enumerate(
                [True, False, False, True, True, True, False, False, True, True])}),
    ]


def raw_value(entry, numerical):
    """The value Loop stores for one entry: YES_MANUAL, NO, SKIP, or amount x 1000."""
    if entry == "yes":
        return YES_MANUAL
    if entry == "no":
        return NO
    if entry == "skip":
        return SKIP
    return int(round(entry * 1000))


def iso(ordinal):
    return datetime.date.fromordinal(ordinal).isoformat()


def encode_entry(entry):
    if isinstance(entry, str):
        return entry
    return {"amount": entry}


# --- Anchors: Loop's own numbers ----------------------------------------------------------------

def self_check():
    """Loop's unit tests (ScoreListTest.kt, EntryListTest.kt, StreakListTest.kt) and Loop's exporter
    test asset (assets/test/csv_export/002 Wake up early/Scores.csv), checked on every run so that
    the fixture cannot be regenerated by a broken transcription."""
    t = TODAY

    def scores(r, original):
        return habit_recompute(r, original, t)[2]

    def close(actual, expected, tolerance=1e-6):
        assert abs(actual - expected) < tolerance, (actual, expected)

    daily_yes = {t - i: YES_MANUAL for i in range(20)}
    close(scores(rule(1, 1), daily_yes)[t], 0.655747)
    close(scores(rule(1, 1), daily_yes)[t - 19], 0.051922)
    skipped = dict(daily_yes)
    for k in (5, 10, 11):
        skipped[t - k] = SKIP
    close(scores(rule(1, 1), skipped)[t], 0.596033)
    close(scores(rule(1, 1), skipped)[t - 11], 0.347244)
    close(scores(rule(1, 2), {t: YES_MANUAL, t - 1: YES_MANUAL})[t], 0.054816)
    two_of_seven = {t - 7 * k - j: YES_MANUAL for k in range(100) for j in (0, 1)}
    close(scores(rule(3, 7), two_of_seven)[t], 2 / 3)
    close(scores(rule(4, 7), two_of_seven)[t], 0.5)
    at_least, at_most = rule(1, 1, True, 2.0), rule(1, 1, True, 2.0, "at_most")
    close(scores(at_least, {t - i: 2000 for i in range(20)})[t], 0.655747)
    close(scores(rule(1, 2, True, 2.0), {t: 2000, t - 1: 2000})[t], 0.072631)
    close(scores(at_least, {t - i: 1000 for i in range(500)})[t], 0.5)
    most = {t - i: 5000 for i in range(20)}
    most[t - 20] = 1000
    close(scores(at_most, most)[t], 0.344253)
    close(scores(rule(1, 2, True, 2.0, "at_most"), {t: 5000, t - 1: 5000})[t], 0.927369)
    close(scores(at_most, {t - 1: 10000000})[t], 0.950773)
    close(scores(at_most, {t: 5000, t - 1: 1000})[t], 0.948077)
    computed = habit_recompute(rule(1, 3), {t - 4: 2, t - 9: 2, t - 10: 2}, t)[0]
    assert sorted((t - d, v) for d, v in computed.items()) == [
        (2, 1), (3, 1), (4, 2), (7, 1), (8, 1), (9, 2), (10, 2), (11, 1), (12, 1)], computed
    marks = [0, 1, 3, 5, 7, 8, 9, 10, 12, 14, 15, 17, 19, 20, 26, 27, 28, 50, 51, 52, 53, 54, 58, 60,
             63, 65, 70, 71, 72, 73, 74, 75, 80, 81, 83, 89, 90, 91, 95, 102, 103, 108, 109, 120]
    streaks = habit_recompute(rule(1, 1), {t - m: YES_MANUAL for m in marks}, t)[3]
    assert sorted((e - b + 1 for b, e in streaks), reverse=True)[:4] == [6, 5, 4, 3]
    # StreakList 2025: an at-most day counts when entered and within the target (0 included), an
    # at-least day when it reaches the target; an empty day counts for neither.
    most_streaks = habit_recompute(rule(1, 1, True, 2.0, "at_most"),
                                   {t - 4: 0, t - 3: 2000, t - 2: 2500, t - 1: 1000, t: 0}, t)[3]
    assert most_streaks == [(t - 1, t), (t - 4, t - 3)], most_streaks
    least_streaks = habit_recompute(rule(1, 1, True, 2.0), {t - 4: 2000, t - 3: 5000, t - 2: 1999, t: 2000}, t)[3]
    assert least_streaks == [(t, t), (t - 4, t - 3)], least_streaks
    export_today = datetime.date(2015, 1, 25).toordinal()
    wake = [True, False, False, True, True, True, False, False, True, True]
    wake_scores = habit_recompute(rule(2, 3), {export_today - k: YES_MANUAL if c else NO
                                               for k, c in enumerate(wake)}, export_today)[2]
    printed = ["%.4f" % wake_scores[export_today - k] for k in range(10)]
    assert printed == ["0.2557", "0.2226", "0.1991", "0.1746", "0.1379", "0.0995", "0.0706",
                       "0.0515", "0.0315", "0.0107"], printed


def main():
    self_check()
    out = {"today": iso(TODAY), "source": "Loop uhabits-core ScoreList/EntryList, StreakList 2025 (numerical days meet the target), SKIP = 3",
           "cases": []}
    for name, r, entries in cases():
        original = {day: raw_value(e, r["numerical"]) for day, e in entries.items()}
        computed, frm, scores, streaks = habit_recompute(r, original, TODAY)
        names = {YES_MANUAL: "yes", YES_AUTO: "auto", NO: "no", SKIP: "skip"}
        computed_out = []
        for day, value in sorted(computed.items()):
            if r["numerical"]:
                label = "skip" if value == SKIP else {"amount": value / 1000}
            else:
                label = names[value]
            computed_out.append([iso(day), label])
        out["cases"].append({
            "name": name,
            "rule": r,
            "entries": [[iso(day), encode_entry(e)] for day, e in sorted(entries.items())],
            "firstDay": iso(frm),
            "scores": [[iso(day), round(scores[day], 10)] for day in range(frm, TODAY + 1)],
            "computed": computed_out,
            "streaks": [[iso(b), iso(e), e - b + 1] for b, e in streaks],
            "best": max([e - b + 1 for b, e in streaks], default=0),
        })
    json.dump(out, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()

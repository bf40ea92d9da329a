#!/usr/bin/env python3
"""Writes `v21/`, an export in the shape Loop 2.1.x's HabitsCSVExporter wrote, and `v21-expected.json`.

Loop 2.1.x wrote the top-level Checkmarks.csv cells as Kotlin prints an Entry,
`Entry(timestamp=2024-05-03, value=2)`, unquoted, and the header's names unquoted; each habit's folder
holds Checkmarks.csv without a header (`date,value`, amounts x 1000) and Scores.csv (`date,score`,
"%.4f", today back to the habit's first day). Folder names keep only `[ a-zA-Z0-9._-]` (so `agd/am`
is in `002 agdam`); Stretch's own Checkmarks.csv is 0 bytes, as one is in a real export.

The computed entries (YES_AUTO filled in), the scores and the streaks come from
Tests/MetricsTests/LoopReference/loop_reference.py, the transcription of Loop's Kotlin (EntryList,
ScoreList, StreakList of the current release), not from sitegen's Swift. Run from this folder:
python3 make-v21.py. Today is 2024-05-03.
"""
import datetime, json, os, re, shutil, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../MetricsTests/LoopReference"))
import loop_reference as loop  # noqa: E402

TODAY = datetime.date(2024, 5, 3).toordinal()
DAYS = 70


def iso(ordinal):
    return datetime.date.fromordinal(ordinal).isoformat()


class Random:
    """A small LCG, so that the fixture is the same on every run."""
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) % (1 << 31)
        return self.state / (1 << 31)


def yes_no(seed, p_yes, p_no, p_skip):
    rng, entries = Random(seed), {}
    for k in range(DAYS):
        r = rng.next()
        if r < p_yes:
            entries[TODAY - k] = loop.YES_MANUAL
        elif r < p_yes + p_no:
            entries[TODAY - k] = loop.NO
        elif r < p_yes + p_no + p_skip:
            entries[TODAY - k] = loop.SKIP
    return entries


def amounts(seed, high, p_missing, p_skip, p_zero):
    rng, entries = Random(seed), {}
    for k in range(DAYS):
        r = rng.next()
        if r < p_missing:
            continue
        if r < p_missing + p_skip:
            entries[TODAY - k] = loop.SKIP
        elif r < p_missing + p_skip + p_zero:
            entries[TODAY - k] = 0
        else:
            entries[TODAY - k] = int(round(high * rng.next() * 10)) * 100
    return entries


# name, Type, frequency, unit, target type, target value, original entries
HABITS = [
    ("Meditate", "YES_NO", (1, 1), "", "AT_LEAST", 0.0, yes_no(1, 0.7, 0.15, 0.05)),
    ("agd/am", "YES_NO", (3, 7), "", "AT_LEAST", 0.0, yes_no(2, 0.4, 0.2, 0.05)),
    ("Water \U0001F4A7", "NUMERICAL", (1, 1), "L", "AT_LEAST", 2.0, amounts(3, 3.0, 0.1, 0.05, 0.05)),
    ("Coffee, black", "NUMERICAL", (1, 1), "cups", "AT_MOST", 2.0, amounts(4, 3.2, 0.1, 0.03, 0.3)),
    ("Stretch", "YES_NO", (2, 3), "", "AT_LEAST", 0.0, yes_no(5, 0.5, 0.2, 0.0)),
]


def sanitize(name):
    return re.sub(r"[^ a-zA-Z0-9._-]+", "", name)[:100]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "v21")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    habits_rows = ["Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,"
                   "Target Type,Target Value,Archived?"]
    computed_all, scores_all, expected = [], [], {}
    oldest = min(day for h in HABITS for day in h[6])
    for index, (name, kind, (n, d), unit, target_type, target, original) in enumerate(HABITS):
        quoted = '"%s"' % name if "," in name else name
        habits_rows.append(f"{index + 1:03d},{quoted},{kind},,,{n},{d},#388E3C,{unit},{target_type},{target},false")
        rule = loop.rule(n, d, kind == "NUMERICAL", target, target_type.lower())
        computed, frm, scores, streaks = loop.habit_recompute(rule, original, TODAY)
        computed_all.append(computed)
        scores_all.append(scores)
        folder = os.path.join(out, f"{index + 1:03d} {sanitize(name)}".strip())
        os.makedirs(folder)
        with open(os.path.join(folder, "Checkmarks.csv"), "w", newline="") as f:
            if name != "Stretch":
                for day in sorted((day for day in computed if day <= TODAY), reverse=True):
                    f.write(f"{iso(day)},{computed[day]}\n")
        with open(os.path.join(folder, "Scores.csv"), "w", newline="") as f:
            for day in range(TODAY, frm - 1, -1):
                f.write("%s,%.4f\n" % (iso(day), scores[day]))
        expected[name] = {"best": max([e - b + 1 for b, e in streaks], default=0), "firstDay": iso(frm)}
    with open(os.path.join(out, "Habits.csv"), "w", newline="") as f:
        f.write("\n".join(habits_rows) + "\n")
    header = "Date," + "".join(h[0] + "," for h in HABITS) + "\n"
    with open(os.path.join(out, "Checkmarks.csv"), "w", newline="") as f:
        f.write(header)
        for day in range(TODAY, oldest - 1, -1):
            cells = "".join(f"Entry(timestamp={iso(day)}, value={c.get(day, loop.UNKNOWN)})," for c in computed_all)
            f.write(f"{iso(day)},{cells}\n")
    with open(os.path.join(out, "Scores.csv"), "w", newline="") as f:
        f.write(header)
        for day in range(TODAY, oldest - 1, -1):
            f.write(iso(day) + "," + "".join("%.4f," % s.get(day, 0.0) for s in scores_all) + "\n")
    with open(os.path.join(here, "v21-expected.json"), "w") as f:
        json.dump({"today": iso(TODAY), "habits": expected}, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()

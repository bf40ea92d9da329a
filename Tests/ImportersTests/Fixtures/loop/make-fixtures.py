#!/usr/bin/env python3
"""Writes the Loop Habit Tracker export fixtures in the three formats Loop's HabitsCSVExporter has
written (uhabits-core: HabitList.writeCSV, CheckmarkList.writeCSV / HabitsCSVExporter.writeEntries,
writeMultipleHabits), and `current.zip` laid out as Loop zips it (entries in its order, deflated, with
data descriptors as java.util.zip.ZipOutputStream writes them). Run from this folder; today is 2024-05-03.
"""
import csv, io, os, zipfile

def opencsv(rows):
    """opencsv's CSVWriter.writeNext(row, false): quotes only fields holding a quote, comma or line break; LF."""
    out = io.StringIO()
    csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_MINIMAL).writerows(rows)
    return out.getvalue()

def write(folder, files):
    for path, text in files.items():
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full) or ".", exist_ok=True)
        with open(full, "w", newline="") as f:
            f.write(text)

days = ["2024-05-03", "2024-05-02", "2024-05-01", "2024-04-30"]

# Loop 1.x: no Question, no Type; per-habit files "date,value" without a header; numbers only.
v1 = {
    "Habits.csv": opencsv([["Position", "Name", "Description", "NumRepetitions", "Interval", "Color"],
                           ["001", "Meditate", "", "1", "1", "#FF5722"],
                           ["002", "Push-ups", "How many?", "1", "1", "#388E3C"],
                           ["003", "Gym", "", "3", "7", "#1976D2"]]),
    "001 Meditate/Checkmarks.csv": "".join(f"{d},{v}\n" for d, v in zip(days, [2, 0, 2, 2])),
    "001 Meditate/Scores.csv": "".join(f"{d},0.5000\n" for d in days),
    "002 Push-ups/Checkmarks.csv": "".join(f"{d},{v}\n" for d, v in zip(days, [63000, 0, 20500, 1000])),
    "003 Gym/Checkmarks.csv": "".join(f"{d},{v}\n" for d, v in zip(days, [1, 1, 2, 0])),
    "Checkmarks.csv": "Date,Meditate,Push-ups,Gym,\n" + "".join(f"{d},{a},{b},{c},\n" for d, a, b, c in
        zip(days, [2, 0, 2, 2], [63000, 0, 20500, 1000], [1, 1, 2, 0])),
    "Scores.csv": "Date,Meditate,Push-ups,Gym,\n" + "".join(f"{d},0.5000,0.5000,0.5000,\n" for d in days),
}

# Loop 2.x before the Type column: Question, NumRepetitions/Interval; SKIP is 3; numbers only.
v2 = {
    "Habits.csv": opencsv([["Position", "Name", "Question", "Description", "NumRepetitions", "Interval", "Color"],
                           ["001", "Floss", "Did you floss?", "", "1", "1", "#D32F2F"],
                           ["002", "Water, glasses", "How many glasses?", "", "1", "1", "#0288D1"],
                           ["003", "Call mum", "", "", "2", "3", "#7B1FA2"]]),
    "001 Floss/Checkmarks.csv": "".join(f"{d},{v}\n" for d, v in zip(days, [2, 3, 0, 2])),
    "002 Water glasses/Checkmarks.csv": "".join(f"{d},{v}\n" for d, v in zip(days, [8000, 3, 6000, -1])),
    "003 Call mum/Checkmarks.csv": "".join(f"{d},{v}\n" for d, v in zip(days, [2, 1, 2, 0])),
    "Checkmarks.csv": "Date,Floss,Water, glasses,Call mum,\n" + "".join(f"{d},{a},{b},{c},\n" for d, a, b, c in
        zip(days, [2, 3, 0, 2], [8000, 3, 6000, -1], [2, 1, 2, 0])),
}

# The current Loop: Type, targets, Archived?; "Date,Value,Notes" with names for values; the top-level
# header repeats the names unquoted (a leading quote, a comma).
names = {-1: "UNKNOWN", 0: "NO", 1: "YES_AUTO", 2: "YES_MANUAL", 3: "SKIP"}
fmt = lambda v: names.get(v, str(v))
current_habits = [
    ["001", "Meditate", "YES_NO", "Did you meditate?", "", "1", "1", "#FF5722", "", "", "", "false"],
    ["002", "Coffee", "NUMERICAL", "How many cups?", "", "1", "1", "#795548", "cups", "AT_MOST", "2.0", "false"],
    ["003", "Run", "NUMERICAL", "How far?", "", "1", "7", "#388E3C", "km", "AT_LEAST", "20.0", "false"],
    ["004", '"Quoted" start, with comma', "YES_NO", "", "", "2", "3", "#000000", "", "", "", "true"],
]
values = {1: [2, 0, 3, 2], 2: [3000, 1000, 0, -1], 3: [5500, -1, 10000, 3], 4: [2, 1, 2, 0]}
current = {"Habits.csv": opencsv([["Position", "Name", "Type", "Question", "Description", "FrequencyNumerator",
                                   "FrequencyDenominator", "Color", "Unit", "Target Type", "Target Value", "Archived?"]]
                                 + current_habits)}
folders = {1: "001 Meditate", 2: "002 Coffee", 3: "003 Run", 4: "004 Quoted start with comma"}
notes = {(1, 0): "calm, at last", (1, 1): 'said "no"\nto myself'}
for position, folder in folders.items():
    current[f"{folder}/Scores.csv"] = opencsv([["Date", "Score"]] + [[d, "0.5000"] for d in days])
    rows = [[d, fmt(v), notes.get((position, i), "")] for i, (d, v) in enumerate(zip(days, values[position])) if v != -1]
    current[f"{folder}/Checkmarks.csv"] = opencsv([["Date", "Value", "Notes"]] + rows)
header = "Date," + "".join(h[1] + "," for h in current_habits) + "\n"
current["Scores.csv"] = header + "".join(f"{d}," + "0.5000," * 4 + "\n" for d in days)
current["Checkmarks.csv"] = header + "".join(f"{d}," + "".join(fmt(values[p][i]) + "," for p in folders) + "\n"
                                             for i, d in enumerate(days))

class Unseekable(io.RawIOBase):
    """Makes zipfile write data descriptors after each entry, as ZipOutputStream does."""
    def __init__(self, f): self.f = f
    def writable(self): return True
    def write(self, b): return self.f.write(b)

write("v1", v1)
write("v2", v2)
write("current", current)
order = ["Habits.csv"] + [f"{folders[p]}/{n}" for p in folders for n in ("Scores.csv", "Checkmarks.csv")] + ["Scores.csv", "Checkmarks.csv"]
with open("current.zip", "wb") as raw, zipfile.ZipFile(Unseekable(raw), "w", zipfile.ZIP_DEFLATED) as z:
    for name in order:
        info = zipfile.ZipInfo(name, date_time=(2024, 5, 3, 20, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, current[name])

# A cross-check for sitegen's CSV reader: records written by Python's csv module (QUOTE_MINIMAL and
# QUOTE_ALL, CRLF and LF) and what Python's csv.reader reads back, as JSON.
import json, random
rng = random.Random(14)
pieces = ["a", "b", "Read", ",", '"', "\n", "\r\n", " ", "é", "🏃\u200d♀️", "e\u0301", "", "2024-05-03", "63000"]
records = [[ "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 5))) for _ in range(rng.randrange(1, 6))]
           for _ in range(400)]
for name, quoting, ending in [("minimal-lf", csv.QUOTE_MINIMAL, "\n"), ("all-crlf", csv.QUOTE_ALL, "\r\n")]:
    out = io.StringIO()
    csv.writer(out, lineterminator=ending, quoting=quoting).writerows(records)
    text = out.getvalue()
    read = [row for row in csv.reader(io.StringIO(text, newline=""))]
    with open(f"csv-{name}.csv", "w", newline="") as f:
        f.write(text)
    with open(f"csv-{name}.json", "w") as f:
        json.dump(read, f, ensure_ascii=False)

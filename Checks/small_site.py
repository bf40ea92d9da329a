"""Builds a small real-like site through the CLI, with no demo history: three weeks of an Apple Health
export (steps from an iPhone and a Watch, active energy, distance, heart rate, Activity Summaries with a
move goal, HIIT workouts, VO2 max), a day with no data in the middle, today's data up to late morning,
two habits checked in (one partly), a weekly habit, a goal change, a moment and three gym visits.
The demo and the hostile site hold two years of generated history; this one is what a person has a few
weeks after `sitegen init`: short charts, days before the history, stale and partial states.

Usage: python3 Checks/small_site.py SITEGEN_BINARY WORK_FOLDER NOW    (prints the built site's folder)
"""
import datetime
import os
import random
import subprocess
import sys

DAYS = 21
ZONE = "Europe/Berlin"
OFFSET = "+0100"  # Berlin in November


def run(sitegen, *arguments):
    result = subprocess.run([sitegen, *arguments], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"small site: `sitegen {' '.join(arguments[:2])}` failed:\n{result.stderr}")


def record(kind, unit, source, day, hour, minutes, value):
    start = f"{day} {hour:02d}:{minutes[0]:02d}:00 {OFFSET}"
    end = f"{day} {hour:02d}:{minutes[1]:02d}:00 {OFFSET}"
    return (f'<Record type="HKQuantityTypeIdentifier{kind}" sourceName="{source}" sourceVersion="17.1" unit="{unit}" '
            f'creationDate="{end}" startDate="{start}" endDate="{end}" value="{value}"/>')


def health_export(path, today, until_hour):
    """Three weeks ending today; the day 9 days ago has no data (the phone was left at home)."""
    rng = random.Random(21)
    records, summaries = [], []
    for back in range(DAYS - 1, -1, -1):
        day = (today - datetime.timedelta(days=back)).isoformat()
        if back == 9:
            continue
        last_hour = until_hour if back == 0 else 22
        for hour in range(7, last_hour + 1):
            phone = rng.randint(0, 900) if hour % 3 else rng.randint(600, 2400)
            records.append(record("StepCount", "count", "Alex’s iPhone", day, hour, (0, 50), phone))
            if hour in (7, 18):  # a walk the Watch also counted
                records.append(record("StepCount", "count", "Alex’s Apple Watch", day, hour, (5, 45), rng.randint(1500, 3000)))
            records.append(record("ActiveEnergyBurned", "kcal", "Alex’s Apple Watch", day, hour, (0, 59),
                                  round(rng.uniform(8, 45), 2)))
            records.append(record("DistanceWalkingRunning", "km", "Alex’s iPhone", day, hour, (0, 50),
                                  round(phone * 0.00072, 4)))
            records.append(record("HeartRate", "count/min", "Alex’s Apple Watch", day, hour, (10, 10), rng.randint(58, 96)))
        if back in (15, 8, 2):
            records.append(f'<Workout workoutActivityType="HKWorkoutActivityTypeHighIntensityIntervalTraining" '
                           f'duration="28" durationUnit="min" sourceName="Alex’s Apple Watch" '
                           f'startDate="{day} 18:05:00 {OFFSET}" endDate="{day} 18:33:00 {OFFSET}">'
                           f'<WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" '
                           f'startDate="{day} 18:05:00 {OFFSET}" endDate="{day} 18:33:00 {OFFSET}" sum="312" unit="kcal"/>'
                           f'</Workout>')
        if back in (14, 4):
            records.append(record("VO2Max", "mL/min·kg", "Alex’s Apple Watch", day, 19, (0, 0), 41.2 if back == 14 else 42.6))
        summaries.append(f'<ActivitySummary dateComponents="{day}" activeEnergyBurned="{rng.randint(250, 650)}" '
                         f'activeEnergyBurnedGoal="450" activeEnergyBurnedUnit="kcal" appleMoveTime="0" appleMoveTimeGoal="0" '
                         f'appleExerciseTime="{rng.randint(10, 60)}" appleExerciseTimeGoal="30" appleStandHours="{rng.randint(6, 13)}" '
                         f'appleStandHoursGoal="12"/>')
    with open(path, "w", encoding="utf-8") as export:
        export.write('<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n'
                     f'<ExportDate value="{today.isoformat()} {until_hour:02d}:30:00 {OFFSET}"/>\n'
                     + "\n".join(records + summaries) + "\n</HealthData>\n")


def main(sitegen, work, now):
    instant = datetime.datetime.fromisoformat(now).astimezone(datetime.timezone(datetime.timedelta(hours=1)))
    today, until_hour = instant.date(), max(7, instant.hour - 1)
    site = os.path.join(work, "small-site")
    os.makedirs(site, exist_ok=True)
    with open(os.path.join(site, "site.toml"), "w", encoding="utf-8") as toml:
        toml.write(f'title = "Alex’s dashboard"\ntime_zone = "{ZONE}"\ndemo = false\n[training]\nreminders = true\n')
    export = os.path.join(work, "small-export.xml")
    health_export(export, today, until_hour)
    run(sitegen, "import", "health", export, "--site", site, "--quiet", "--now", now)
    first = today - datetime.timedelta(days=DAYS - 1)
    # The goal was raised six days ago (set then, so it took effect that day).
    six_days_ago = (instant - datetime.timedelta(days=6)).isoformat()
    run(sitegen, "goal", "set", "9000", "--site", site, "--now", six_days_ago)
    run(sitegen, "habit", "add", "Read 10 pages", "--category", "Learning", "--icon", "book", "--target", "10",
        "--unit", "pages", "--start", first.isoformat(), "--site", site, "--now", now)
    run(sitegen, "habit", "add", "Stretch", "--category", "Fitness", "--start", first.isoformat(), "--site", site, "--now", now)
    run(sitegen, "habit", "add", "Call family", "--category", "Personal Development", "--times-per-week", "2",
        "--start", first.isoformat(), "--site", site, "--now", now)
    for back in range(DAYS - 1, -1, -1):
        day = (today - datetime.timedelta(days=back)).isoformat()
        if back % 4 != 1:
            run(sitegen, "habit", "check", "Read 10 pages", "--date", day, "--count", str(4 + back % 9), "--site", site, "--now", now)
        if back % 3 == 0:
            run(sitegen, "habit", "check", "Stretch", "--date", day, "--site", site, "--now", now)
        if back in (12, 9, 3):
            run(sitegen, "habit", "check", "Call family", "--date", day, "--site", site, "--now", now)
        if back in (10, 5, 1):
            run(sitegen, "gym", "log", "--date", day, "--site", site, "--now", now)
    run(sitegen, "moment", "add", "First week of stretching", "--date", (today - datetime.timedelta(days=13)).isoformat(),
        "--category", "Fitness", "--habit", "Stretch", "--body", "Ten minutes **every** morning.\n\n- hamstrings\n- back",
        "--site", site, "--now", now)
    run(sitegen, "build", "--site", site, "--now", now)
    return os.path.join(site, "_site")


if __name__ == "__main__":
    print(main(sys.argv[1], sys.argv[2], sys.argv[3]))

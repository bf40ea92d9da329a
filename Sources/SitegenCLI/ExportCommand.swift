import ArgumentParser
import Commands
import Foundation

/// `sitegen export`: the habit backup (categories, habits, check-ins, moments) as JSON or CSV.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the habits, check-ins and moments: --format json [--output FILE] (restorable) or --format csv --output FOLDER.",
        discussion: "--json FILE and --csv FOLDER are short for --format json --output FILE and --format csv --output FOLDER.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv }

    @Option(help: ArgumentHelp("json (one restorable file) or csv (one file per table).", valueName: "format")) var format: Format?
    @Option(help: ArgumentHelp("The JSON file (default: standard output) or the CSV folder.", valueName: "path")) var output: String?
    @Option(help: ArgumentHelp("Write the JSON backup to this file (`-` for standard output).", valueName: "file")) var json: String?
    @Option(help: ArgumentHelp("Write categories.csv, habits.csv, checkins.csv and moments.csv into this folder.", valueName: "folder"))
    var csv: String?
    @OptionGroup var site: SiteOptions

    func validate() throws {
        let ways = [format != nil, json != nil, csv != nil].filter { $0 }.count
        guard ways == 1 else { throw ValidationError("give one of --format json|csv, --json FILE and --csv FOLDER") }
        if format == .csv, output == nil { throw ValidationError("--format csv needs --output FOLDER") }
        if format == nil, output != nil { throw ValidationError("--output goes with --format json|csv") }
    }

    func run() throws {
        let json = format == .json ? (output ?? "-") : self.json
        let csv = format == .csv ? output : self.csv
        if let json {
            let data = try ExportTasks.exportJSON(siteDirectory: site.directory, now: try site.instant())
            if json == "-" { FileHandle.standardOutput.write(data); return }
            try write(data, to: json)
            print("Wrote \(json).")
        } else if let csv {
            let files = try ExportTasks.exportCSV(siteDirectory: site.directory, now: try site.instant())
            try FileManager.default.createDirectory(atPath: csv, withIntermediateDirectories: true)
            for (name, text) in files.sorted(by: { $0.key < $1.key }) { try write(Data(text.utf8), to: csv + "/" + name) }
            print("Wrote \(files.keys.sorted().joined(separator: ", ")) into \(csv).")
        }
    }

    private func write(_ data: Data, to path: String) throws {
        do { try data.write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw ValidationError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

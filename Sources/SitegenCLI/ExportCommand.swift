import ArgumentParser
import Foundation
import SiteBuilder

/// `sitegen export`: the habit backup (categories, habits, check-ins, moments) as JSON or CSV.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the habits, check-ins and moments: --json FILE (restorable) or --csv FOLDER.")

    @Option(help: ArgumentHelp("Write the JSON backup to this file (`-` for standard output).", valueName: "file")) var json: String?
    @Option(help: ArgumentHelp("Write categories.csv, habits.csv, checkins.csv and moments.csv into this folder.", valueName: "folder"))
    var csv: String?
    @OptionGroup var site: SiteOption

    func validate() throws {
        guard (json == nil) != (csv == nil) else { throw ValidationError("give one of --json FILE and --csv FOLDER") }
    }

    func run() throws {
        if let json {
            let data = try ExportTasks.exportJSON(siteDirectory: site.site, now: Date())
            if json == "-" { FileHandle.standardOutput.write(data); return }
            try write(data, to: json)
            print("Wrote \(json).")
        } else if let csv {
            let files = try ExportTasks.exportCSV(siteDirectory: site.site, now: Date())
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

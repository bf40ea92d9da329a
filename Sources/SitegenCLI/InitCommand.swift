import ArgumentParser
import Commands
import Foundation
import Metrics

/// `sitegen init DIR`: a new site folder with a commented site.toml and an empty store.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Make a new site folder: a commented site.toml and an empty history store.",
        discussion: """
        site.toml lists every setting with its default and what it means; time_zone is this machine's \
        (TZ, /etc/timezone or /etc/localtime; UTC when none is found), and so is locale (LC_ALL, LC_TIME or LANG; \
        en-US when it is C, POSIX or unknown: `sitegen locales` lists the tags). The templates and assets are built \
        into sitegen: a file the folder's Templates/ or Public/ holds replaces the built-in one of the same \
        name. A folder that already has a site.toml is refused.
        """
    )

    @Argument(help: ArgumentHelp("The site folder to make (created when missing).", valueName: "dir"))
    var directory: String = "."

    @Flag(name: .long, help: "Also copy the built-in Templates/ and Public/ into the folder, to edit them.")
    var templates = false

    @Option(name: .long, help: ArgumentHelp("The IANA time zone to write instead of this machine's.", valueName: "name"))
    var timeZone: String?

    @Option(name: .long, help: ArgumentHelp("The locale (a BCP 47 tag such as de-DE) to write instead of this machine's.", valueName: "tag"))
    var locale: String?

    func run() throws {
        let result = try SiteInit.run(directory: directory, copyTemplates: templates, timeZone: timeZone, locale: locale)
        let from = result.timeZoneSource == "fallback" ? "no machine time zone found, so UTC" : "from \(result.timeZoneSource)"
        print("""
        Made the site folder \(result.directory):
          site.toml        every setting with its default; time_zone = "\(result.timeZone)" (\(from)),
                           locale = "\(result.locale)" (from \(result.localeSource))
          history.sqlite   the history store, empty
        """)
        if result.copied.isEmpty {
            print("The templates and assets built into sitegen are used; add a file under Templates/ or Public/ to replace one "
                + "(`sitegen init --templates` copies them all).")
        } else {
            print("Copied \(result.copied.count) files into Templates/ and Public/; they replace the built-in ones.")
        }
        print("Next: sitegen import health export.zip --site \(directory), then sitegen build --site \(directory)")
    }
}

/// `sitegen locales`: every tag `locale` accepts, one a line.
struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales",
        abstract: "List the locale tags site.toml's locale accepts (those Foundation has data for)."
    )

    func run() {
        print(SiteLocale.availableTags.joined(separator: "\n"))
    }
}

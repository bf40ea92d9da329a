// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        // `sitegen serve`: the local HTTP server (Serve target) and its in-process test client.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        // Test targets only: property tests (the escaper, "any accepted input builds", XML character references).
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
    ],
    targets: [
        // The build-tool plugin that embeds Templates/ and Public/ into BuiltinSite (a shell script: no tool to compile).
        .plugin(name: "EmbedSiteFiles", capability: .buildTool()),
        // cmark-gfm from Debian (libcmark-gfm-dev, libcmark-gfm-extensions-dev).
        .systemLibrary(
            name: "CMarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // GitHub-flavoured Markdown to safe HTML.
        .target(name: "Markdown", dependencies: ["CMarkGFM"]),
        // The default Templates/ and Public/ built into the binary (generated at build time by the
        // EmbedSiteFiles plugin from the repository's folders), so an installed sitegen needs no copy.
        .target(name: "BuiltinSite", plugins: ["EmbedSiteFiles"]),
        // The interface's words: one string table per language (English and German built in).
        .target(name: "Strings"),
        // Calendar days, goals and every computed figure: pure functions of plain values.
        .target(name: "Metrics", dependencies: ["Strings"]),
        // SVG charts: pure functions returning SVG text.
        .target(name: "Charts", dependencies: ["Metrics", "Strings"]),
        // site.toml: parsing, validation, messages.
        .target(name: "Settings", dependencies: [
            "Metrics", "Strings",
            .product(name: "TOMLKit", package: "TOMLKit"),
        ]),
        // The SQLite history store: schema, migrations, reads and writes.
        .target(name: "HistoryStore", dependencies: [
            "Metrics", "CSQLiteConfig",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        // The deterministic demo history generator.
        .target(name: "DemoHistory", dependencies: ["HistoryStore", "Metrics"]),
        // The site folder: site.toml, the store's location, today in the site's zone, the output folder's
        // ownership checks, the file-system seam (FileIO) and the error they throw (BuildError).
        .target(name: "Workspace", dependencies: ["Settings", "Metrics"]),
        // The build: settings -> store -> metrics -> pages -> site value -> writer.
        .target(name: "SiteBuilder", dependencies: [
            "Workspace", "Settings", "HistoryStore", "DemoHistory", "Metrics", "Charts", "Markdown", "BuiltinSite", "Strings",
            .product(name: "Mustache", package: "swift-mustache"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Every store-writing task (goal, gym, habit, moment, export and restore, store), one function each,
        // for the CLI and the server. The habit catalog and the backup format they share with the site are in Metrics.
        .target(name: "Commands", dependencies: ["Workspace", "BuiltinSite", "Settings", "HistoryStore", "DemoHistory", "Metrics"]),
        // Command-line commands: parse arguments, call one function per command.
        // `sitegen serve`: the site from memory, live reload, and the logging forms' POST routes.
        .target(name: "Serve", dependencies: [
            "Commands", "Workspace", "SiteBuilder", "Metrics",
            .product(name: "Hummingbird", package: "hummingbird", moduleAliases: ["Metrics": "SwiftMetrics"]),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .target(name: "SitegenCLI", dependencies: [
            "Commands", "SiteBuilder", "Serve", "Importers", "HistoryStore", "Metrics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .executableTarget(name: "sitegen", dependencies: ["SitegenCLI"]),
        // Intel's ISA-L from Debian (libisal-dev): inflating the export inside export.zip, and its CRC-32.
        .systemLibrary(name: "CIsal", pkgConfig: "libisal", providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]),
        .systemLibrary(name: "CSQLiteConfig", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // Importers: the Apple Health export (streaming XML parser, zip reader, store import). GRDB reads
        // Loop Habit Tracker's own backup file (a SQLite database), opened read-only.
        .target(name: "Importers", dependencies: ["CIsal", "Workspace", "HistoryStore", "Metrics",
                                                  .product(name: "GRDB", package: "GRDB.swift")]),
        // The synthetic Apple Health export generator for benchmarks.
        .executableTarget(name: "health-export-generator", dependencies: ["Importers"]),

        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "MetricsTests", dependencies: [
            "Metrics", "Strings", "DemoHistory", .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["LoopReference"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "Metrics"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "Strings"]),
        .testTarget(name: "HistoryStoreTests", dependencies: ["HistoryStore", "Metrics", "DemoHistory"]),
        .testTarget(name: "DemoHistoryTests", dependencies: ["DemoHistory", "HistoryStore", "Metrics"]),
        .testTarget(name: "WorkspaceTests", dependencies: ["Workspace", "Metrics"]),
        // What several test targets share: running the built sitegen and the machine's tools in a process.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The build's tests, and the store-writing tasks' (they check the built site after a task).
        .testTarget(name: "SiteBuilderTests", dependencies: [
            "SiteBuilder", "Commands", "BuiltinSite", "Workspace", "Settings", "HistoryStore", "Metrics", "Strings", "TestSupport",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // GRDB: the Loop backup (.db) the end-to-end import test writes.
        .testTarget(name: "SitegenCLITests", dependencies: ["SitegenCLI", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "ServeTests", dependencies: [
            "Serve", "Commands", "Workspace", "SiteBuilder", "Settings", "HistoryStore", "Metrics", "TestSupport",
            .product(name: "Hummingbird", package: "hummingbird", moduleAliases: ["Metrics": "SwiftMetrics"]),
            .product(name: "HummingbirdTesting", package: "hummingbird", moduleAliases: ["Metrics": "SwiftMetrics"]),
        ]),
        .testTarget(name: "ImportersTests", dependencies: ["Importers", "SiteBuilder", "Commands", "Workspace", "HistoryStore", "Metrics",
                                                         .product(name: "GRDB", package: "GRDB.swift"),
                                                         .product(name: "PropertyBased", package: "swift-property-based")],
                    resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets for the parsers (Fuzz/, run by Fuzz/run.sh with -sanitize=fuzzer,address): only
// when SITEGEN_FUZZ is set, so that `swift build` and `swift test` never see them.
if Context.environment["SITEGEN_FUZZ"] != nil {
    package.targets.append(.target(name: "FuzzDriver", path: "Fuzz/Sources/FuzzDriver"))
    // Each target links only what it imports: five instrumented executables of the whole program filled
    // CI's disk.
    let fuzzTargets: [(String, [Target.Dependency])] = [
        ("FuzzHealthXML", ["Importers"]), ("FuzzZip", ["Importers"]), ("FuzzLoopCSV", ["Importers"]),
        ("FuzzRestore", ["Commands", "HistoryStore", "Metrics"]), ("FuzzSiteTOML", ["Settings"]),
    ]
    for (name, dependencies) in fuzzTargets {
        package.targets.append(.executableTarget(name: name, dependencies: ["FuzzDriver"] + dependencies,
                                                 path: "Fuzz/Sources/\(name)"))
    }
}

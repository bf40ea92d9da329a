import ArgumentParser

/// `sitegen`: builds a static dashboard site from a fitness and habit history.
public struct SitegenCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "Build a self-contained static dashboard site from your fitness and habit history.",
        discussion: """
        A site folder holds site.toml (the settings) and the history store (history.sqlite); `sitegen init DIR` \
        makes one. Its own Templates/ and Public/ files, if any, replace the built-in ones of the same name. \
        Run `sitegen build` in it; open the output folder's index.html.
        """,
        subcommands: [InitCommand.self, LocalesCommand.self, BuildCommand.self, GoalCommand.self, DemoCommand.self, StoreCommand.self, HabitCommand.self, GymCommand.self, ImportCommand.self, MomentCommand.self, ExportCommand.self, RestoreCommand.self, ServeCommand.self]
    )

    public init() {}
}

/// `sitegen import`: bring recorded history from other apps into the store.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import history from other apps into the store.",
        subcommands: [ImportHealthCommand.self, ImportGymGroupCommand.self, ImportLoopCommand.self, ImportBackupCommand.self]
    )
}

import ArgumentParser

/// `sitegen import`: bring recorded history from other apps into the store.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import history from other apps into the store.",
        subcommands: [ImportHealthCommand.self, ImportGymGroupCommand.self, ImportLoopCommand.self, ImportBackupCommand.self]
    )
}

import Foundation
import PackagePlugin

/// Generates `EmbeddedFiles.swift` for the `BuiltinSite` target from the package's `Templates/` and
/// `Public/` folders, so the default site is part of the binary. Every file of both folders is an input:
/// the source is generated again whenever one changes, and this plugin runs at every build, so a file
/// added or removed changes the list of inputs too.
@main
struct EmbedSiteFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders = ["Templates", "Public"].map { root.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        let inputs = folders.flatMap(Self.files)
        return [.buildCommand(
            displayName: "Embedding Templates/ and Public/ into \(target.name)",
            executable: try context.tool(named: "embed-site-files").url,
            arguments: [output.path] + folders.map(\.path),
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }

    /// Every regular file under `folder` (none when it is missing).
    static func files(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}

import ArgumentParser
import Foundation
import Serve

/// `sitegen serve`: the site live on this machine, rebuilt as its files change, with forms that log.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the site from memory on 127.0.0.1, reload pages when it changes, and log from the pages.",
        discussion: """
        Builds the site into memory and serves it (nothing is written to the output folder). Pages reload \
        by themselves when site.toml, Templates/, Public/ or the store change; in serve mode they carry \
        forms that log a gym visit, check a habit off, add a moment or set the step goal through the same \
        code as the commands. Ctrl-C stops it.
        """
    )

    @Option(name: .long, help: ArgumentHelp("The site folder.", valueName: "dir")) var site: String = "."
    @Option(name: .long, help: ArgumentHelp("The port (0 picks a free one).", valueName: "n")) var port: Int = 8080
    @Option(name: .long, help: ArgumentHelp("The address to listen on; anything but loopback needs --token.", valueName: "address"))
    var host: String = "127.0.0.1"
    @Option(name: .long, help: ArgumentHelp("The secret visitors give once with ?token= (required with another --host).", valueName: "secret"))
    var token: String?
    @Flag(name: .long, help: "Open the site in the desktop's browser.") var open = false
    @Flag(name: .long, help: "Print a line per request.") var verbose = false

    func validate() throws {
        do { try options.validate() } catch { throw ValidationError(error.description) }
    }

    var options: ServeOptions { ServeOptions(siteFolder: site, host: host, port: port, token: token, verbose: verbose) }

    func run() throws {
        let options = self.options, open = self.open
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await ServeServer.run(options, openBrowser: open) } catch { outcome.error = error }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }

    /// The server task's error, handed back to the waiting command.
    final class Outcome: @unchecked Sendable {
        var error: (any Error)?
    }
}

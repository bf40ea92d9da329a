import Foundation
import Metrics
import Workspace

/// A whole built site as a value: relative path → bytes.
///
/// The plan phase does not make a page's bytes when it adds the page: it adds the path and how to
/// make them (every `add` takes its bytes as an autoclosure). A static build's render phase then makes
/// every file at once on every core (`finishPending`); `sitegen serve` keeps the unfinished site and makes a page
/// when it is first asked for (`make`), so a change costs the pages that are looked at, not all of them.
/// The bytes of a page are the same either way: a page is a function of the model and the templates.
///
/// The build produces a `Site`; only `SiteWriter` puts it on disk.
public struct Site: Sendable, Equatable {
    /// The files made so far, by relative path (`day/2026-11-21/index.html`). After `finishPending`, every
    /// file but the `kept` ones.
    public private(set) var files: [String: Data] = [:]
    /// The pages not made because what they are made from equals what the previous output's file at the
    /// same path was made from (`TemplateSet.previous`): the writer keeps that file.
    public private(set) var kept: Set<String> = []
    /// What each page was made from (`TemplateSet.page`), and each other file `finishPending` made its bytes'
    /// digest, for the output's manifest.
    public private(set) var digests: [String: Digest] = [:]

    public init() {}

    /// Adds a file whose bytes `make` produces (later: see the type's comment). A path added twice is a
    /// build error (two pages claiming one URL).
    public mutating func add(_ path: String, _ make: @autoclosure @escaping () throws(BuildError) -> Data) throws(BuildError) {
        try claim(path)
        addPending(path, PendingFile(make: make))
    }

    /// Adds a page (later, as `add(_:_:)`): its text, or word that the previous output's file is still it.
    public mutating func add(_ path: String, page: @autoclosure @escaping () throws(BuildError) -> PageOutput) throws(BuildError) {
        try claim(path)
        addPending(path, PendingFile(page: page))
    }

    /// Adds a UTF-8 text file (later, as `add(_:_:)`).
    public mutating func add(_ path: String, text: @autoclosure @escaping () throws(BuildError) -> String) throws(BuildError) {
        try add(path, Data(try text().utf8))
    }

    /// Adds a file whose bytes `make` produces later, like `add(_:_:)`; a path added twice fails `finishPending`.
    public mutating func addLater(_ path: String, _ make: @escaping () throws(BuildError) -> Data) {
        do throws(BuildError) { try add(path, make()) } catch { duplicate = duplicate ?? error }
    }

    /// Throws the build error of a path added twice (two pages claiming one URL) when `path` is taken.
    private func claim(_ path: String) throws(BuildError) {
        guard !contains(path) else { throw BuildError(phase: .plan, message: "two outputs for the path \(path)") }
    }

    /// Adds a file that is already made (`Public/`'s files).
    public mutating func addMade(_ path: String, _ data: Data) throws(BuildError) {
        try claim(path)
        files[path] = data
    }

    /// Whether `path` is in the site, made or not. (While a site is planned, `files` and `kept` are empty:
    /// one lookup, not three, for each of the 11,500 paths serve plans again after every form.)
    public func contains(_ path: String) -> Bool {
        pending[path] != nil || (!files.isEmpty && files[path] != nil) || (!kept.isEmpty && kept.contains(path))
            || (!families.isEmpty && familyPage(path) != nil)
    }

    /// Adds the pages of `family`: one by one as `add(_:page:)` does, or, when the site `keepsFamilies`
    /// (serve), as the family itself, whose paths and pages are made only when one is asked for.
    mutating func add(_ family: PageFamily) throws(BuildError) {
        guard keepsFamilies else {
            for index in 0..<family.count { try add(family.path(index), page: try family.make(index)) }
            return
        }
        families.append(family)
    }

    /// Adds everything `later` holds, a site planned beside this one (`SiteRenderer.plan`'s second half), as if
    /// each of its files had been added after this site's, in its order: a path both hold is the error that
    /// add would have thrown, and the first duplicate `addLater` met stays the first.
    mutating func append(_ later: Site) throws(BuildError) {
        for (path, file) in later.order {
            try claim(path)
            addPending(path, file)
        }
        for (path, data) in later.files {
            try claim(path)
            files[path] = data
        }
        families += later.families
        duplicate = duplicate ?? later.duplicate
    }

    /// Whether `add(_ family:)` keeps a family whole: serve, which plans the site again after every form and
    /// makes only the pages asked for (the Day, Week and Habits pages' 11,000 paths and closures were a
    /// third of a check-in's rebuild at 10 years). A static build makes every page: it adds them one by one.
    var keepsFamilies = false
    private var families: [PageFamily] = []

    /// The family page at `path`, if one is: its family and index.
    private func familyPage(_ path: String) -> (PageFamily, Int)? {
        for family in families { if let index = family.index(of: path) { return (family, index) } }
        return nil
    }

    /// Makes room for `count` files added later (`SiteRenderer.plan`): the table of pending files is not
    /// rebuilt as it grows.
    public mutating func reserve(_ count: Int) {
        pending.reserveCapacity(count)
        order.reserveCapacity(count)
    }

    /// Every path in the site, made, kept or not made yet.
    public var paths: [String] {
        Array(files.keys) + Array(kept) + order.map(\.path) + families.flatMap { family in (0..<family.count).map(family.path) }
    }

    /// The bytes of `path`, made now if they are not yet (`nil`: no such file). Serve calls this from
    /// many requests at once: it only reads the site.
    public func make(_ path: String) throws(BuildError) -> Data? {
        if let data = files[path] { return data }
        let made: PendingFile.Made
        if let position = pending[path] {
            made = try order[position].file.make()
        } else if let (family, index) = familyPage(path) {
            made = PendingFile.Made(try family.make(index))
        } else {
            return nil
        }
        switch made {
        case .made(let data, _): return data
        case .kept: throw BuildError(phase: .render, message: "\(path) was kept from the previous output, not made")
        }
    }

    /// Makes every file not made yet, concurrently on every core.
    public mutating func finishPending() throws(BuildError) {
        if let duplicate { throw duplicate }
        let waiting = families
        families = []
        keepsFamilies = false
        for family in waiting { try add(family) }
        let added = order
        pending = [:]
        order = []
        let results = ParallelPages.map(added) { _, file -> Result<PendingFile.Made, BuildError> in
            do throws(BuildError) {
                let made = try file.make()
                // A file that is no page is listed by its bytes' digest, made here on the core that made the
                // bytes (the data files are large: digested by the writer, they were much of the work the
                // write phase cannot share between cores).
                if case .made(let data, nil) = made { return .success(.made(data, Digest.of(data))) }
                return .success(made)
            } catch { return .failure(error) }
        }
        for ((path, _), result) in zip(added, results) {
            switch try result.get() {
            case .made(let data, let digest):
                files[path] = data
                digests[path] = digest
            case .kept(let digest):
                kept.insert(path)
                digests[path] = digest
            }
        }
    }

    public static func == (a: Site, b: Site) -> Bool {
        a.files == b.files && a.kept == b.kept && a.order.isEmpty && b.order.isEmpty && a.families.isEmpty && b.families.isEmpty
    }

    /// The files added but not made yet, in the order they were added, with their paths (`finishPending` makes
    /// them in that order), and where each path is in that order (serve makes one file when it is asked for).
    private var order: [(path: String, file: PendingFile)] = []
    private var pending: [String: Int] = [:]

    /// Adds a file not made yet at a path `claim` let through.
    private mutating func addPending(_ path: String, _ file: PendingFile) {
        pending[path] = order.count
        order.append((path, file))
    }
    /// The first path `addLater` was given twice.
    private var duplicate: BuildError?

    /// The HTML pages, sorted (made or not).
    public var pages: [String] { PathOrder.sorted(paths.filter { $0.hasSuffix(".html") }) }

    /// How many pages `pages` lists, without sorting them.
    public var pageCount: Int { paths.reduce(0) { $0 + ($1.hasSuffix(".html") ? 1 : 0) } }

    /// Total size in bytes of the files made.
    public var byteCount: Int { files.values.reduce(0) { $0 + $1.count } }
}

/// A page as `TemplateSet.page` gives it: made, with the digest of what made it when the build records
/// digests, or kept (its digest equals the previous output's for the same path).
public enum PageOutput: Sendable {
    case made(Data, digest: Digest?)
    case kept(Digest)
}

/// How to make one file of a `Site`.
final class PendingFile: @unchecked Sendable {
    enum Made {
        case made(Data, Digest?)
        case kept(Digest)
    }

    let make: () throws(BuildError) -> Made

    init(make: @escaping () throws(BuildError) -> Data) { self.make = { () throws(BuildError) in .made(try make(), nil) } }

    init(page: @escaping () throws(BuildError) -> PageOutput) {
        self.make = { () throws(BuildError) in Made(try page()) }
    }
}

extension PendingFile.Made {
    init(_ page: PageOutput) {
        switch page {
        case .made(let data, let digest): self = .made(data, digest)
        case .kept(let digest): self = .kept(digest)
        }
    }
}

/// Pages of one kind added as a whole (`Site.add(_ family:)`): how many there are, the path of each, which
/// one a path is, and how to make each, all from the page's index.
final class PageFamily: @unchecked Sendable {
    let count: Int
    let path: (Int) -> String
    private let guess: (String) -> Int?
    let make: (Int) throws(BuildError) -> PageOutput

    /// `guess` names the index a path would be at (`nil`: none); `index(of:)` keeps it only when that
    /// index's path is exactly the one asked for.
    init(count: Int, path: @escaping (Int) -> String, guess: @escaping (String) -> Int?,
         make: @escaping (Int) throws(BuildError) -> PageOutput) {
        (self.count, self.path, self.guess, self.make) = (count, path, guess, make)
    }

    func index(of path: String) -> Int? {
        guard let index = guess(path), index >= 0, index < count, self.path(index) == path else { return nil }
        return index
    }
}

extension PageFamily {
    /// A page for each of `days` (oldest first, each once), the page of `days[i]` made by `make(i)`. A path
    /// is guessed by the day it names (`…/YYYY-MM-DD/index.html`), or is `today`'s when it is `today.path`
    /// (today's page at a path of its own).
    convenience init(days: [LocalDay], path: @escaping (LocalDay) -> PagePath, today: (day: LocalDay, path: PagePath)? = nil,
                     make: @escaping (Int) throws(BuildError) -> PageOutput) {
        self.init(count: days.count, path: { path(days[$0]).file }, guess: { file in
            let day = file == today?.path.file ? today?.day : Routes.namedDay(file)
            guard let day else { return nil }
            // The first index whose day is not before `day`: `index(of:)` checks it is that day's page.
            var low = 0, high = days.count
            while low < high {
                let middle = (low + high) / 2
                if days[middle] < day { low = middle + 1 } else { high = middle }
            }
            return low
        }, make: make)
    }
}

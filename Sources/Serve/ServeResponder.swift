import Foundation
import HTTPTypes
import Hummingbird
import Metrics
import SiteBuilder
import Workspace

/// Answers every request: the guards first, then serve's own routes, then the site's files.
public struct ServeResponder: HTTPResponder {
    public typealias Context = BasicRequestContext

    let state: SiteState
    let checks: RequestGuard
    let siteFolder: String
    let verbose: Bool
    /// Where serve's lines go (standard output; tests collect them).
    let say: @Sendable (String) -> Void
    /// The clock of the logging forms (tests fix it).
    let now: @Sendable () -> Date
    /// The watcher's look at the store's files: a form's write is bracketed by two, so the rebuild knows what it wrote.
    let storeLook: @Sendable () -> [String: [Int64]]

    /// The largest form body read: a moment's Markdown body at its limit (`TextLimit.markdownBody`,
    /// 100,000 characters), each character up to 4 UTF-8 bytes percent-encoded to 12, plus 64 KiB
    /// for the other fields. A larger body is refused (413) before it is stored anywhere.
    static let bodyLimit = TextLimit.markdownBody.maxScalars * 12 + 65_536

    public func respond(to request: Request, context: Context) async throws -> Response {
        let start = DispatchTime.now().uptimeNanoseconds
        let response = await answer(request)
        if verbose {
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            say("\(request.method.rawValue) \(request.uri.string) \(response.status.code) \(String(format: "%.1f", milliseconds)) ms")
        }
        return response
    }

    func answer(_ request: Request) async -> Response {
        if let refusal = checks.hostRefusal(request) { return Self.text(.forbidden, "Refused: \(refusal).") }
        if checks.queryToken(request) { return tokenAccepted(request) }
        guard checks.hasToken(request) else {
            return Self.text(.unauthorized, "This server needs its token: open the URL that `sitegen serve` printed, with ?token=…")
        }
        let path = request.uri.path
        if request.method == .post, let form = Routes.Form(path: path) { return await post(request, to: form) }
        switch (request.method, path) {
        case (.get, ServeRoutes.events):
            return await events(request)
        case (.get, ServeRoutes.reloadScript), (.head, ServeRoutes.reloadScript):
            let file = ServedSite.File(bytes: Data(ServeRoutes.reloadScriptText.utf8), contentType: ContentType.of("reload.js"),
                                       etag: ServedSite.etag(Data(ServeRoutes.reloadScriptText.utf8)))
            return Self.serve(file, request)
        case (.get, _), (.head, _):
            return await file(request)
        default:
            var response = Self.text(.methodNotAllowed, "\(request.method.rawValue) is not answered here: the site is read with GET and HEAD; the forms post to \(Routes.servePrefix)….")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
    }

    // MARK: Files

    private func file(_ request: Request) async -> Response {
        let raw = request.uri.path
        guard case .file(let requested) = RequestPath.parse(raw) else {
            if case .refused(let reason) = RequestPath.parse(raw) { return Self.text(.badRequest, "Refused: \(reason).") }
            return Self.text(.badRequest, "Refused.")
        }
        let site = await state.site
        if !site.basePath.isEmpty, requested + "/" == site.basePath { return Self.redirect(.movedPermanently, to: raw + "/") }
        var key = site.key(for: requested)
        if key.isEmpty || key.hasSuffix("/") { key = Routes.folderIndex(key) }
        if let failure = await state.failure, key.hasSuffix(".html") || !site.contains(key) {
            return Self.html(.internalServerError, ServePages.buildFailed(failure, generation: await state.generation), request)
        }
        let made: ServedSite.File?
        do throws(BuildError) { made = try site.file(key) } catch {
            return Self.html(.internalServerError, ServePages.buildFailed(error.description, generation: site.generation), request)
        }
        guard let file = made else {
            if site.contains(Routes.folderIndex(key)) { return Self.redirect(.movedPermanently, to: raw + "/") }
            return Self.html(.notFound, ServePages.notFound(raw, generation: site.generation), request)
        }
        if key.hasSuffix(".html"), let notice = await state.takeNotice(for: raw) {
            return Self.html(.ok, String(decoding: ServePages.insert(notice, into: file.bytes), as: UTF8.self), request)
        }
        return Self.serve(file, request)
    }

    /// A file with its type, `no-cache` and its ETag; 304 when the browser has these bytes already.
    static func serve(_ file: ServedSite.File, _ request: Request) -> Response {
        var headers: HTTPFields = [.contentType: file.contentType, .cacheControl: "no-cache", .eTag: file.etag,
                                   .xContentTypeOptions: "nosniff"]
        if let match = request.headers[.ifNoneMatch],
           match.split(separator: ",").contains(where: { let tag = $0.trimmingCharacters(in: .whitespaces); return tag == file.etag || tag == "*" || tag == "W/" + file.etag }) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = String(file.bytes.count)
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes))
        return Response(status: .ok, headers: headers, body: body)
    }

    static func html(_ status: HTTPResponse.Status, _ text: String, _ request: Request) -> Response {
        let bytes = Data(text.utf8)
        let headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                                   .contentLength: String(bytes.count), .xContentTypeOptions: "nosniff"]
        return Response(status: status, headers: headers,
                        body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let bytes = Data((message + "\n").utf8)
        return Response(status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store",
                                                  .xContentTypeOptions: "nosniff"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func redirect(_ status: HTTPResponse.Status, to location: String) -> Response {
        Response(status: status, headers: [.location: location, .cacheControl: "no-store", .contentLength: "0"])
    }

    /// `?token=` was right: keep it in a cookie and go to the same page without it in the address.
    private func tokenAccepted(_ request: Request) -> Response {
        var response = Self.redirect(.seeOther, to: request.uri.path)
        response.headers[.setCookie] = "\(RequestGuard.tokenCookie)=\(checks.token ?? ""); Path=/; HttpOnly; SameSite=Strict"
        return response
    }

    // MARK: Forms

    private func post(_ request: Request, to logForm: Routes.Form) async -> Response {
        if let refusal = checks.crossSiteRefusal(request) { return Self.text(.forbidden, "Refused: \(refusal).") }
        let type = request.headers[.contentType]?.lowercased() ?? ""
        guard type.hasPrefix("application/x-www-form-urlencoded") else {
            return Self.text(.unsupportedMediaType, "Refused: a form must be sent as application/x-www-form-urlencoded.")
        }
        let buffer: ByteBuffer
        do { buffer = try await request.body.collect(upTo: Self.bodyLimit) } catch {
            return Self.text(.contentTooLarge, "Refused: a form body over \(Self.bodyLimit) bytes "
                + "(a moment's Markdown body may hold at most \(NumberText.grouped(TextLimit.markdownBody.maxScalars)) characters).")
        }
        guard let form = FormBody(String(decoding: buffer.readableBytesView, as: UTF8.self)) else {
            return Self.text(.badRequest, "Refused: a broken %-escape in the form.")
        }
        if let refusal = checks.csrfRefusal(form) { return Self.text(.forbidden, "Refused: \(refusal).") }
        let back = backPath(request)
        await state.beginWrite()
        let before = storeLook()
        let outcome = logForm.run(form, siteFolder: siteFolder, now: now())
        await state.endWrite(logForm.write(outcome, before: before, after: storeLook()))
        switch outcome {
        case .success(let logged):
            await state.rebuild()
            await state.leave(Notice(text: logged.message, isError: false), for: back)
        case .failure(let failure):
            await state.leave(Notice(text: failure.message, isError: true), for: back)
        }
        return Self.redirect(.seeOther, to: back)
    }

    /// The page the form was on (its Referer, when it is this server's), else the overview.
    private func backPath(_ request: Request) -> String {
        guard let referer = request.headers[.refererHeader], let url = URLComponents(string: referer),
              let host = url.host?.lowercased() else { return "/" }
        let authority = (host.contains(":") ? "[\(host)]" : host) + ":\(url.port ?? 80)"
        let path = url.percentEncodedPath.isEmpty ? "/" : url.percentEncodedPath
        guard checks.allowedHosts.contains(authority), case .file = RequestPath.parse(path) else { return "/" }
        return path
    }

    // MARK: Events

    /// The version of the page at the request path `path` in `site` (`nil`: no such page, or it failed).
    static func version(of path: String, in site: ServedSite) -> String? {
        guard case .file(let requested) = RequestPath.parse(path) else { return nil }
        var key = site.key(for: requested)
        if key.isEmpty || key.hasSuffix("/") { key = Routes.folderIndex(key) }
        guard key.hasSuffix(".html"), let file = try? site.file(key) else { return nil }
        return file.version
    }

    /// Server-Sent Events: one `reload` event once the site is newer than the page's `since` build. With
    /// the page's path and `version` (what the reload script sends), a newer build whose page is byte for
    /// byte the one shown does not reload it: the minute's rebuild, or a check-in on another page, leaves
    /// the page in peace.
    private func events(_ request: Request) async -> Response {
        let since = request.uri.queryParameters["since"].flatMap { Int($0) } ?? 0
        let page = request.uri.queryParameters["page"].map(String.init)
        let version = request.uri.queryParameters["version"].map(String.init)
        let state = self.state
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
            var quiet = 0
            // The newest build whose page is the one shown.
            var shown = since
            while !Task.isCancelled {
                if await state.stopping { break }
                let generation = await state.generation
                if generation > shown {
                    if let page, let version, await state.failure == nil {
                        let site = await state.site
                        if site.generation == generation, Self.version(of: page, in: site) == version {
                            shown = generation
                            continue
                        }
                    }
                    try await writer.write(ByteBuffer(string: "event: reload\ndata: \(generation)\n\n"))
                    break
                }
                quiet += 1
                if quiet % 60 == 0 { try await writer.write(ByteBuffer(string: ": waiting\n\n")) }
                try await Task.sleep(for: .milliseconds(250))
            }
            try await writer.finish(nil)
        })
    }
}

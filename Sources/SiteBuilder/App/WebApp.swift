import Foundation
import Settings
import Workspace

/// The site as an app on a phone's home screen: the web app manifest (name from the site's title,
/// colours from its palette, the icons of `Public/icons/`) and, with `[app] offline = true`, a service
/// worker that keeps the pages already opened for use without a network (browsers run it over https only).
enum WebApp {
    /// The palette's page background (`--bg` of `Public/css/site.css`): dark and light.
    static let darkBackground = "#000000"
    static let lightBackground = "#F5F7FA"

    /// One `<meta name="theme-color">`: its colour, and the colour scheme it is for (one a theme).
    struct ThemeColor {
        let color: String
        let media: String?
    }

    /// The theme colours of the head: the browser's bar takes the colour of the page's top bar.
    static func themeColors(_ theme: Theme) -> [ThemeColor] {
        switch theme {
        case .dark: [ThemeColor(color: darkBackground, media: nil)]
        case .light: [ThemeColor(color: lightBackground, media: nil)]
        // One colour for `auto` too: the Nu HTML Checker refuses `media` on a `<meta>`, and the manifest
        // takes the palette's own (dark) colours as well.
        case .auto: [ThemeColor(color: darkBackground, media: nil)]
        }
    }

    /// The manifest (W3C "Web Application Manifest"); every URL in it is relative to its own, at the root.
    struct Manifest: Encodable {
        struct Icon: Encodable {
            let src: String
            let sizes: String
            let type = "image/png"
            let purpose: String
        }
        let name: String
        let description = "A dashboard of fitness and habit history, built by sitegen."
        let lang = "en"
        let id = "./"
        let start_url = "./"
        let scope = "./"
        let display = "standalone"
        let background_color: String
        let theme_color: String
        let icons: [Icon]
    }

    /// The manifest of the site: `auto` takes the dark colours (the palette's own), as a manifest has one pair.
    static func manifest(_ settings: SiteSettings) -> Manifest {
        let background = settings.theme == .light ? lightBackground : darkBackground
        let title = settings.title.isEmpty ? "sitegen" : settings.title
        return Manifest(name: title, background_color: background, theme_color: background,
                        icons: Routes.appIcons.map { Manifest.Icon(src: $0.file, sizes: "\($0.size)x\($0.size)", purpose: $0.purpose) })
    }

    /// Adds the manifest, and the service worker with its script when `[app] offline` is on.
    static func render(_ model: SiteModel, into site: inout Site) throws(BuildError) {
        try site.add(Routes.webManifest, try DataFiles.encode(manifest(model.settings)))
        guard model.settings.app.offline else { return }
        try site.add(Routes.serviceWorker, text: serviceWorker(version: Int(model.now.timeIntervalSince1970)))
        try site.add(Routes.offlineScript, text: registration)
    }

    /// Registers `sw.js` (found from this script's own URL, so a site under a sub-folder works) over https.
    static let registration = """
        // sitegen: keeps the pages already opened for offline use ([app] offline = true in site.toml).
        if ("serviceWorker" in navigator && location.protocol === "https:" && document.currentScript) {
          navigator.serviceWorker.register(new URL("../\(Routes.serviceWorker)", document.currentScript.src));
        }

        """

    /// Network first: a page or file fetched is kept in the cache and served from it when the network fails.
    /// `version` (the build's time, in seconds) names the cache, so a new build starts a new one and drops the old.
    static func serviceWorker(version: Int) -> String {
        let name = "sitegen-\(version)"
        return """
            // sitegen's service worker ([app] offline = true): every page and file opened is kept, and shown
            // when the network is not there. Nothing but this site's own files is fetched or kept.
            const CACHE = "\(name)";
            self.addEventListener("install", (event) => {
              event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(["./", "./\(Routes.webManifest)"])));
              self.skipWaiting();
            });
            self.addEventListener("activate", (event) => {
              event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)))));
              self.clients.claim();
            });
            self.addEventListener("fetch", (event) => {
              const request = event.request;
              if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
              event.respondWith(fetch(request).then((response) => {
                if (response.ok) {
                  const copy = response.clone();
                  caches.open(CACHE).then((cache) => cache.put(request, copy));
                }
                return response;
              }).catch(() => caches.match(request).then((cached) => cached || Response.error())));
            });

            """
    }
}

/// One or two a page, in its frame: listed, not reflected.
extension WebApp.ThemeColor: Fields {
    func fields(_ f: inout some FieldVisitor) { f("color", color); f("media", media) }
}

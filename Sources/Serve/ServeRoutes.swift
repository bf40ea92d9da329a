import SiteBuilder

/// The paths only serve answers, all under `/_sitegen/` (no page of the site lives there): the reload
/// events and script here, the logging forms' in `Routes.Form`.
enum ServeRoutes {
    static let prefix = Routes.servePrefix
    static let events = prefix + "events"
    static let reloadScript = prefix + "reload.js"

    /// The script serve adds to every page: it waits on `events` for a build newer than the page's
    /// and reloads the page then. Pages work without it; the static build never has it.
    static let reloadScriptText = """
    (function () {
      "use strict";
      var tag = document.currentScript;
      var since = tag ? tag.getAttribute("data-generation") : "0";
      if (!window.EventSource) { return; }
      var events = new EventSource("\(events)?since=" + encodeURIComponent(since || "0"));
      events.addEventListener("reload", function () { events.close(); window.location.reload(); });
    }());

    """
}

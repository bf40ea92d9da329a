/// The paths only serve answers, all under `/_sitegen/` (no page of the site lives there).
enum ServeRoutes {
    static let prefix = "/_sitegen/"
    static let events = "/_sitegen/events"
    static let reloadScript = "/_sitegen/reload.js"
    static let gymLog = "/_sitegen/gym/log"
    static let habitCheck = "/_sitegen/habit/check"
    static let habitUndo = "/_sitegen/habit/undo"
    static let momentAdd = "/_sitegen/moment/add"
    static let goalSet = "/_sitegen/goal/set"

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

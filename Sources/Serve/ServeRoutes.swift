import SiteBuilder

/// The paths only serve answers, all under `/_sitegen/` (no page of the site lives there): the reload
/// events and script here, the logging forms' in `Routes.Form`.
enum ServeRoutes {
    static let prefix = Routes.servePrefix
    static let events = prefix + "events"
    static let reloadScript = prefix + "reload.js"

    /// The script serve adds to every page: it waits on `events` for a build in which this page changed
    /// and reloads the page then, unless the person is filling in a form (a field has the focus or holds
    /// something typed): then it waits until they are not. Pages work without it; the static build never has it.
    static let reloadScriptText = """
    (function () {
      "use strict";
      var tag = document.currentScript;
      var since = tag ? tag.getAttribute("data-generation") : "0";
      var version = tag ? tag.getAttribute("data-version") : null;
      if (!window.EventSource) { return; }
      function typing() {
        var active = document.activeElement;
        if (active && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName) && active.type !== "submit") { return true; }
        var fields = document.querySelectorAll("input, textarea");
        for (var i = 0; i < fields.length; i++) {
          var field = fields[i];
          var changed = (field.type === "checkbox" || field.type === "radio")
            ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
          if (changed) { return true; }
        }
        return false;
      }
      function reload() {
        if (typing()) { window.setTimeout(reload, 2000); } else { window.location.reload(); }
      }
      var query = "?since=" + encodeURIComponent(since || "0");
      if (version) { query += "&page=" + encodeURIComponent(window.location.pathname) + "&version=" + encodeURIComponent(version); }
      var events = new EventSource("\(events)" + query);
      events.addEventListener("reload", function () { events.close(); reload(); });
    }());

    """
}

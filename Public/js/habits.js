// Remembers which habit sections are open across visits. Optional: without it every section
// starts open and the page works the same.
(function () {
  "use strict";
  var key = "sitegen.habits.sections";
  var state = {};
  try { state = JSON.parse(window.localStorage.getItem(key) || "{}") || {}; } catch (e) { state = {}; }
  document.querySelectorAll(".habits > details[id]").forEach(function (section) {
    var id = section.id;
    if (Object.prototype.hasOwnProperty.call(state, id)) { section.open = state[id] === true; }
    section.addEventListener("toggle", function () {
      state[id] = section.open;
      try { window.localStorage.setItem(key, JSON.stringify(state)); } catch (e) { /* storage refused: nothing to remember */ }
    });
  });
})();

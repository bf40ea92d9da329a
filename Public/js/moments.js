// Filters the moments page by kind, category and words. Optional: without it every moment is listed
// and the category pages still filter; the script only hides what does not match.
(function () {
  "use strict";
  var form = document.getElementById("moment-search");
  if (!form) { return; }
  var query = form.querySelector("#moment-q"), kind = form.querySelector("#moment-kind");
  var category = form.querySelector("#moment-cat"), count = form.querySelector(".moment-search-count");
  var items = Array.prototype.slice.call(document.querySelectorAll(".moment-list .moment-card"));
  function apply() {
    var words = query.value.toLowerCase().split(/\s+/).filter(Boolean), shown = 0;
    items.forEach(function (item) {
      var text = item.getAttribute("data-search") || "";
      var match = (!kind.value || item.getAttribute("data-kind") === kind.value)
        && (!category.value || item.getAttribute("data-category") === category.value)
        && words.every(function (word) { return text.indexOf(word) !== -1; });
      item.hidden = !match;
      if (match) { shown += 1; }
    });
    document.querySelectorAll(".moment-month").forEach(function (month) {
      month.hidden = !month.querySelector(".moment-card:not([hidden])");
    });
    count.textContent = shown + " of " + count.getAttribute("data-total") + " moments shown";
  }
  form.addEventListener("input", apply);
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  form.hidden = false;
  apply();
})();

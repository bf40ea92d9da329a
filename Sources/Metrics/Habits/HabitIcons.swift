/// The built-in habit icons (seed Skill Tracker: "Icon selection gallery"): 24 × 24 strokes, drawn by
/// `css/habits.css` in `currentColor` so they are white on the cards.
public enum HabitIcons {
    /// Icon name → SVG path data.
    public static let paths: [String: String] = [
        "book": "M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5",
        "figure": "M12 4.5a1.5 1.5 0 1 0 0-.01M5 9l7 1 7-1M12 10v5l-4 6M12 15l4 6",
        "drop": "M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z",
        "glass": "M6 3h12l-1.5 18h-9zM6.8 10h10.4",
        "scale": "M4 5h16v15H4zM8 9a4 4 0 0 1 8 0M12 9l1.5-2",
        "leaf": "M5 19C5 10 11 5 20 4c0 9-5 15-13 15zM5 19l8-8",
        "music": "M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z",
        "apple": "M12 7c-2-1.5-7-1.5-7 4 0 5 3 9 5 9 1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 5-4 5-9 0-5.5-5-5.5-7-4zM12 7c0-2 1-4 3-4",
        "globe": "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18",
        "home": "M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6",
        "sun": "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
        "heart": "M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z",
        "star": "M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.3l1-6.2L3 9.7l6.2-.9z",
        "dumbbell": "M3 10v4M6 7v10M18 7v10M21 10v4M6 12h12",
        "pencil": "M4 20l1-5L16 4l4 4L9 19zM14 6l4 4",
        "moon": "M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z",
        "check": "M4 12.5l5 5L20 6.5",
        "flame": "M12 3c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 0 2 1 3 2 3 0-3-1-5.5.5-8z",
    ]

    /// The icon names `habit add --icon` accepts, sorted.
    public static var names: [String] { paths.keys.sorted() }

    /// Whether `name` is a built-in icon.
    public static func contains(_ name: String) -> Bool { paths[name] != nil }

    /// The icon `name` as a decorative mark (`aria-hidden`) drawn by the stylesheets (`.icon` and its
    /// sizes 18, 20 and 24 in `site.css`, the shape in `css/habits.css`); an unknown name draws the
    /// check. Each page names the icon instead of carrying its SVG: a Habits day page with ten cards
    /// used to inline twenty copies of the same paths.
    public static func mark(_ name: String, size: Int = 24) -> String {
        "<span class=\"icon icon-\(known(name)) icon-\(size)\" aria-hidden=\"true\"></span>"
    }

    /// `name` when it is a built-in icon, else the check (what an unknown name draws).
    public static func known(_ name: String) -> String { paths[name] == nil ? "check" : name }

    /// The pseudo-elements that draw an icon without a mark of their own on the page (`site.css` gives
    /// them the mask and the size): the 🔥 before the total streak and every card's streak (a
    /// Habits day page would otherwise carry the flame's span once a card).
    public static let drawnBy: [String: [String]] = [
        "flame": [".habits-total::before", ".habit-card > p:first-of-type::before"],
    ]

    /// The rules of `css/habits.css` that give each icon its shape (`--icon`, the mask `.icon` in
    /// `site.css` paints in `currentColor`, so an icon is white on the cards as the inline SVG's stroke
    /// was). Sorted by name, so the stylesheet is the same on every build.
    public static var css: [String] {
        names.map { name in
            ([".icon-\(name)"] + (drawnBy[name] ?? [])).joined(separator: ", ") + " { --icon: url(\"\(dataURL(paths[name]!))\"); }"
        }
    }

    /// One icon as a `data:` URL of its 24 × 24 SVG, stroked 2 px with round caps and joins; `<` and `>`
    /// percent-encoded, so the URL is valid in CSS and in the pages' Content-Security-Policy (`img-src data:`).
    public static func dataURL(_ path: String) -> String {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' "
            + "stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='\(path)'/></svg>"
        return "data:image/svg+xml," + svg.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E")
    }
}

/// Suggests the known name closest to a misspelt one ("did you mean 'step_goal'?").
enum KeySuggestion {
    /// The closest of `known` to `name` when few enough edits apart, or the one it starts; `nil` otherwise.
    static func closest(to name: String, among known: [String]) -> String? {
        nearest(to: name, among: known) ?? known.first { name.count >= 4 && $0.hasPrefix(name.lowercased()) }
    }

    /// The known name fewest edits away, when within about a third of the name's length.
    private static func nearest(to name: String, among known: [String]) -> String? {
        let limit = max(2, name.count / 3)
        let scored = known.map { (name: $0, distance: distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else {
            return nil
        }
        return best.name
    }

    /// The Levenshtein distance: insertions, deletions and substitutions to turn `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, charA) in a.enumerated() {
            var current = [i + 1]
            for (j, charB) in b.enumerated() {
                let substitution = previous[j] + (charA == charB ? 0 : 1)
                current.append(min(substitution, previous[j + 1] + 1, current[j] + 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

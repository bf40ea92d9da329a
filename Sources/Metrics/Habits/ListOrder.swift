/// Where `sitegen habit move` puts a habit or category (an order the person sets).
public enum ListPlacement: Sendable, Equatable {
    case before(String)
    case after(String)
    case first
    case last
}

/// The order of a list of named things (habits, categories) after a move: pure, names matched without case.
public enum ListOrder {
    /// Why a move is refused: the name (or the other name) is not in the list, or both are the same.
    public enum Refusal: Error, Equatable {
        case unknown(String)
        case sameName(String)
    }

    /// `names` with `name` moved to `placement`; the others keep their order.
    public static func moving(_ name: String, to placement: ListPlacement, in names: [String]) throws(Refusal) -> [String] {
        func index(_ wanted: String) throws(Refusal) -> Int {
            guard let i = names.firstIndex(where: { $0.lowercased() == wanted.lowercased() }) else { throw .unknown(wanted) }
            return i
        }
        let moved = names[try index(name)]
        var rest = names
        rest.remove(at: try index(name))
        switch placement {
        case .first: rest.insert(moved, at: 0)
        case .last: rest.append(moved)
        case .before(let other), .after(let other):
            let target = try index(other)
            guard names[target] != moved else { throw .sameName(other) }
            let at = rest.firstIndex(of: names[target])!
            if case .before = placement { rest.insert(moved, at: at) } else { rest.insert(moved, at: at + 1) }
        }
        return rest
    }
}

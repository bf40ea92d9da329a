/// Turns a page model into dictionaries and arrays before Mustache renders it.
///
/// swift-mustache looks every name up with a new `Mirror` of each object on the context stack;
/// on a two-year site that was most of the build time. Reflecting each model once, into
/// `[String: Any]` (which Mustache reads by key), gives the same output much faster.
enum TemplateValue {
    /// `value` with every struct or class as `[String: Any]` (nil properties left out), every
    /// collection as `[Any]`, optionals unwrapped, and everything else as it is.
    static func plain(_ value: Any) -> Any? {
        // Most values are text and numbers: no Mirror for those.
        switch value {
        case is String, is Int, is Bool, is Double, is Int64: return value
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { plain($0.value) }
        case .struct, .class:
            var dictionary: [String: Any] = [:]
            for child in mirror.children {
                if let label = child.label, let inner = plain(child.value) { dictionary[label] = inner }
            }
            return dictionary
        case .collection, .set:
            return mirror.children.compactMap { plain($0.value) }
        default:
            return value
        }
    }
}

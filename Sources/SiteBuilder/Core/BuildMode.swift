/// What a build's pages are for: the output folder (`sitegen build`), or `sitegen serve`, whose pages carry
/// the logging forms with the server's CSRF token.
public enum BuildMode: Sendable, Equatable {
    case site
    case served(csrf: String)

    /// Whether pages are served from memory (a static build records digests and keeps unchanged pages instead).
    public var isServed: Bool {
        if case .served = self { return true }
        return false
    }

    /// What the templates read as `serve`: `nil` for the site, so `{{#serve}}…{{/serve}}` renders nothing there;
    /// served, the CSRF token (`{{csrf}}`) and every form's action (`{{formActionGymLog}}`, `Routes.Form`).
    var templateValues: [String: String]? {
        guard case .served(let csrf) = self else { return nil }
        var values = ["csrf": csrf]
        for form in Routes.Form.allCases { values[form.templateKey] = form.path }
        return values
    }
}

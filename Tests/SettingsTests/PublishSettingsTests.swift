import Testing
import Settings

@Suite("[publish] base_url: the path serve answers under")
struct PublishSettingsTests {
    @Test("the base path is the URL's path without its leading slash, ending in one slash; none at the host's root",
          arguments: [("", ""), ("https://example.org", ""), ("https://example.org/", ""), ("https://example.org/health", "health/"),
                      ("https://example.org/health/", "health/"), ("https://example.org/a/b//", "a/b/"),
                      ("https://example.org:8443/me/site/", "me/site/")])
    func basePath(url: String, path: String) {
        var publish = PublishSettings()
        publish.baseURL = url
        #expect(publish.basePath == path)
    }
}

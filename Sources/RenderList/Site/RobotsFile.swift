/// `robots.txt`, naming the sitemap. Crawlers read it only at the root of a host, so it is written
/// only for a site served there, and never over a `robots.txt` of the user's own.
enum RobotsFile {
    static let fileName = "robots.txt"

    /// Allows every crawler everything, and names the sitemap.
    static func text(sitemap: String) -> String {
        "User-agent: *\nDisallow:\n\nSitemap: \(sitemap)\n"
    }
}

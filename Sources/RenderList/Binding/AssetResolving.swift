/// Maps an image named by a row to the URL the page uses, copying it into the site. The Site
/// stage implements it; binding only asks.
protocol AssetResolving: AnyObject {
    /// The site-relative URL of the image `name` (relative to the data file), or nil when the
    /// file does not exist.
    func imageURL(for name: String) -> String?
}

/// A cell prototype of the template: one designed cell, identified by its reuse identifier.
struct Prototype {
    /// The identifier given by `rl:prototype`.
    let identifier: String
    /// The prototype element, inside the template document. Rows get deep copies of it.
    let element: XMLNode
    /// The template line the prototype starts on.
    let line: Int
    /// The keys its rows give the feeds (`rl:feed-title`…), or nil: its rows are no feed entries.
    var feed: FeedKeys? = nil
    /// The key its rows' permalink ids come from (`rl:id`), or nil: `row-N`.
    var anchorKey: String? = nil
}

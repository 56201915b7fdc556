import Foundation

/// One entry of the feeds, with absolute URLs: what ``AtomFeed`` and ``JSONFeed`` write.
struct FeedEntry: Equatable {
    /// A permanent, unique identifier: the entry's link (the row on its page when another entry
    /// has that link).
    let id: String
    let title: String
    /// Where the entry leads: the row's own link, else the row on its page.
    let link: String
    /// When the entry was published or last changed.
    let date: Date
    let summary: String?
}

/// What the feeds say about the site as a whole.
struct FeedHeader {
    /// The site's title (the template's `<title>`).
    let title: String
    let base: BaseURL
    /// The latest entry's date.
    let updated: Date
}

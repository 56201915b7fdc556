import Foundation

/// What `--sort` names: a key (a path such as `author.name`, as bindings take it) and a
/// direction; `-date` sorts by `date`, descending.
public struct SortKey: Equatable, Sendable {
    /// The key or key path whose values order the rows.
    public var path: String
    /// Whether the largest value comes first. Rows without the key come last either way.
    public var descending: Bool

    /// A key sorting by `path`, ascending unless `descending`.
    public init(path: String, descending: Bool = false) {
        self.path = path
        self.descending = descending
    }

    /// Reads `--sort`'s value: `KEY` ascending, `-KEY` descending; nil when no key is left.
    public init?(_ text: String) {
        let descending = text.hasPrefix("-")
        let path = descending ? String(text.dropFirst()) : text
        guard Self.problem(withKey: path, option: "--sort") == nil else { return nil }
        self.init(path: path, descending: descending)
    }

    /// Why `text` cannot be `--sort`'s value, or nil when it can: a whole sentence.
    public static func problem(with text: String, option: String = "--sort") -> String? {
        let path = text.hasPrefix("-") ? String(text.dropFirst()) : text
        return problem(withKey: path, option: option).map {
            $0 + " For a descending order put a minus sign before the key, as in \(option) -date."
        }
    }

    /// Why `key` cannot name a key for `option` (`--group-by`, `--taxonomy`), or nil when it can.
    public static func problem(withKey key: String, option: String) -> String? {
        let trimmed = key.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            return "\(option) needs the name of a key of the rows, such as \(option) date, but it was given \(DataValue.quoted(key))."
        }
        if trimmed != key || key.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            return "\(option) was given \(DataValue.quoted(key)), which is not a key or a key path: write key names joined by single dots, without spaces around them, such as author.name."
        }
        return nil
    }
}

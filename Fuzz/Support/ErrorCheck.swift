#if canImport(Glibc)
import Glibc
#endif

/// What every refusal must look like: one line that names the file.
///
/// In a strict check a violation stops the fuzzer like a crash, so that libFuzzer keeps the
/// input as an artifact. A lenient check (for code this project's fuzzing does not fix, such
/// as the template loader) copies the input to the folder in `FUZZ_FINDINGS`, once per kind of
/// message, and prints the message, so that the fuzzer goes on looking for real crashes.
enum ErrorCheck {
    nonisolated(unsafe) private static var reported = 0

    /// Checks that `description` is a single line that starts with `path`.
    static func check(_ description: String, path: String, what: String, strict: Bool = true) {
        let problem: String
        if !description.hasPrefix(path) {
            problem = "does not start with the file's path"
        } else if description.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            problem = "is more than one line"
        } else {
            return
        }
        if strict { fatalError("\(what) \(problem): \(description)") }
        // One finding per kind of message: its first 40 characters after the location, digits
        // left out, name the copy, so that a message seen again overwrites nothing new.
        let kind = description.dropFirst(path.count).drop(while: { $0 == ":" || $0.isNumber || $0 == " " })
            .filter { !$0.isNumber }.prefix(40)
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in kind.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        guard let folder = getenv("FUZZ_FINDINGS") else { return }
        let copy = "\(String(cString: folder))/message-\(String(hash, radix: 16))"
        guard access(copy, F_OK) != 0, reported < 20 else { return }
        reported += 1
        _ = FuzzInput.copy(path, to: copy)
        fputs("render-list-fuzz: \(what) \(problem) (input saved as \(copy)): \(description)\n".replacingNewlines, stderr)
    }
}

private extension String {
    var replacingNewlines: String {
        String(self.dropLast().map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? "⏎" : $0 }) + "\n"
    }
}

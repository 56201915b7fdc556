#if canImport(Glibc)
import Glibc
#endif

/// What every refusal must look like: one line that names the file.
///
/// In a strict check a violation stops the fuzzer like a crash, so that libFuzzer keeps the
/// input as an artifact. A lenient check (for code this project's fuzzing does not fix, such
/// as the template loader) copies the input to the folder in `FUZZ_FINDINGS` (at most 20
/// files) and prints the message once, so that the fuzzer goes on looking for real crashes.
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
        guard reported < 20 else { return }
        reported += 1
        let line = "render-list-fuzz: \(what) \(problem): \(description)\n"
        fputs(line.replacingNewlines, stderr)
        if let folder = getenv("FUZZ_FINDINGS") {
            let copy = "\(String(cString: folder))/message-\(getpid())-\(reported)"
            _ = FuzzInput.copy(path, to: copy)
        }
    }
}

private extension String {
    var replacingNewlines: String {
        String(self.dropLast().map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? "⏎" : $0 }) + "\n"
    }
}

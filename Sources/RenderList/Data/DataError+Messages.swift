#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DataError {
    /// The file cannot be opened or read; `errno` gives the system's reason.
    static func unreadable(path: String, errno code: Int32) -> DataError {
        let reason = String(cString: strerror(code))
        return DataError(kind: .unreadable,
                         message: "The data file cannot be read: \(reason). Check the path and the file's permissions.",
                         location: SourceLocation(path: path))
    }

    /// The file is empty, or holds only whitespace.
    static func emptyFile(path: String, sawWhitespace: Bool) -> DataError {
        let what = sawWhitespace ? "holds only whitespace" : "is empty"
        return DataError(kind: .empty,
                         message: "The data file \(what). Write the list in it as a property list or JSON, for example [{\"text\": \"Hello\"}].",
                         location: SourceLocation(path: path))
    }

    /// The bytes at `offset` are not UTF-8.
    static func invalidUTF8(at offset: Int, byte: UInt8, location: SourceLocation) -> DataError {
        DataError(kind: .encoding,
                  message: "The byte 0x\(String(byte, radix: 16, uppercase: true)) at byte offset \(offset) is not valid UTF-8. Save the file as UTF-8.",
                  location: location)
    }
}

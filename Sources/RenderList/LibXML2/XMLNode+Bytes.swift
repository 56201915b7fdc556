import CLibXML2
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Byte-level views of a node for the hot paths (writing HTML, finding bindings): no Swift
/// strings are made. The buffers are valid only during the call.
extension XMLNode {
    /// The element's name as UTF-8 bytes.
    func withNameBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Self.withBytes(pointer.pointee.name, body)
    }

    /// A text node's content as UTF-8 bytes.
    func withContentBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Self.withBytes(pointer.pointee.content, body)
    }

    /// Calls `body` with each attribute's name, namespace URI (nil: none) and value, as bytes.
    func forEachAttributeBytes(
        _ body: (_ name: UnsafeBufferPointer<UInt8>, _ namespace: UnsafeBufferPointer<UInt8>?, _ value: UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var cursor = pointer.pointee.properties
        while let attribute = cursor {
            let value = attribute.pointee.children
            let single = value != nil && value?.pointee.next == nil
            Self.withBytes(attribute.pointee.name) { name in
                let namespace = attribute.pointee.ns?.pointee.href
                Self.withOptionalBytes(namespace) { namespace in
                    if single {
                        Self.withBytes(value?.pointee.content) { body(name, namespace, $0) }
                    } else {
                        let joined = Array(Self.value(of: attribute).utf8)
                        joined.withUnsafeBufferPointer { body(name, namespace, $0) }
                    }
                }
            }
            cursor = attribute.pointee.next
        }
    }

    /// Whether any attribute of the element is in the namespace `uri`.
    func hasAttribute(inNamespace uri: StaticString) -> Bool {
        var cursor = pointer.pointee.properties
        while let attribute = cursor {
            if let href = attribute.pointee.ns?.pointee.href,
               strcmp(UnsafeRawPointer(href).assumingMemoryBound(to: CChar.self),
                      UnsafeRawPointer(uri.utf8Start).assumingMemoryBound(to: CChar.self)) == 0 {
                return true
            }
            cursor = attribute.pointee.next
        }
        return false
    }

    private static func withBytes<Result>(_ text: UnsafePointer<xmlChar>?, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let text else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        let count = strlen(UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self))
        return body(UnsafeBufferPointer(start: text, count: count))
    }

    private static func withOptionalBytes<Result>(_ text: UnsafePointer<xmlChar>?, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        guard let text else { return body(nil) }
        return withBytes(text) { body($0) }
    }
}

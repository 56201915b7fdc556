@testable import RenderList
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer target for the template loader: the input is an XHTML template. A template that
/// loads is also asked for its style sheets and gets its prototypes copied, as rendering does. Messages
/// that are not one line are reported without stopping (the loader is not fixed here).
@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.write(data, size, name: "template.xhtml")
    SmallStack.run {
        do throws(TemplateError) {
            let template = try Template(path: path)
            // Once looped through a DTD's entity declarations (Fuzz/Repro/template-entity-walk-loop.xhtml);
            // the loader now refuses entity references and walks never enter them.
            _ = template.styleSheets
            let scratch = XMLDocument()
            for identifier in template.prototypeIdentifiers {
                guard let prototype = template.prototype(identifier) else { continue }
                let copy = scratch.copy(of: prototype.element)  // what each row starts from
                withExtendedLifetime(copy) { _ = copy.node.textContent }  // the node lives as long as the fragment
            }
        } catch {
            ErrorCheck.check(error.description, path: path, what: "A template error", strict: false)
        }
    }
    return 0
}

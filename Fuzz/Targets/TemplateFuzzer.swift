@testable import RenderList

/// libFuzzer target for the template loader: the input is an XHTML template. A template that
/// loads is also asked for its style sheets and gets its prototypes copied, as rendering does. Messages
/// that are not one line are reported without stopping (the loader is not fixed here).
@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let path = FuzzInput.write(data, size, name: "template.xhtml")
    SmallStack.run {
        do throws(TemplateError) {
            let template = try Template(path: path)
            _ = template.styleSheets
            let scratch = XMLDocument()
            for identifier in template.prototypeIdentifiers {
                guard let prototype = template.prototype(identifier) else { continue }
                _ = scratch.copy(of: prototype.element).node.textContent  // what each row starts from
            }
        } catch {
            ErrorCheck.check(error.description, path: path, what: "A template error", strict: false)
        }
    }
    return 0
}

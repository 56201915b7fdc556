import Foundation

/// Runs Firefox or WebKitGTK on a harness page through the driver script (`DriverScript`),
/// which serves the site on a loopback port, and returns the JSON the harness reported.
struct DriverRunner {
    var browser: Browser
    /// The site folder the driver serves.
    var site: URL
    /// The run's scratch folder: the script, the harness, the profile and the logs go there.
    var scratch: URL
    /// The device scale factor.
    var scale: Double = 1
    /// Variables set in the browser's environment (`FONTCONFIG_FILE` for `--fonts-from`).
    var environment: [String: String] = [:]
    /// Longest wait for one run, in seconds.
    var timeout: Double = 600

    /// The programs a run needs, found on the PATH, or an error that says what to install.
    static func tools(for browser: Browser) throws(VerificationError) -> [String: String] {
        // Debian's own Python holds python3-gi; a python3 earlier on the PATH (pyenv) may not.
        guard let python = BrowserProcess.find(["/usr/bin/python3", "python3"]) else {
            throw VerificationError("Python 3 was not found; install python3 to verify in \(browser.displayName).")
        }
        switch browser {
        case .chromium:
            return ["python": python]
        case .firefox:
            guard let firefox = BrowserProcess.find(["firefox-esr", "firefox"]) else {
                throw VerificationError("Firefox was not found on the PATH; install it (apt-get install firefox-esr) to verify in Firefox.")
            }
            return ["python": python, "firefox": firefox]
        case .webkit:
            guard let xvfb = BrowserProcess.find(["xvfb-run"]) else {
                throw VerificationError("xvfb-run was not found on the PATH; install it (apt-get install xvfb xauth) to verify in WebKit.")
            }
            return ["python": python, "xvfb-run": xvfb]
        }
    }

    /// Measures the pages at `paths` (relative to the site folder, in order); returns the JSON.
    func measure(paths: [String], viewportWidths: [Int]) throws(VerificationError) -> String {
        let tools = try Self.tools(for: browser)
        let script = scratch.appendingPathComponent(DriverScript.fileName)
        let harness = scratch.appendingPathComponent("harness.html")
        let page = MeasuringHarness(pageURLs: paths.map { "/" + Self.urlPath($0) }, viewportWidths: viewportWidths,
                                    resultsURL: "/__render-list/results")
        do {
            try Data(DriverScript.source.utf8).write(to: script)
            try Data(page.html.utf8).write(to: harness)
        } catch {
            throw VerificationError("Could not write the harness into \(scratch.path): \(error.localizedDescription).")
        }
        let driverTimeout = max(10, timeout - 30)
        var arguments = [script.path, browser.rawValue, site.path, harness.path,
                         scratch.appendingPathComponent("profile-\(browser.rawValue)").path,
                         String(scale), String(driverTimeout)]
        if let firefox = tools["firefox"] { arguments.append(firefox) }
        var executable = tools["python"]!
        var environment = self.environment
        if browser == .webkit {
            arguments = ["-a", "-s", "-screen 0 1600x1200x24", executable] + arguments
            executable = tools["xvfb-run"]!
            environment["GDK_SCALE"] = String(Int(scale))
        }
        let run = BrowserProcess(executable: executable, arguments: arguments, environment: environment, timeout: timeout)
        let result = try run.run(errorFile: scratch.appendingPathComponent("driver.log"))
        guard result.succeeded else {
            let reason = result.errors.split(separator: "\n").last.map { " \($0)" } ?? ""
            throw VerificationError("\(browser.displayName) could not measure the pages (the driver ended with status \(result.status)).\(reason)")
        }
        return result.output
    }

    /// A path relative to the site, each component percent-encoded for a URL.
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/").map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "#"])) ?? String($0)
        }.joined(separator: "/")
    }
}

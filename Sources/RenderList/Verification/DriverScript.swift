/// The Python script that lets Firefox and WebKitGTK measure a site (`DriverRunner` writes it
/// into the run's scratch folder): it serves the site folder and the harness page on a loopback
/// port, opens the harness in the browser, and prints the JSON the harness POSTs back. The
/// site's pages go out with a content security policy that keeps the frames they embed empty.
/// Firefox runs headless in a throwaway profile whose `user.js` sets the device scale factor;
/// WebKitGTK runs in the script itself (Python's GObject bindings), under `xvfb-run`, its scale
/// set by `GDK_SCALE`. Only the standard library and `gi` are used.
enum DriverScript {
    /// The script's name in the scratch folder.
    static let fileName = "render-list-verify-driver.py"

    static let source = #"""
    """render-list verify's driver for Firefox and WebKitGTK (written out by the verifier).
    Usage: driver.py ENGINE SITE HARNESS PROFILE SCALE TIMEOUT [FIREFOX]"""
    import http.server, mimetypes, os, pathlib, signal, subprocess, sys, threading, time, urllib.parse

    engine, site, harness, profile = sys.argv[1], pathlib.Path(sys.argv[2]).resolve(), sys.argv[3], sys.argv[4]
    scale, timeout = sys.argv[5], float(sys.argv[6])
    firefox = sys.argv[7] if len(sys.argv) > 7 else "firefox-esr"
    results, done = {}, threading.Event()
    # The verifier starts the driver with most signals blocked, and a browser inherits the mask:
    # Firefox, deaf to SIGCHLD and SIGTERM, then took seconds to start and never stopped when told.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("The driver was stopped before the browser reported."))


    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
            if path == "/__render-list/harness.html":
                file, policy = pathlib.Path(harness), None
            else:
                file, policy = (site / path.lstrip("/")).resolve(), "frame-src 'none'"
                if file.is_dir():
                    file = file / "index.html"
                if site not in file.parents or not file.is_file():
                    self.send_error(404)
                    return
            body = file.read_bytes()
            self.send_response(200)
            kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
            self.send_header("Content-Type", kind + ("; charset=utf-8" if kind.startswith("text/") else ""))
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            if policy:
                self.send_header("Content-Security-Policy", policy)
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            self.send_response(204)
            self.end_headers()
            results["body"] = body
            done.set()


    class Server(http.server.ThreadingHTTPServer):
        daemon_threads = True

        def handle_error(self, request, address):
            pass  # a browser closing a connection it no longer needs


    def run_firefox(url):
        prefs = {
            "layout.css.devPixelsPerPx": f'"{scale}"', "browser.shell.checkDefaultBrowser": "false",
            "browser.startup.homepage_override.mstone": '"ignore"', "browser.aboutwelcome.enabled": "false",
            "datareporting.policy.dataSubmissionEnabled": "false", "toolkit.telemetry.reportingpolicy.firstRun": "false",
            "app.update.disabledForTesting": "true", "browser.sessionstore.resume_from_crash": "false",
            "browser.safebrowsing.update.enabled": "false", "dom.max_script_run_time": "0",
            "toolkit.startup.max_resumed_crashes": "-1",
        }
        # The content process's sandbox reads fonts only from the system's font folders: let it
        # read the visitor's (--fonts-from), or their text is set in hex boxes.
        if os.environ.get("RENDER_LIST_VISITOR_FONTS"):
            prefs["security.sandbox.content.read_path_whitelist"] = '"' + os.environ["RENDER_LIST_VISITOR_FONTS"].rstrip("/") + '/"'
        os.makedirs(profile, exist_ok=True)
        with open(os.path.join(profile, "user.js"), "w") as out:
            out.writelines(f'user_pref("{name}", {value});\n' for name, value in prefs.items())
        try:
            browser = subprocess.Popen([firefox, "--headless", "--no-remote", "--new-instance", "--profile", profile,
                                        "--window-size", "1280,800", url], stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, start_new_session=True)
        except OSError as error:
            sys.exit(f"Could not start {firefox}: {error.strerror}.")
        try:
            while not done.wait(0.1) and browser.poll() is None and timeout_left() > 0:
                pass
        finally:
            stop(browser)


    def stop(browser):
        try:
            os.killpg(browser.pid, signal.SIGTERM)
            browser.wait(10)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(browser.pid, signal.SIGKILL)


    def run_webkit(url):
        try:
            import gi
            gi.require_version("Gtk", "3.0")
            gi.require_version("WebKit2", "4.1")
            from gi.repository import GLib, Gtk, WebKit2
        except (ImportError, ValueError) as error:
            sys.exit(f"WebKitGTK is not available to Python ({error}); install python3-gi and gir1.2-webkit2-4.1.")
        if not Gtk.init_check(sys.argv)[0]:
            sys.exit("GTK could not open a display; run the driver under xvfb-run.")
        window = Gtk.Window()
        window.set_default_size(1280, 800)
        view = WebKit2.WebView()
        view.get_settings().set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
        view.connect("web-process-terminated", lambda *_: Gtk.main_quit())
        window.add(view)
        window.show_all()
        GLib.timeout_add(50, lambda: Gtk.main_quit() if done.is_set() or timeout_left() <= 0 else True)
        view.load_uri(url)
        Gtk.main()


    started = time.monotonic()
    timeout_left = lambda: timeout - (time.monotonic() - started)
    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    (run_webkit if engine == "webkit" else run_firefox)(f"http://127.0.0.1:{server.server_address[1]}/__render-list/harness.html")
    if not done.is_set():
        sys.exit(f"The browser did not report the heights within {timeout:.0f} s (or it stopped first).")
    sys.stdout.buffer.write(results["body"])
    sys.stdout.flush()
    os._exit(0)
    """#
}

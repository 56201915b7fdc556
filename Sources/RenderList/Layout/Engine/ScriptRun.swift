/// The script run text is in, as Blink's shaper splits text: its script (``UnicodeScript``;
/// none before the first letter) and the fallback face found for the letter that started it
/// (``FontDescription/fallbackHint``), which the run's common characters (★, punctuation) use
/// where the listed families lack them. Spaces and other common characters join the run before
/// them, and shaping, kerning included, stops where a run ends.
struct ScriptRun: Equatable {
    var script = UnicodeScript.none
    var hint = 0

    /// Goes on past `value`: a letter of another script starts a run of its own, whose fallback
    /// face is the one that draws it in `run`'s font; common characters stay in this run.
    mutating func enter(_ value: UInt32, run: TextRun) {
        let script = UnicodeScript.of(value)
        guard script != UnicodeScript.none, script != self.script else { return }
        self = ScriptRun(script: script, hint: run.fallbackFace(for: value))
    }

    /// Whether text that starts with a character of `script` is shaped in this run.
    func continues(with script: Int16) -> Bool {
        script == UnicodeScript.none || self.script == UnicodeScript.none || script == self.script
    }
}

/// Unicode facts the approximate metrics and the line breaker need, by scalar value.
enum CharacterClass {
    /// East Asian wide / fullwidth characters and emoji: one em wide, a line may break around them.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F000...0x1F1E5, 0x1F200...0x1F3FA, 0x1F400...0x1FAFF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// Characters that take no room of their own: combining marks, joiners, variation selectors,
    /// emoji modifiers and tags.
    static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
             0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x20D0...0x20FF, 0xFE00...0xFE0F,
             0xFE20...0xFE2F, 0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F, 0xE0100...0xE01EF:
            true
        default:
            false
        }
    }

    /// An emoji modifier (a skin tone, U+1F3FB–U+1F3FF). It extends the grapheme cluster of
    /// whatever comes before it, a space or a letter too: Blink shapes it with that character,
    /// in that character's font, where it is a missing glyph unless an emoji comes before it.
    static func isEmojiModifier(_ value: UInt32) -> Bool {
        value >= 0x1F3FB && value <= 0x1F3FF
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }

    /// Closing punctuation a line must not start with (so no break before it).
    static func forbidsBreakBefore(_ value: UInt32) -> Bool {
        switch value {
        case 0x3001, 0x3002, 0x300D, 0x300F, 0x3011, 0x301F, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A,
             0xFF1B, 0xFF1F, 0x30FC, 0x3063, 0x30C3, 0x3083, 0x30E3:
            true
        default:
            false
        }
    }

    /// Opening punctuation a line must not end with (so no break after it).
    static func forbidsBreakAfter(_ value: UInt32) -> Bool {
        value == 0x300C || value == 0x300E || value == 0x3010 || value == 0xFF08 || value == 0x301D
    }
}

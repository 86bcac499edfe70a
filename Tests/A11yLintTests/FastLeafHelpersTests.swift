import Foundation
import Testing
@testable import A11yLint
@testable import A11yLintModel
@testable import A11yLintLoaders
@testable import A11yLintWriters
@testable import A11yLintFocusModel
@testable import A11yLintFacts
@testable import A11yLintRules
@testable import A11yLintChecks
@testable import A11yLintEngine
@testable import A11yLintConfig
@testable import A11yLintReporters
@testable import A11yLintPairs
@testable import A11yLintRuns

/// `Words.of` and `AndroidRole`'s class-name rules work on bytes for speed; these compare them
/// with their `Character` definitions on tricky input.
@Suite struct FastLeafHelpersTests {
    static let tricky: [String] = [
        "", " ", "Wi-Fi", "Bluetooth, On", "Hello   World", "ABC123def", "snake_case and-kebab", "a.b,c;d!e?f",
        "e\u{301}t\u{E9}", "Cafe\u{301} au lait", "x\u{301}\u{302}\u{303}y", "\u{301}leading mark", "A\u{20DD}B",
        "日本語のテキスト", "中文 文本", "한국어 텍스트", "\u{1100}\u{1161}\u{11A8}", "Ελληνικά ΣΟΦΙΑ", "Русский Текст",
        "emoji 😀 here", "👍🏽ok", "👨‍👩‍👧‍👦 family", "🇫🇷🇩🇪🇺🇸", "🇫🇷x🇩🇪", "1\u{FE0F}\u{20E3} keycap", "#\u{FE0F}\u{20E3}",
        "İstanbul", "İ", "ıi", "STRASSE Straße", "ǅungla", "ﬁne ﬂow", "Å Å",
        "non\u{A0}breaking\u{A0}space", "thin\u{2009}space", "zero\u{200B}width", "joiner\u{200D}x", "a\u{200C}b",
        "line\r\nbreak", "cr\ronly", "lf\nonly", "\r\n\r\n", "tab\there", "\u{0}nul", "\u{7F}del",
        "٣٤٥ arabic digits", "Ⅻ roman", "½ half", "²³ sup", "x²", "①②", "₁₂",
        "\u{0600}B prepend", "\u{0915}\u{094D}\u{0937} indic", "ก่า thai", "مرحبا", "שָׁלוֹם",
        "a\u{0308}\u{0301}", "ASCII then é", "é then ASCII", "trailing\u{301}", "x\u{FE0F}", "©®™",
        String(repeating: "ab ", count: 50), String(repeating: "🇫🇷", count: 40), String(repeating: "e\u{301}", count: 30),
    ]

    @Test func wordsMatchTheCharacterDefinition() {
        for text in Self.tricky {
            #expect(Words.of(text) == Words.ofCharacters(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Every pair of interesting scalars, so each joins or splits as a Character would.
        let scalars: [String] = ["a", "Z", "0", " ", "-", "\r", "\n", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F1EB}", "😀", "İ",
                                 "\u{A0}", "日", "\u{0600}", "\u{1100}", "\u{1161}", "\u{20E3}", "_", "ß"]
        for a in scalars { for b in scalars { for c in ["", "x", "\u{301}", "\u{1F1F7}"] {
            let text = a + b + c + a
            #expect(Words.of(text) == Words.ofCharacters(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        } } }
        for byte in 0 ..< 128 {
            let text = "x" + String(UnicodeScalar(UInt8(byte))) + "Y" + String(UnicodeScalar(UInt8(byte)))
            #expect(Words.of(text) == Words.ofCharacters(text))
        }
    }

    /// `edges`, `hasWord` and `spaced` answer what `of`'s list would, without making it.
    @Test func wordEdgesPresenceAndSpacingMatchTheList() {
        for text in Self.tricky + ["one", "  one  ", "-", "first middle last", "Wi-Fi switch", "Toggle dark mode"] {
            let words = Words.ofCharacters(text)
            let edges = Words.edges(text)
            #expect(edges?.first == words.first && edges?.last == words.last, "\(text.debugDescription)")
            #expect(Words.hasWord(text) == !words.isEmpty, "\(text.debugDescription)")
            #expect(Words.spaced(text) == words.joined(separator: " "), "\(text.debugDescription)")
        }
        #expect(Words.edges("Wi-Fi switch")! == ("wi", "switch"))
        #expect(Words.edges("!!") == nil)
    }

    /// `lowercased(equals:)` is `lowercased() ==`, on ASCII by bytes and on anything else as before.
    @Test func lowercasedEqualsIsLowercasingThenComparing() {
        let lowers = ["switch", "button", "radio button", "", "İstanbul".lowercased(), "straße", "ǆ", "i̇", "toggle"]
        for text in Self.tricky + ["Switch", "SWITCH", "switch", "Switch ", "Button", "RADIO BUTTON", "İ", "STRASSE", "ǅ", "Toggle", "TOGGLE\u{301}"] {
            for lower in lowers {
                #expect(text.lowercased(equals: lower) == (text.lowercased() == lower), "\(text.debugDescription) vs \(lower.debugDescription)")
            }
            #expect(text.lowercased(equals: text.lowercased()), "\(text.debugDescription)")
        }
    }

    @Test func primaryMatchesTheSplitDefinition() {
        let extra = ["Bluetooth, On", ",,,", ",", "\n", "", " ", ",  Wi-Fi ,x", "a\u{0387}b", "a·b", "·\u{301}x", ",\u{301}a,b",
                     "\r\nline", "x\r\n,y", "\n\nfirst\nsecond", " , spaced , ", "日本,語", "é,e", "👍🏽,ok", "\u{A0},\u{A0}"]
        for text in Self.tricky + extra {
            #expect(Words.primary(text) == Words.primaryBySplit(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let separators = [",", "\n", "·", "\u{0387}", "\r", " ", "\u{301}", "a", "é", "\u{1F1EB}"]
        for a in separators { for b in separators { for c in separators {
            let text = a + b + "x" + c + a
            #expect(Words.primary(text) == Words.primaryBySplit(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        } } }
    }

    /// Long names and labels are searched linearly (KMP over Characters), short ones by
    /// Foundation as before: both answer alike.
    @Test func textSearchMatchesFoundation() {
        let haystacks = ["wi-fi settings", "aaaaaaaaab", "abababababc", "café crème", "cafe\u{301} creme", "日本語のテキスト", "👍🏽 ok 👍",
                         "a\r\nb", "ﬁne", "x\u{0387}y", "straße", "ǅ", String(repeating: "ab", count: 300) + "abc"]
        let needles = ["wi-fi", "settings", "aab", "abc", "ababc", "café", "e\u{301}", "é", "テキスト", "👍", "ok", "fi", "x·y",
                       "ss", "ǅ", "b", "aaaaaaaaaab", String(repeating: "ab", count: 100) + "c"]
        for haystack in haystacks {
            for needle in needles {
                #expect(Words.text(haystack, contains: needle, naiveLimit: 0) == haystack.contains(needle), "\(haystack) / \(needle)")
            }
        }
        // One known difference, only when both texts are long: NSString finds a CR inside a CR LF,
        // which is one Character. A trimmed label never starts or ends with one.
        #expect("a\r\nb".contains("\r") && !Words.text("a\r\nb", contains: "\r", naiveLimit: 0))
        // The case that was quadratic: now immediate.
        let name = String(repeating: "a", count: 400_000), label = String(repeating: "a", count: 20_000) + "b"
        #expect(!Words.text(name, contains: label))
        #expect(Words.text(name + "b", contains: label))
    }

    @Test func wordsAreLinearOnHugeTexts() {
        // 2 MB of text: the Character version took seconds; a regression to quadratic would not finish.
        let ascii = String(repeating: "Settings, Wi-Fi and Bluetooth 42 ", count: 64 * 1024)
        #expect(Words.of(ascii).count == 6 * 64 * 1024)
        #expect(Words.primary(ascii) == "Settings")
        #expect(Words.primary(String(repeating: "word ", count: 400_000)).count == 2_000_000 - 1)
        let flags = String(repeating: "🇫🇷", count: 50_000)
        #expect(Words.of(flags) == Words.ofCharacters(flags))
    }

    @Test func lastComponentIsAfterTheLastDot() {
        for name in ["", ".", "a.", ".b", "android.widget.Button", "Button", "a.b.c", "é.Ü", "x\u{301}.y", "🇫🇷.🇩🇪"] {
            let expected: Substring
            if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { expected = name[name.utf8.index(after: dot)...] } else { expected = Substring(name) }
            #expect(ClassName.lastComponent(name) == expected)
            #expect(ClassName.lastComponent(name).utf8.elementsEqual(expected.utf8))
        }
    }

    @Test func classNameRolesMatchTheCharacterRules() {
        let suffixes = ["ImageView", "ImageButton", "Switch", "SwitchCompat", "SwitchMaterial", "ToggleButton", "RadioButton",
                        "CheckBox", "Checkbox", "CompoundButton", "Button", "CheckedTextView", "EditText", "AutoCompleteTextView",
                        "SearchAutoComplete", "SeekBar", "Slider", "ProgressBar", "RatingBar", "WebView", "TabWidget",
                        "HorizontalScrollView", "ScrollView", "ViewPager", "ViewPager2", "Spinner", "GridView", "ListView",
                        "AbsListView", "ExpandableListView", "RecyclerView", "Layout", "ViewGroup", "ComposeView", "TextView",
                        "View", "", "utton", "Butto", "button", "BUTTON"]
        let prefixes = ["", "android.widget.", "androidx.appcompat.widget.AppCompat", "com.example.My", "My", "a.b.",
                        ".", "x.", "Custom", "Scroll", "Horizontal", "\u{301}", "é.", "\r\n", "\u{0600}"]
        for prefix in prefixes {
            for suffix in suffixes {
                for tail in ["", "2", ".", "\u{301}"] {
                    let name = prefix + suffix + tail
                    let bytes = Array(name.utf8)
                    let fast = bytes.withUnsafeBufferPointer { AndroidRole.asciiRole(of: $0) }
                    let slow = AndroidRole.of(className: ClassName.lastComponent(name))
                    if ClassName.lastComponent(name).utf8.allSatisfy({ $0 < 0x80 }) {
                        #expect(fast == slow, "\(name)")
                    } else {
                        #expect(fast == nil, "\(name)")
                    }
                    #expect(AndroidRole.role(className: name) == slow, "\(name)")
                }
            }
        }
    }
}

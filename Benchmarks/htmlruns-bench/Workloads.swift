// The realistic workloads, generated from a fixed seed so that every run
// measures the same bytes: rich-text articles (with ~5% broken nesting and
// without), e-mail tables, CJK- and emoji-heavy text, office paste.

/// One input the harness times.
struct Workload {
    /// The family, e.g. "rich-text".
    var family: String
    /// The family and size, e.g. "rich-text/1MB".
    var name: String
    /// The size asked for (the generator stops at a chunk boundary just past it).
    var size: Int
    var bytes: [UInt8]
}

/// A family of generated inputs: one chunk appended at a time until the size is reached.
struct WorkloadFamily: Sendable {
    var name: String
    var summary: String
    /// Appends one self-contained chunk (a paragraph, a table...).
    var chunk: @Sendable (inout SplitMix64, inout String) -> Void

    func make(size: Int, seed: UInt64 = 0x6874_6D6C_7275_6E73) -> Workload {
        var random = SplitMix64(seed: seed)
        var text = ""
        text.reserveCapacity(size + 4096)
        while text.utf8.count < size { chunk(&random, &text) }
        return Workload(family: name, name: "\(name)/\(formatSize(size))", size: size, bytes: Array(text.utf8))
    }
}

func formatSize(_ bytes: Int) -> String {
    bytes >= 1 << 20 && bytes % (1 << 20) == 0
        ? "\(bytes >> 20)MB"
        : bytes >= 1 << 10 && bytes % (1 << 10) == 0 ? "\(bytes >> 10)KB" : "\(bytes)B"
}

private let words = """
    the of and a to in is you that it he was for on are as with his they I at be this have from or one had \
    by word but not what all were we when your can said there use an each which she do how their if will up \
    other about out many then them these so some her would make like him into time has look two more write go \
    see number no way could people my than first water been call who oil its now find long down day did get \
    come made may part server pipeline styled string render paragraph browser markup article editor release
    """.split(separator: " ").map(String.init)

private let cjk = Array(
    "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴切"
)
private let emoji = ["😀", "🎉", "👍🏽", "❤️", "🇯🇵", "👩‍💻", "🧑‍🤝‍🧑", "✨", "🚀", "🍣", "🙏", "😂"]

private func sentence(_ r: inout SplitMix64, words count: Int) -> String {
    var s = ""
    for k in 0..<count {
        if k > 0 { s += " " }
        s += r.pick(words)
    }
    return s
}

/// Inline content of a paragraph: words with formatting, links, references.
/// With `broken`, about 5% of the inline elements are left unclosed,
/// misnested or end with a stray end tag.
private func inline(_ r: inout SplitMix64, broken: Bool, into s: inout String) {
    let pieces = 6 + r.below(10)
    for _ in 0..<pieces {
        let words = sentence(&r, words: 1 + r.below(6))
        switch r.below(12) {
        case 0, 1, 2, 3: s += words
        case 4: s += "<b>\(words)</b>"
        case 5: s += "<i>\(words)</i>"
        case 6:
            s +=
                "<a href=\"https://example.com/articles/\(r.below(100_000))?ref=feed&amp;utm=\(r.below(99))\">\(words)</a>"
        case 7: s += "<strong>\(words)</strong>"
        case 8: s += "<em>\(words)</em>"
        case 9: s += "<code>\(words)</code>"
        case 10: s += "\(words) &amp; more &#8212; &#x2019;s"
        default: s += "<span class=\"hl\">\(words)</span>"
        }
        s += " "
        if broken && r.chance(0.05) {
            switch r.below(4) {
            case 0: s += "<b>\(words) <i>both</b> italic</i> "  // misnested
            case 1: s += "<i>unclosed \(words) "  // left open
            case 2: s += "</em>\(words) "  // stray end tag
            default: s += "<u>\(words)<p>para in u</u> "  // block inside formatting
            }
        }
    }
}

/// The families, by name.
let workloadFamilies: [WorkloadFamily] = [
    WorkloadFamily(name: "rich-text", summary: "CMS article: headings, paragraphs, lists, links, ~5% broken nesting") {
        r, s in
        articleChunk(&r, broken: true, into: &s)
    },
    WorkloadFamily(
        name: "rich-text-clean",
        summary: "the same article without breakage, well-formed XML (the XMLParser baseline can read it)"
    ) { r, s in
        articleChunk(&r, broken: false, into: &s)
    },
    WorkloadFamily(name: "email-table", summary: "e-mail body: nested layout tables, <font>, bgcolor, &nbsp;") { r, s in
        let colors = ["#ffffff", "#f4f4f4", "#336699", "#ffcc00", "#eeeeee"]
        s +=
            "<table width=\"600\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" bgcolor=\"\(r.pick(colors))\" align=center>"
        for _ in 0..<(2 + r.below(4)) {
            s += "<tr>"
            for _ in 0..<(1 + r.below(3)) {
                s +=
                    "<td valign=top bgcolor=\(r.pick(colors)) style=\"padding:10px;\"><font face=\"Arial, Helvetica, sans-serif\" size=\"\(1 + r.below(4))\" color=\"\(r.pick(colors))\">"
                s += sentence(&r, words: 5 + r.below(20))
                if r.chance(0.4) { s += "&nbsp;<b>\(sentence(&r, words: 2))</b>" }
                if r.chance(0.3) {
                    s +=
                        "<br><a href=\"https://mail.example.com/t?id=\(r.below(1_000_000))\"><font color=#0000ff><u>\(sentence(&r, words: 2))</u></font></a>"
                }
                s += "</font></td>"
            }
            s += "</tr>\n"
        }
        s += "</table><center><font size=1 color=#999999>unsubscribe&nbsp;|&nbsp;view online</font></center>\n"
    },
    WorkloadFamily(
        name: "cjk-emoji", summary: "CJK paragraphs with emoji (ZWJ sequences, flags, skin tones), some styling"
    ) { r, s in
        s += "<p>"
        for _ in 0..<(4 + r.below(6)) {
            var run = ""
            for _ in 0..<(8 + r.below(30)) { run.append(r.pick(cjk)) }
            if r.chance(0.3) { run += r.pick(emoji) }
            switch r.below(6) {
            case 0: s += "<b>\(run)</b>"
            case 1: s += "<span style=\"color:#c00\">\(run)</span>"
            case 2: s += "<ruby>\(run)<rt>ふりがな</rt></ruby>"
            default: s += run
            }
            s += r.chance(0.5) ? "。" : "、"
        }
        s += "</p>\n"
    },
    WorkloadFamily(
        name: "office-paste", summary: "word-processor paste: span soup with long style=\"\", o:p, conditional comments"
    ) { r, s in
        s +=
            "<p class=MsoNormal style='margin-top:0cm;margin-right:0cm;margin-bottom:8.0pt;margin-left:0cm;line-height:107%;mso-pagination:widow-orphan'>"
        if r.chance(0.2) {
            s +=
                "<!--[if !supportLists]--><span style='font-family:Symbol;mso-fareast-font-family:Symbol'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp; </span></span><!--[endif]-->"
        }
        for _ in 0..<(3 + r.below(6)) {
            let bold = r.chance(0.2) ? "font-weight:bold;" : ""
            s +=
                "<span lang=EN-US style='font-size:11.0pt;line-height:107%;font-family:\"Calibri\",sans-serif;mso-ascii-theme-font:minor-latin;mso-hansi-theme-font:minor-latin;color:#1F497D;\(bold)mso-fareast-language:EN-US'>"
            s += sentence(&r, words: 3 + r.below(12))
            s += "</span>"
        }
        s += "<o:p></o:p></p>\n"
    },
]

private func articleChunk(_ r: inout SplitMix64, broken: Bool, into s: inout String) {
    switch r.below(10) {
    case 0:
        s += "<h2 id=\"s\(r.below(10_000))\">\(sentence(&r, words: 3 + r.below(5)))</h2>\n"
    case 1:
        s += "<ul>\n"
        for _ in 0..<(2 + r.below(4)) {
            s += "<li>"
            inline(&r, broken: broken, into: &s)
            s += broken && r.chance(0.3) ? "\n" : "</li>\n"  // </li> is optional in HTML
        }
        s += "</ul>\n"
    case 2:
        s += "<blockquote><p>"
        inline(&r, broken: broken, into: &s)
        s += "</p></blockquote>\n"
    case 3:
        s +=
            broken
            ? "<p><img src=\"/media/\(r.below(10_000)).jpg\" alt=\"photo\" width=640 height=480><br>"
            : "<p><img src=\"/media/\(r.below(10_000)).jpg\" alt=\"photo\" width=\"640\" height=\"480\"/><br/>"
        s += "<small>\(sentence(&r, words: 6))</small></p>\n"
    default:
        s += "<p>"
        inline(&r, broken: broken, into: &s)
        s += broken && r.chance(0.1) ? "\n" : "</p>\n"  // implied end of <p>
    }
}

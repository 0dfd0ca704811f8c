#!/usr/bin/env python3
"""A differential run against the browser: random fragments, judged by
headless Chromium, compared with htmlruns.

Usage: Scripts/browser-diff.py SEED COUNT DIR [--flavour markup|css|paste|cjk|structure|layout] [--cmd "CONVERTER ARGS"]

Writes COUNT fragments (seeded: the same SEED gives the same fragments) to
DIR as NAME.html, asks the browser oracle for its verdicts
(Scripts/judge-corpus.py DIR), compares with ../shared/tools/compare-with-browser
(default converter: .build/release/htmlruns convert --format json) and
prints the failures. Cases where the browser's own two readings disagree
(its innerText against the characters it draws: closed <details> in a list
item, content-visibility, <object> fallback...) are counted apart: no
converter can match both. A real failure is a fragment to minimise, judge
again, and fix in the general mechanism; the fixed case goes to Corpus/.

  markup  tags real and bogus, misnesting, lists, tables, entities, widgets
  css     stylesheets and style attributes, office and e-mail markup
  paste   what Word, Google Docs and mail clients put on the clipboard,
          pretty-printed: source white space between the tags
  cjk     CJK, emoji and bidi text: ruby, wide spaces, segment breaks,
          ZWJ sequences, combining marks, text-transform (not
          text-combine-upright, which htmlruns does not model)
  structure  tables with sections, spans and odd captions; lists with
          value, start and reversed; forms, replaced elements, media and
          objects; details, dialog, definition lists; CSS table display
  layout  blocks, inline-blocks, floats and positioned boxes among inline
          text with every kind of white space; breaks, hidden and
          display: contents boxes, generated content
Scripts/browser-minimise.py shrinks a failing fragment against the oracle.
Needs: apt-get install chromium-headless-shell
"""
import json, os, random, re, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
args = [a for a in sys.argv[1:]]
def option(name, default):
    if name in args:
        i = args.index(name); value = args[i + 1]; del args[i:i + 2]; return value
    return default
flavour = option("--flavour", "markup")
cmd = option("--cmd", os.path.join(root, ".build/release/htmlruns") + " convert --format json")
if len(args) != 3:
    sys.exit(__doc__)
seed, n, out = int(args[0]), int(args[1]), args[2]
r = random.Random(seed)


def markup_fragment():
    WORDS = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau".split()
    CJK = ["中文", "日本語", "한국어", "😀", "👍🏽", "é", "ß", "Ω"]
    ENT = ["&amp;", "&lt;", "&gt;", "&nbsp;", "&copy;", "&eacute;", "&#8212;", "&#x2014;", "&quot;", "&notin;", "&amp", "&bogus;", "&#0;", "&#x110000;", "&#128512;", "&hellip;", "&mdash"]
    INLINE = ["b", "i", "u", "s", "em", "strong", "code", "kbd", "samp", "tt", "sub", "sup", "small", "big", "mark", "span", "font", "a", "del", "ins", "strike", "q", "cite", "dfn", "abbr", "var", "bdi", "bdo", "label", "nobr", "wbr"]
    BLOCK = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "address", "section", "article", "header", "footer", "aside", "nav", "center", "figure", "figcaption", "main", "hr", "dl", "dt", "dd", "details", "summary", "fieldset", "legend", "listing", "xmp", "plaintext"]
    COLORS = ["red", "#f00", "#00ff00", "#00f8", "rgb(1, 2, 3)", "rgba(10,20,30,0.5)", "hsl(120, 50%, 50%)", "transparent", "currentColor", "inherit", "blue", "#ABCDEF", "rebeccapurple", "tomato", "#1234", "rgb(10% 20% 30%)", "hsl(200deg 40% 40% / 60%)", "bogus", "#12345g", "initial", "unset"]
    PROPS = [
        lambda: f"color: {r.choice(COLORS)}", lambda: f"background-color: {r.choice(COLORS)}", lambda: f"background: {r.choice(COLORS)}",
        lambda: f"font-weight: {r.choice(['bold','bolder','lighter','normal','700','400','600','900','550'])}",
        lambda: f"font-style: {r.choice(['italic','oblique','normal'])}",
        lambda: f"text-decoration: {r.choice(['underline','line-through','none','underline line-through','overline','underline dotted red'])}",
        lambda: f"text-decoration-line: {r.choice(['underline','line-through','none'])}",
        lambda: f"display: {r.choice(['none','block','inline','inline-block','list-item','table','table-cell','flex','grid','contents'])}",
        lambda: f"visibility: {r.choice(['hidden','visible','collapse'])}",
        lambda: f"white-space: {r.choice(['pre','nowrap','pre-wrap','pre-line','normal','break-spaces'])}",
        lambda: "font-family: " + r.choice(['monospace','Courier New, monospace','serif','Menlo',"'Courier New'"]),
        lambda: f"font: {r.choice(['bold 12px serif','italic bold 10px/2 monospace','12px monospace','x'])}",
        lambda: f"vertical-align: {r.choice(['sub','super','baseline','top','10px'])}",
        lambda: f"text-transform: {r.choice(['uppercase','lowercase','capitalize','none'])}",
        lambda: f"float: {r.choice(['left','right','none'])}",
        lambda: f"position: {r.choice(['absolute','static','fixed'])}",
        lambda: f"font-variant: small-caps", lambda: "color:red !important", lambda: "COLOR: Blue", lambda: "color: red; color: bogus",
        lambda: f"list-style-type: {r.choice(['disc','circle','square','decimal','lower-alpha','upper-roman','none','lower-greek'])}",
        lambda: f"text-align: {r.choice(['center','right','left','justify'])}", lambda: "direction: rtl",
        lambda: f"opacity: {r.choice(['0','0.5','1'])}", lambda: "font-size: 0", lambda: "content: 'x'",
    ]
    def text():
        k = r.random()
        if k < 0.6: return " ".join(r.choice(WORDS) for _ in range(r.randint(1, 2)))
        if k < 0.75: return r.choice(WORDS) + r.choice(ENT) + r.choice(WORDS)
        if k < 0.85: return r.choice(CJK) + r.choice(WORDS)
        if k < 0.92: return r.choice(["  ", "\n", " \t ", "\n\n  "]) + r.choice(WORDS) + r.choice([" ", "\n", ""])
        return r.choice(WORDS) + r.choice(["<", ">", "&", "<3", "< b", "a<b", "</ >", "<!-- c -->", "<!---->", "<!>", "<?x?>", "</x y>"])
    def style():
        return "; ".join(p() for p in r.sample(PROPS, r.randint(1, 3)))
    def attrs(tag):
        a = []
        if r.random() < 0.25: a.append(f'style="{style()}"')
        if tag == "a" and r.random() < 0.8: a.append(r.choice(['href="https://x.test/p"', 'href="/rel"', 'href="javascript:alert(1)"', 'href="mailto:a@b.c"', 'href', 'href=""', "href='#top'", 'href="  HTTP://X.TEST "', 'href="data:text/html,x"']))
        if tag == "font" and r.random() < 0.7: a.append(r.choice(['color="red"', 'color="#0f0"', 'color="chucknorris"', 'face="monospace"', 'face="Courier New"', 'size="5"', 'color=""']))
        if r.random() < 0.1: a.append(r.choice(["hidden", 'dir="rtl"', 'title="t"', 'class="c"', 'lang="ja"', 'bgcolor="yellow"', 'align="center"']))
        return (" " + " ".join(a)) if a else ""
    def node(depth):
        k = r.random()
        if depth > 2 or k < 0.3: return text()
        if k < 0.6:
            t = r.choice(INLINE)
            inner = "".join(node(depth + 1) for _ in range(r.randint(1, 3)))
            close = f"</{t}>" if r.random() < 0.85 else ""
            return f"<{t}{attrs(t)}>{inner}{close}"
        if k < 0.75:
            t = r.choice(BLOCK)
            if t == "hr": return "<hr>"
            inner = "".join(node(depth + 1) for _ in range(r.randint(1, 3)))
            close = f"</{t}>" if r.random() < 0.85 else ""
            return f"<{t}{attrs(t)}>{inner}{close}"
        if k < 0.83:
            t = r.choice(["ul", "ol", "menu", "dir"])
            items = "".join(f"<li{attrs('li')}>{node(depth + 1)}" + ("</li>" if r.random() < 0.7 else "") for _ in range(r.randint(1, 3)))
            extra = r.choice(["", ' start="3"', ' type="a"', ' type="I"', ' reversed', ' start="-2"'])
            return f"<{t}{extra}{attrs(t)}>{items}</{t}>"
        if k < 0.9:
            rows = ""
            for _ in range(r.randint(1, 3)):
                cells = "".join(f"<{r.choice(['td','th'])}{attrs('td')}>{node(depth + 1)}" + ("</td>" if r.random() < 0.5 else "") for _ in range(r.randint(1, 3)))
                rows += f"<tr>{cells}" + ("</tr>" if r.random() < 0.5 else "")
            cap = f"<caption>{text()}</caption>" if r.random() < 0.2 else ""
            stray = text() if r.random() < 0.2 else ""
            return f"<table{attrs('table')}>{cap}{stray}{rows}</table>"
        if k < 0.94: return r.choice(["<br>", "<br/>", "</br>", "<img alt='pic' src='x.png'>", "<img>", "<input value='v'>", "<button>btn</button>", "<select><option>o1<option selected>o2</select>", "<textarea>t  a</textarea>", "<ruby>漢<rt>kan</rt></ruby>", "<svg><text>s</text></svg>", "<math><mi>x</mi></math>", "<noscript>ns</noscript>", "<template>tp</template>", "<iframe>if</iframe>", "<script>var x</script>", "<style>b{color:red}</style>", "<video>v</video>", "<progress>pr</progress>", "<meter>me</meter>", "<canvas>cv</canvas>"])
        return r.choice(["</b>", "</p>", "</i>", "</div>", "</li>", "</td>", "</table>", "<p>", "<li>", "<dd>", "<tr>"]) + text()
    frag = "".join(node(0) for _ in range(r.randint(1, 2)))
    if r.random() < 0.15:
        frag = f"<style>{r.choice(['b','i','p','span','.c','li','a','td'])} {{ {style()} }}</style>" + frag
    return frag


def css_fragment():
    W = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor".split()
    def words(k=None): return " ".join(r.choice(W) for _ in range(k or r.randint(1, 3)))
    SEL = ["b", "i", "p", "span", ".c", ".d", "#x", "li", "a", "td", "div > span", "p span", "span + span", "li:first-child", "li:nth-child(2)",
           "[title]", "[data-k=v]", "p:not(.c)", "*", "span.c.d", "div.c span", ":is(b, i)", "em:where(.c)", "tr:nth-child(odd) td", "p::first-line", "p::before", "span:empty", "h1 ~ p", "ul li ul li", "body span", ":root span", "html p"]
    VAL = {
     "color": ["red", "#0a0", "rgb(0 0 255)", "inherit", "initial", "unset", "currentcolor", "hsl(0 100% 25%)", "var(--c)", "var(--c, green)", "rgb(300, -5, 0)", "#FfA", "color-mix(in srgb, red 50%, blue)", "lab(50% 40 30)", "transparent", "revert"],
     "background-color": ["yellow", "#eee", "rgba(0,0,0,0)", "inherit", "var(--c)", "lightblue"],
     "background": ["yellow", "url(x.png) red", "none", "linear-gradient(red, blue)", "#ccc no-repeat"],
     "font-weight": ["bold", "700", "normal", "bolder", "lighter", "inherit", "600", "599", "calc(300 + 400)"],
     "font-style": ["italic", "normal", "oblique 10deg", "inherit"],
     "font-family": ["monospace", "Consolas, monospace", "serif", "'Courier New'", "ui-monospace", "Courier", "inherit", "monospace, serif", "Menlo, Monaco, monospace"],
     "font": ["bold 1em serif", "italic 12px/1.5 monospace", "small-caps bold 10px Arial", "inherit", "caption", "12px", "bold italic large Georgia"],
     "text-decoration": ["underline", "line-through", "none", "underline overline", "blink", "underline wavy red", "inherit", "line-through underline"],
     "text-decoration-line": ["underline", "none", "line-through", "spelling-error"],
     "display": ["none", "block", "inline", "inline-block", "contents", "list-item", "table-cell", "flex", "inline-flex", "grid", "table", "table-row", "ruby", "flow-root", "run-in", "math", "inline list-item", "block flow"],
     "visibility": ["hidden", "visible", "collapse", "inherit"],
     "white-space": ["pre", "pre-wrap", "pre-line", "nowrap", "normal", "break-spaces"],
     "white-space-collapse": ["preserve", "collapse", "preserve-breaks", "break-spaces"],
     "vertical-align": ["super", "sub", "baseline", "middle", "text-top", "-2px", "inherit"],
     "content-visibility": ["hidden", "auto", "visible"],
     "--c": ["red", "blue", "#123456"],
     "opacity": ["0", "0.3"], "float": ["left", "right"], "position": ["absolute", "relative", "fixed", "sticky"],
     "text-transform": ["uppercase"], "list-style": ["none", "square inside", "decimal", "upper-roman", "'-' outside"],
     "list-style-type": ["lower-alpha", "none", "disc", "\"> \"", "decimal-leading-zero", "armenian", "cjk-decimal"],
     "font-size": ["0", "12px", "0.5em", "larger", "xx-small"],
     "mso-bidi-font-weight": ["bold"], "mso-fareast-font-family": ["'Times New Roman'"],
    }
    def decl():
        k = r.choice(list(VAL)); v = r.choice(VAL[k])
        imp = " !important" if r.random() < 0.08 else ""
        return f"{k}: {v}{imp}"
    def style(): return "; ".join(decl() for _ in range(r.randint(1, 3)))
    def attrs():
        a = []
        if r.random() < 0.3: a.append(f'style="{style()}"')
        if r.random() < 0.3: a.append(r.choice(['class="c"', 'class="d"', 'class="c d"', 'id="x"', 'title="t"', 'data-k="v"', 'hidden', 'dir="rtl"', 'lang="en"']))
        return (" " + " ".join(a)) if a else ""
    INL = ["span", "b", "i", "em", "strong", "a", "u", "s", "code", "font", "small", "sup", "sub", "mark", "q", "abbr", "o:p", "st1:place", "tt", "var", "x-custom", "my-el"]
    BLK = ["p", "div", "h1", "h3", "blockquote", "section", "center", "pre", "ul", "ol", "table", "dl", "address"]
    def inline(d):
        if d > 3 or r.random() < 0.35:
            t = words()
            if r.random() < 0.15: t = r.choice(["&nbsp;", " ", "\n", "&#160;", "  "]) + t + r.choice(["", " ", "&nbsp;"])
            return t
        t = r.choice(INL)
        extra = ""
        if t == "a": extra = r.choice([' href="https://e.test/"', ' href="#a"', ' name="n"', ''])
        if t == "font": extra = r.choice([' color="#00f"', ' face="Courier New"', ' size="1"', ' color="green" face="monospace"', ''])
        inner = "".join(inline(d + 1) for _ in range(r.randint(1, 3)))
        return f"<{t}{extra}{attrs()}>{inner}</{t}>"
    def block(d):
        t = r.choice(BLK)
        if t in ("ul", "ol"):
            return f"<{t}{attrs()}>" + "".join(f"<li{attrs()}>{inline(d+1)}" + (block(d+1) if d < 2 and r.random() < 0.3 else "") + "</li>" for _ in range(r.randint(1, 3))) + f"</{t}>"
        if t == "dl":
            return f"<dl{attrs()}><dt>{inline(d+1)}</dt><dd{attrs()}>{inline(d+1)}</dd></dl>"
        if t == "table":
            rows = "".join("<tr" + attrs() + ">" + "".join(f"<td{attrs()}{r.choice(['', ' bgcolor=#ffcc00', ' align=center', ' nowrap'])}>{inline(d+1) if r.random() < 0.8 else block(d+1) if d < 2 else ''}</td>" for _ in range(r.randint(1, 3))) + "</tr>" for _ in range(r.randint(1, 3)))
            return f"<table{attrs()}{r.choice(['', ' border=1', ' cellpadding=0'])}>{rows}</table>"
        inner = "".join(inline(d + 1) if r.random() < 0.7 or d >= 2 else block(d + 1) for _ in range(r.randint(1, 3)))
        return f"<{t}{attrs()}>{inner}</{t}>"
    parts = []
    if r.random() < 0.5:
        rules = " ".join(f"{r.choice(SEL)} {{ {style()} }}" for _ in range(r.randint(1, 3)))
        if r.random() < 0.1: rules += " @media print { p { display: none } }"
        parts.append(f"<style>{rules}</style>")
    if r.random() < 0.1: parts.append(r.choice(["<!--[if mso]><p>mso only</p><![endif]-->", "<![if !supportLists]>·<![endif]>", "<meta charset=utf-8>", "<o:p></o:p>"]))
    parts += [block(0) if r.random() < 0.7 else inline(0) for _ in range(r.randint(1, 2))]
    return "".join(parts)

def paste_fragment():
    """What people paste: Word, Google Docs, Outlook, Gmail and Apple Mail
    markup, pretty-printed with source white space between the tags."""
    c = r.choice
    W = "Dear team the quarterly report is attached please review before Friday thanks regards".split()
    def words(k=None):
        t = " ".join(c(W) for _ in range(k or r.randint(1, 4)))
        if r.random() < 0.1: t = c(["中文の", "😀 ", "café ", "“quoted” ", "—"]) + t
        return t
    def ws():
        return c(["", "", "", " ", "\n", "\n  ", "\r\n", "\n\t\t", "&nbsp;", " &nbsp;", "&#160;"])
    FONTS = ['"Times New Roman",serif', 'Calibri,sans-serif', '"Courier New"', 'Consolas', 'Symbol', 'Wingdings', 'Arial', 'monospace', 'Aptos']
    COLORS = ["#1F3864", "#0563C1", "red", "windowtext", "black", "rgb(0, 0, 0)", "rgb(34,34,34)", "#000000", "#C00000", "transparent", "auto", "#222"]
    DECLS = [
        lambda: "font-size:" + c(["11.0pt", "12pt", "10.5pt", "7.0pt", "0pt", "1px"]),
        lambda: "font-family:" + c(FONTS), lambda: "color:" + c(COLORS),
        lambda: "mso-fareast-font-family:" + c(FONTS), lambda: "mso-bidi-font-weight:bold", lambda: "mso-bidi-font-style:italic",
        lambda: "background:" + c(["yellow", "#FFFF00", "silver", "none"]), lambda: "mso-highlight:yellow",
        lambda: "font-weight:" + c(["700", "bold", "normal", "400"]), lambda: "font-style:" + c(["italic", "normal"]),
        lambda: "text-decoration:" + c(["underline", "none", "line-through"]), lambda: "text-underline:single",
        lambda: "mso-spacerun:yes", lambda: "mso-tab-count:1", lambda: "mso-list:Ignore", lambda: "mso-ansi-language:EN-US",
        lambda: "vertical-align:" + c(["baseline", "super", "sub"]), lambda: "white-space:pre-wrap", lambda: "white-space:pre",
        lambda: "margin:0cm", lambda: "line-height:115%", lambda: "text-indent:-18.0pt", lambda: "display:none", lambda: "mso-hide:all",
        lambda: "font:" + c(['7.0pt "Times New Roman"', "bold 11pt Calibri", "12px/1.5 Arial"]),
        lambda: "text-transform:uppercase", lambda: "font-variant:small-caps", lambda: "visibility:hidden",
    ]
    def mso_style():
        return ";".join(c(DECLS)() for _ in range(r.randint(1, 4)))
    def quoted(v):
        return "'" + v + "'" if '"' in v else '"' + v + '"'
    GDOCS = ("font-size:11pt;font-family:Arial;color:#000000;background-color:transparent;font-weight:{w};"
             "font-style:{s};font-variant:normal;text-decoration:{d};vertical-align:baseline;white-space:pre;white-space:pre-wrap;")
    BULLET = ("<![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt \"Times New Roman\"'>"
              "&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>")
    SPECIAL = ['<span class="Apple-tab-span" style="white-space:pre">\t</span>', '<span class="Apple-converted-space">&nbsp;</span>',
               "<span style='mso-spacerun:yes'>   </span>", "<span style='mso-tab-count:2'>                </span>",
               "<br>", '<br class="">', "<br clear=all>", "<wbr>", "&#8203;", '<img src="cid:image001.png@01D" alt="logo" width=1 height=1>',
               "<img width=1 height=1 src=x>"]
    def span(d):
        if d > 3 or r.random() < 0.3:
            return ws() + words() + ws()
        k = r.random()
        inner = "".join(span(d + 1) for _ in range(r.randint(1, 3)))
        if k < 0.35: return "<span style=" + quoted(mso_style()) + ">" + inner + "</span>"
        if k < 0.45:
            t = c(["b", "i", "u", "s", "strong", "em"])
            return f"<{t}>{inner}</{t}>"
        if k < 0.5: return "<o:p>" + c(["&nbsp;", "", inner]) + "</o:p>"
        if k < 0.55: return '<st1:place w:st="on">' + inner + "</st1:place>"
        if k < 0.62:
            href = c(["https://example.test/x", "mailto:a@b.test", "#_ftn1", ""])
            return f'<a href="{href}"' + c(["", ' name="_ftnref1"', ' target="_blank"']) + f">{inner}</a>"
        if k < 0.7:
            face = c(["Calibri, sans-serif", "Arial", "Courier New"])
            return f'<font face="{face}"' + c(["", ' size="2"', ' color="#1f497d"', ' style="font-size:11pt"']) + f">{inner}</font>"
        if k < 0.74: return c(SPECIAL) + inner
        if k < 0.8: return BULLET + inner
        if k < 0.85: return "<!--[if gte mso 9]><xml><w:WordDocument>x</w:WordDocument></xml><![endif]-->" + inner
        if k < 0.9: return f'<b style="font-weight:normal;" id="docs-internal-guid-{r.randint(1, 999)}">{inner}</b>'
        style = GDOCS.format(w=c(["400", "700"]), s=c(["normal", "italic"]), d=c(["none", "underline"]))
        return f'<span style="{style}">{inner}</span>'
    P_CLASSES = ["MsoNormal", "MsoListParagraphCxSpFirst", "MsoListParagraph", "MsoPlainText", "MsoNoSpacing", "x_MsoNormal"]
    P_EXTRA = ["", " style='margin-bottom:0cm;line-height:normal'", " style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'",
               " align=center style='text-align:center'", ' dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"']
    DIV_EXTRA = ["", ' class=""', ' dir="ltr"', ' class="WordSection1"',
                 ' style="font-family: Calibri, Arial, Helvetica, sans-serif; font-size: 12pt; color: rgb(0, 0, 0);"',
                 ' id="divRplyFwdMsg" dir="ltr"', ' class="gmail_quote"']
    QUOTE_EXTRA = ["", ' type="cite"', ' class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex"']
    LI_EXTRA = ["", ' dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"', ' class=MsoNormal style="mso-list:l0 level1 lfo1"', ' style="margin-left:15px"']
    LIST_EXTRA = ["", ' style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"', ' type="disc"', ' start="2"']
    TD_EXTRA = ["", ' width=301 valign=top style="width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt"',
                ' bgcolor="#f2f2f2"', ' align="center"', " nowrap", ' style="padding:0"']
    TABLE_EXTRA = ["", ' class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style="border-collapse:collapse;border:none"',
                   ' bgcolor="#ffffff" width="600" align="center"', ' role="presentation"']
    EMPTY = ['<hr size=2 width="100%" align=center>', '<hr style="display:inline-block;width:98%" tabindex="-1">', '<div id="appendonsend"></div>',
             "<p class=MsoNormal><o:p>&nbsp;</o:p></p>", "<p>&nbsp;</p>", "<div><br></div>", "<p></p>", "<br>"]
    def block(d):
        k = r.random()
        def inner():
            return "".join((ws() + span(d + 1) + ws()) if r.random() < 0.8 or d > 1 else block(d + 1) for _ in range(r.randint(1, 3)))
        if k < 0.3: return "<p class=" + c(P_CLASSES) + c(P_EXTRA) + ">" + inner() + "</p>"
        if k < 0.45: return "<div" + c(DIV_EXTRA) + ">" + inner() + "</div>"
        if k < 0.52: return "<blockquote" + c(QUOTE_EXTRA) + ">" + inner() + "</blockquote>"
        if k < 0.62:
            t = c(["ul", "ol"])
            items = ""
            for _ in range(r.randint(1, 3)):
                para = r.random() < 0.4
                open_p = '<p dir="ltr" role="presentation" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">' if para else ""
                items += ws() + "<li" + c(LI_EXTRA) + ">" + open_p + span(d + 1) + ("</p>" if para else "") + "</li>"
            return f"<{t}" + c(LIST_EXTRA) + ">" + items + ws() + f"</{t}>"
        if k < 0.77:
            rows = ""
            for _ in range(r.randint(1, 3)):
                cells = "".join(ws() + "<td" + c(TD_EXTRA) + ">" + ws() + (inner() if r.random() < 0.5 else span(d + 1)) + ws() + "</td>"
                                for _ in range(r.randint(1, 3)))
                rows += ws() + "<tr>" + cells + ws() + "</tr>"
            tb = r.random() < 0.5
            return "<table" + c(TABLE_EXTRA) + ">" + ("<tbody>" if tb else "") + rows + ws() + ("</tbody>" if tb else "") + "</table>"
        if k < 0.82: return c(EMPTY)
        if k < 0.88:
            n = r.randint(1, 3)
            return f"<h{n}" + c(["", ' style="margin:0"']) + ">" + inner() + (f"</h{n}>" if r.random() < 0.9 else "")
        if k < 0.93: return "<center>" + inner() + "</center>"
        return "<pre" + c(["", ' style="white-space:pre-wrap"']) + ">" + ws() + words() + "\n" + ws() + words() + ws() + "</pre>"
    parts = []
    if r.random() < 0.3:
        parts.append(c(['<meta charset="utf-8">', '<meta http-equiv=Content-Type content="text/html; charset=windows-1252">',
                        '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><title>t</title></head><body lang=EN-US>',
                        "<!--StartFragment-->", "<html><body>\n<!--StartFragment-->"]))
    if r.random() < 0.2:
        parts.append('<style><!-- /* Style Definitions */ p.MsoNormal, li.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} '
                     "span.EmailStyle17 {color:windowtext;} .MsoChpDefault {font-size:10.0pt;} @page WordSection1 {size:612.0pt 792.0pt;} "
                     "div.WordSection1 {page:WordSection1;} --></style>")
    parts += [ws() + block(0) for _ in range(r.randint(1, 3))]
    if r.random() < 0.2: parts.append(c(["<!--EndFragment-->", "\n<!--EndFragment-->\n</body>\n</html>", "\n"]))
    return "".join(parts)


def cjk_fragment():
    """CJK and emoji text: ruby, full-width and ideographic spaces, segment
    breaks between wide characters, ZWJ sequences, variation selectors,
    combining marks, bidi controls, text-transform and white-space."""
    c = r.choice
    PIECES = ["日本語", "中文", "한국어", "ひらがな", "カタカナ", "ｶﾀｶﾅ", "漢字", "、", "。", "「引用」", "（括弧）", "・",
              "\u3000", "&#x3000;", "😀", "👍🏽", "👨‍👩‍👧", "&#x1F468;&zwj;&#x1F469;", "🇯🇵", "1️⃣", "❤️", "☺︎", "e\u0301", "a&#x301;",
              "\u200b", "&#8203;", "\u200d", "&zwnj;", "\u2028", "&#x2029;", "\u00ad", "&shy;", "\u202e", "&rlm;", "مرحبا", "שלום",
              "abc", "Straße", "ǆ", "ﬁ", "İ", "ß", "\ufeff", "&nbsp;", "\u3000\u3000", "ｔｅｓｔ", "１２３", "…"]
    def text():
        t = ""
        for _ in range(r.randint(1, 4)):
            t += c(PIECES)
            t += c(["", "", "", " ", "\n", "  ", "\n  ", "\t"])
        return t
    STYLES = ["text-transform:uppercase", "text-transform:lowercase", "text-transform:capitalize", "text-transform:full-width",
              "white-space:pre", "white-space:pre-wrap", "white-space:pre-line", "white-space:nowrap", "word-break:keep-all",
              "writing-mode:vertical-rl", "font-weight:bold", "font-style:italic", "text-decoration:underline", "color:#c00",
              "display:block", "display:inline-block", "font-variant:small-caps", "text-emphasis:dot", "direction:rtl",
              "unicode-bidi:bidi-override", "letter-spacing:2px", "font-family:monospace"]
    def inline(d):
        if d > 3 or r.random() < 0.35: return text()
        k = r.random()
        inner = "".join(inline(d + 1) for _ in range(r.randint(1, 3)))
        if k < 0.2:
            rt = c(["<rt>", "<rp>(</rp><rt>", "<rtc>", ""])
            return f"<ruby>{inner}{rt}{text()}{'</rt>' if 'rt>' in rt else ''}{c(['<rp>)</rp>', ''])}</ruby>"
        if k < 0.55:
            t = c(["span", "b", "i", "em", "strong", "u", "s", "small", "sup", "sub", "bdi", "bdo", "q", "code", "mark", "a", "wbr"])
            if t == "wbr": return "<wbr>" + inner
            attrs = ""
            if r.random() < 0.6: attrs += ' style="' + ";".join(c(STYLES) for _ in range(r.randint(1, 2))) + '"'
            if t == "bdo" or r.random() < 0.1: attrs += c([' dir="rtl"', ' dir="ltr"', ' dir="auto"'])
            if t == "a": attrs += ' href="https://例え.test/パス"'
            if r.random() < 0.1: attrs += c([' lang="ja"', ' lang="zh-Hant"', ' lang="ko"'])
            return f"<{t}{attrs}>{inner}</{t}>"
        return inner + c(["<br>", "&#10;", "<img alt='画像'>", "<wbr>", ""]) + text()
    def block(d):
        k = r.random()
        inner = "".join(inline(d + 1) if r.random() < 0.75 or d > 1 else block(d + 1) for _ in range(r.randint(1, 3)))
        style = ' style="' + c(STYLES) + '"' if r.random() < 0.3 else ""
        if k < 0.4: return f"<{c(['p', 'div', 'h2', 'blockquote', 'pre', 'section'])}{style}>{inner}</p>".replace("</p>", "") + ""
        if k < 0.55:
            t = c(["ul", "ol"])
            lst = c(["", ' style="list-style-type:cjk-ideographic"', ' style="list-style-type:hiragana"', ' type="i"', ' style="list-style-type:\'※\'"'])
            return f"<{t}{lst}>" + "".join(f"<li>{inline(d + 1)}</li>" for _ in range(r.randint(1, 3))) + f"</{t}>"
        if k < 0.65:
            return "<table>" + "".join("<tr>" + "".join(f"<td>{inline(d + 1)}</td>" for _ in range(r.randint(1, 2))) + "</tr>" for _ in range(r.randint(1, 2))) + "</table>"
        return inline(d)
    return "".join(block(0) for _ in range(r.randint(1, 3)))


def structure_fragment():
    """Structure: tables with sections, spans and captions in odd places;
    lists with `value`, `start`, `reversed` and marker styles; forms and
    replaced elements (inputs, selects, buttons, images, media, objects);
    details, dialog, definition lists; CSS display values that make table
    and list parts of other elements."""
    c = r.choice
    W = "one two three four five six seven eight nine ten".split()
    def words(): return " ".join(c(W) for _ in range(r.randint(1, 3)))
    def ws(): return c(["", "", " ", "\n", "\n  "])
    DISPLAY = ["table", "table-row", "table-cell", "table-caption", "table-row-group", "table-header-group",
               "table-footer-group", "inline-table", "list-item", "inline list-item", "block", "inline", "inline-block",
               "contents", "none", "flex", "grid", "ruby", "ruby-text"]
    def style():
        k = r.random()
        if k < 0.5: return f' style="display: {c(DISPLAY)}"'
        if k < 0.6: return f' style="list-style: {c(["square inside", "none", "decimal", "lower-roman outside", "upper-alpha", "disclosure-open"])}"'
        if k < 0.7: return f' style="{c(["font-weight: bold", "color: #0a0", "text-decoration: underline", "font-style: italic", "visibility: hidden", "white-space: pre"])}"'
        return ""
    def inline(d):
        k = r.random()
        if d > 2 or k < 0.35: return words()
        if k < 0.55:
            t = c(["b", "i", "span", "a", "label", "code", "em", "small"])
            attrs = style() if r.random() < 0.3 else ""
            if t == "a": attrs += c([' href="https://x.test/"', ' href="#f"', ""])
            return f"<{t}{attrs}>{inline(d + 1)}{ws()}{inline(d + 1)}</{t}>"
        return c([
            "<input>", "<input value='v'>", "<input type='checkbox' checked>", "<input type='radio'>", "<input type='submit'>",
            "<input type='submit' value='Go'>", "<input type='button' value='b'>", "<input type='hidden' value='h'>",
            "<input type='image' alt='ia'>", "<input type='file'>", "<input type='range'>", "<input type='color'>",
            "<input type='date'>", "<input placeholder='ph'>", "<input type='reset'>",
            "<select><option>o1</option><option selected>o2</option></select>", "<select multiple><option>m1<option>m2</select>",
            "<select size='3'><optgroup label='g'><option>g1</optgroup><option label='lab'>x</select>",
            "<select><option></option></select>", "<datalist><option value='d'>dl</option></datalist>",
            "<textarea>t\n  a</textarea>", "<textarea>\nlead</textarea>", "<textarea placeholder='tp'></textarea>",
            "<button>btn " + words() + "</button>", "<button><b>bb</b> <i>bi</i></button>", "<button type='button'><p>bp</p></button>",
            "<output>out</output>", "<meter value='0.5'>me</meter>", "<progress>pr</progress>", "<keygen>",
            "<img alt='alt text'>", "<img alt=''>", "<img>", "<img src='x.png' alt='with src'>", "<img alt='a' style='display: block'>",
            "<picture><source srcset='x.webp'><img alt='pic'></picture>", "<video>fallback v</video>", "<video controls src='x.mp4'></video>",
            "<audio>fallback a</audio>", "<audio controls></audio>", "<canvas>fallback c</canvas>", "<object>fallback o</object>",
            "<object data='x.svg'>od</object>", "<embed src='x.swf'>", "<iframe>if text</iframe>", "<iframe srcdoc='<b>s</b>'></iframe>",
            "<map><area alt='ar' href='/a'></map>", "<svg><text>st</text></svg>", "<svg><foreignObject><p>fo</p></foreignObject></svg>",
            "<math><mi>x</mi><mo>+</mo><mn>1</mn></math>", "<math><mtext>mt</mtext></math>", "<br>", "<wbr>", "<hr>",
            "<noscript>ns</noscript>", "<slot>sl</slot>", "<template>tp</template>", "<dialog>dg</dialog>", "<dialog open>dgo</dialog>",
        ]) + ws() + (words() if r.random() < 0.5 else "")
    def cell(d):
        t = c(["td", "td", "th"])
        attrs = c(["", "", ' colspan="2"', ' rowspan="2"', ' colspan="0"', ' rowspan="0"', ' hidden', ' align="right"', ' nowrap']) + (style() if r.random() < 0.2 else "")
        body = block(d + 1) if r.random() < 0.2 else inline(d + 1)
        return ws() + f"<{t}{attrs}>{body}" + (f"</{t}>" if r.random() < 0.8 else "")
    def table(d):
        parts = []
        if r.random() < 0.3: parts.append(f"<caption>{inline(d + 1)}</caption>")
        if r.random() < 0.2: parts.append("<colgroup><col span='2'><col></colgroup>")
        def rows(n): return "".join(ws() + "<tr" + (style() if r.random() < 0.15 else "") + ">" + "".join(cell(d) for _ in range(r.randint(1, 3))) + ("</tr>" if r.random() < 0.7 else "") for _ in range(n))
        sections = []
        if r.random() < 0.3: sections.append("<tfoot>" + rows(1) + "</tfoot>")
        if r.random() < 0.3: sections.append("<thead>" + rows(1) + "</thead>")
        sections.append(("<tbody>" if r.random() < 0.5 else "") + rows(r.randint(1, 2)))
        r.shuffle(sections)
        parts += sections
        if r.random() < 0.15: parts.insert(r.randrange(len(parts) + 1), c([words(), "<b>" + words() + "</b>", "<p>" + words() + "</p>", "<caption>late</caption>"]))
        return "<table" + c(["", ' border="1"', style()]) + ">" + "".join(parts) + ws() + "</table>"
    def lst(d):
        t = c(["ul", "ol", "ol", "menu"])
        attrs = c(["", "", ' start="5"', ' reversed', ' reversed start="2"', ' type="A"', ' type="i"', ' start="0"', ' type="1" start="-3"', ' type="disc"', ' type="square"'])
        items = ""
        for _ in range(r.randint(1, 4)):
            la = c(["", "", "", ' value="10"', ' value="-1"', ' value="x"', ' type="a"', ' type="circle"', ' hidden']) + (style() if r.random() < 0.2 else "")
            body = lst(d + 1) if d < 2 and r.random() < 0.2 else (block(d + 1) if r.random() < 0.2 else inline(d + 1))
            items += ws() + f"<li{la}>{body}" + ("</li>" if r.random() < 0.7 else "")
        return f"<{t}{attrs}{style() if r.random() < 0.15 else ''}>{items}{ws()}</{t}>"
    def block(d):
        k = r.random()
        if d > 2: return inline(d)
        if k < 0.25: return table(d)
        if k < 0.45: return lst(d)
        if k < 0.55:
            return "<dl>" + "".join(ws() + c(["<dt>", "<dd>"]) + inline(d + 1) for _ in range(r.randint(1, 4))) + "</dl>"
        if k < 0.63:
            return "<details" + c(["", " open"]) + ">" + c(["<summary>" + inline(d + 1) + "</summary>", ""]) + block(d + 1) + "</details>"
        if k < 0.7:
            return "<fieldset>" + c(["<legend>" + inline(d + 1) + "</legend>", ""]) + inline(d + 1) + "</fieldset>"
        if k < 0.8:
            t = c(["div", "span", "p", "section", "b"])
            return f"<{t}{style()}>" + "".join(block(d + 1) if r.random() < 0.4 else inline(d + 1) for _ in range(r.randint(1, 3))) + f"</{t}>"
        if k < 0.88:
            return "<form>" + inline(d + 1) + ws() + inline(d + 1) + "</form>"
        return "<p>" + inline(d + 1) + "</p>"
    return "".join(ws() + block(0) for _ in range(r.randint(1, 3)))


def layout_fragment():
    """Layout: blocks, inline-blocks, floats and positioned boxes among
    inline text, with every kind of white space around them; line breaks,
    word-break opportunities, hidden and `display: contents` boxes, list
    items outside lists, generated content and text-transform."""
    c = r.choice
    W = "red green blue cyan magenta yellow black white".split()
    def words(): return " ".join(c(W) for _ in range(r.randint(1, 2)))
    def ws(): return c(["", "", " ", "  ", "\n", " \n ", "\t", "&nbsp;", " &nbsp; "])
    BOX = [
        "display: block", "display: inline-block", "display: inline", "display: contents", "display: none",
        "display: list-item", "display: inline list-item", "display: flow-root", "display: inline-flex", "display: flex",
        "float: left", "float: right", "position: absolute", "position: fixed", "position: relative", "position: sticky",
        "visibility: hidden", "visibility: collapse", "white-space: pre", "white-space: pre-wrap", "white-space: nowrap",
        "white-space: pre-line", "text-transform: uppercase", "font-weight: bold", "text-decoration: underline",
        "display: inline-block; visibility: hidden", "float: left; display: inline", "position: absolute; display: inline",
        "display: block; float: left", "display: table-cell", "display: table-caption", "display: ruby",
    ]
    def inline(d):
        k = r.random()
        if d > 3 or k < 0.3: return ws() + words() + ws()
        if k < 0.7:
            t = c(["span", "b", "i", "em", "a", "q", "small", "div", "p", "section"])
            st = f' style="{c(BOX)}"' if r.random() < 0.7 else ""
            inner = "".join(inline(d + 1) for _ in range(r.randint(1, 3)))
            return ws() + f"<{t}{st}>{inner}</{t}>" + ws()
        return c(["<br>", "<wbr>", "&#8203;", "<hr>", "<img alt='img'>", "<br style='display: none'>",
                  "<span style='display: block'></span>", "<div></div>", "<p></p>", "<li>item</li>",
                  "<span style='float: left'>fl</span>", "<b style='position: absolute'>abs</b>",
                  "<span style='display: inline-block'> ib </span>", "<input>", "<button>bt</button>"]) + ws()
    parts = []
    if r.random() < 0.3:
        sel = c(["p", "span", "div", "b", "i", ".k"])
        pseudo = c(["", "::before", "::after", "::first-letter", "::first-line"])
        decl = c(["content: 'gen'", "content: '\\A'; white-space: pre", "display: block", "float: left",
                  "text-transform: uppercase", "color: red", "content: counter(x)", "content: attr(class)"])
        parts.append(f"<style>{sel}{pseudo} {{ {decl} }}</style>")
    for _ in range(r.randint(1, 3)):
        t = c(["div", "p", "span", "li", "blockquote", "pre"])
        st = f' style="{c(BOX)}"' if r.random() < 0.4 else ""
        cls = ' class="k"' if r.random() < 0.2 else ""
        parts.append(ws() + f"<{t}{st}{cls}>" + "".join(inline(1) for _ in range(r.randint(1, 4))) + f"</{t}>" + ws())
    return "".join(parts)


os.makedirs(out, exist_ok=True)
make = {"css": css_fragment, "paste": paste_fragment, "cjk": cjk_fragment, "structure": structure_fragment, "layout": layout_fragment}.get(flavour, markup_fragment)
for i in range(n):
    with open(os.path.join(out, f"{flavour}{seed}-{i:04d}.html"), "w", encoding="utf-8") as f:
        f.write(make())
subprocess.run([sys.executable, os.path.join(here, "judge-corpus.py"), out], check=True, stdout=subprocess.DEVNULL)
expected = json.load(open(os.path.join(out, "expected.json"), encoding="utf-8"))
WS = re.compile(r"[\s\u200b\ufeff]")
def chars(s): return WS.sub("", s)
inconsistent = {k for k, e in expected.items()
                if chars("".join(e["lines"])) != chars("".join(x["text"] for x in e["styled"]))}
compare = os.path.join(root, "..", "shared", "tools", "compare-with-browser")
report = subprocess.run([compare, out, "--cmd", cmd, "--show", "1000000"], capture_output=True, text=True).stdout
failures = [l for l in report.splitlines() if l.startswith("FAIL") and l.split()[1].rstrip(":") not in inconsistent]
print(f"{len(expected)} fragments, {len(inconsistent)} the browser disagrees with itself on, {len(failures)} real failures")
for line in failures:
    print(line[:400])

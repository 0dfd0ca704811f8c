#!/usr/bin/env python3
"""A differential run against the browser: random fragments, judged by
headless Chromium, compared with htmlruns.

Usage: Scripts/browser-diff.py SEED COUNT DIR [--flavour markup|css] [--cmd "CONVERTER ARGS"]

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


os.makedirs(out, exist_ok=True)
make = css_fragment if flavour == "css" else markup_fragment
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

#!/usr/bin/env python3
"""Generates short fragments of the shapes the html writer finds hardest
(tables, ruby, lists, details, headings, `<pre>`, with `display`,
`visibility` and `white-space` values) and reports those whose `html`
rendering does not convert back to the same styled string.

Usage: Scripts/roundtrip-shapes.py [COUNT] [SEED] [--bin PATH] [--out DIR]

COUNT fragments (default 5000) from SEED (default 1) are written to
DIR/in (default .build/roundtrip-shapes), converted in three batch runs
of the converter (json, html, and the html again as json), and compared
with diagnostics and source left out. The failing fragments are copied to
DIR/failing; Scripts/roundtrip-minimise.py DIR/failing shrinks them and
groups them by shape. A few seconds for 5,000 fragments: it finds writer
shapes far faster than libFuzzer, which spends most of its time on
inputs no writer rule is about (a complement, not a replacement: it only
knows the tags and values below).
"""
import json, os, random, shutil, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
args = sys.argv[1:]
binary = os.path.join(root, ".build/release/htmlruns")
out = os.path.join(root, ".build/roundtrip-shapes")
for flag in ("--bin", "--out"):
    if flag in args:
        i = args.index(flag)
        if flag == "--bin":
            binary = args[i + 1]
        else:
            out = args[i + 1]
        del args[i:i + 2]
count = int(args[0]) if args else 5000
seed = int(args[1]) if len(args) > 1 else 1

TAGS = ("table td th tr caption tbody thead ruby rt li ul ol details summary pre h1 blockquote "
        "p div span b i br figure figcaption dl dt dd q sup a").split()
STYLES = ["display:inline", "display:inline-block", "display:inline-table", "display:table-cell",
          "display:table-row", "display:contents", "display:block", "display:ruby", "display:list-item",
          "visibility:hidden", "visibility:visible", "white-space:pre", "display:table", "float:left"]
TEXTS = ["a", "b c", " ", "\n", "&Tab;", "x\n", "\t", "&#8203;", "y "]


def fragment(rnd):
    """Four to 24 tokens: start tags (a third with a style), end tags, text."""
    parts = []
    for _ in range(rnd.randint(4, 24)):
        r = rnd.random()
        if r < 0.55:
            tag = rnd.choice(TAGS)
            attribute = ""
            if rnd.random() < 0.35:
                attribute = ' style="%s"' % rnd.choice(STYLES)
            elif tag == "details" and rnd.random() < 0.5:
                attribute = " open"
            elif tag == "a":
                attribute = ' href="/x"'
            parts.append("<%s%s>" % (tag, attribute))
        elif r < 0.7:
            parts.append("</%s>" % rnd.choice(TAGS))
        else:
            parts.append(rnd.choice(TEXTS))
    return "".join(parts)


def styled(path):
    """The styled string in a JSON file, without diagnostics and source."""
    try:
        with open(path) as f:
            document = json.load(f)
    except (OSError, ValueError):
        return None
    document.pop("diagnostics", None)
    document.pop("source", None)
    return document


def convert(fmt, source, target):
    subprocess.run([binary, "convert", "-q", "--format", fmt, "-o", target, source], capture_output=True)


rnd = random.Random(seed)
shutil.rmtree(out, ignore_errors=True)
inputs, failing = os.path.join(out, "in"), os.path.join(out, "failing")
os.makedirs(inputs)
os.makedirs(failing)
names = ["s%d-%05d" % (seed, k) for k in range(count)]
for name in names:
    with open(os.path.join(inputs, name + ".html"), "w") as f:
        f.write(fragment(rnd))
convert("json", inputs, os.path.join(out, "json"))
convert("html", inputs, os.path.join(out, "html"))
convert("json", os.path.join(out, "html"), os.path.join(out, "again"))
bad = 0
for name in names:
    first = styled(os.path.join(out, "json", name + ".json"))
    again = styled(os.path.join(out, "again", name + ".json"))
    if first is not None and again is not None and first != again:
        bad += 1
        shutil.copy(os.path.join(inputs, name + ".html"), failing)
print("%d of %d fragments do not round-trip (in %s)" % (bad, count, failing))

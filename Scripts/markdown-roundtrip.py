#!/usr/bin/env python3
"""Random styled paragraphs -> StyledString.markdown() -> a CommonMark parser
-> the same characters with the same styles?

    pip install markdown-it-py      # the CommonMark parser (development only)
    Scripts/markdown-roundtrip.py [--cases N] [--seed S] [--scratch-path DIR]

Writes N random paragraphs (segments of letters, spaces and Markdown's
syntax characters, each bold, italic, struck, code and/or a link), has the
Swift test MarkdownWriterRoundTripTests write them as Markdown, parses that
with markdown-it (CommonMark + strikethrough) and compares character by
character (whitespace aside: the writer moves spaces out of emphasis on
purpose). Prints the first differences and 'N passed, N failed'.
"""
import argparse, json, os, random, subprocess, sys, tempfile
from html.parser import HTMLParser

try:
    from markdown_it import MarkdownIt
except ImportError:
    sys.exit("markdown-roundtrip.py needs markdown-it-py: pip install markdown-it-py")

ap = argparse.ArgumentParser()
ap.add_argument("--cases", type=int, default=5000)
ap.add_argument("--seed", type=int, default=7)
ap.add_argument("--scratch-path", default=".build")
a = ap.parse_args()
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

random.seed(a.seed)
alphabet = list("abcxyz") * 4 + list("  ") * 3 + list("*_[]<>~|\\`&#!-+=.()\"'1;:")
def segment():
    return {"text": "".join(random.choice(alphabet) for _ in range(random.randint(1, 6))),
            "bold": random.random() < .3, "italic": random.random() < .3,
            "strike": random.random() < .15, "code": random.random() < .1,
            "link": random.choice([None] * 6 + ["https://x.test/a", "/rel(1)"])}
cases = [[segment() for _ in range(random.randint(1, 8))] for _ in range(a.cases)]

folder = tempfile.mkdtemp()
path = os.path.join(folder, "cases.json")
json.dump(cases, open(path, "w"))
env = dict(os.environ, HTMLRUNS_MARKDOWN_ROUNDTRIP=path)
run = subprocess.run(["swift", "test", "--scratch-path", a.scratch_path, "--filter", "MarkdownWriterRoundTripTests"],
                     env=env, capture_output=True, text=True)
if run.returncode != 0:
    sys.exit(run.stdout[-3000:] + run.stderr[-3000:])
outputs = json.load(open(path + ".out"))

md = MarkdownIt("commonmark").enable("strikethrough")

class Styles(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open, self.chars = [], []
    def handle_starttag(self, tag, attrs):
        if tag not in ("p", "img"): self.open.append((tag, dict(attrs)))
    def handle_endtag(self, tag):
        for i in range(len(self.open) - 1, -1, -1):
            if self.open[i][0] == tag:
                del self.open[i]; break
    def handle_data(self, data):
        tags = {t for t, _ in self.open}
        link = next((attrs.get("href") for t, attrs in self.open if t == "a"), None)
        style = ("strong" in tags, "em" in tags, bool(tags & {"del", "s"}), "code" in tags, link)
        self.chars += [(c, style) for c in data]

failed = 0
for case, out in zip(cases, outputs):
    parser = Styles(); parser.feed(md.render(out))
    got = [(c, s) for c, s in parser.chars if not c.isspace()]
    want = [(c, (s["bold"], s["italic"], s["strike"], s["code"], s["link"] and md.normalizeLink(s["link"])))
            for s in case for c in s["text"] if not c.isspace()]
    if got != want:
        failed += 1
        if failed <= 5:
            print("segments:", json.dumps(case))
            print("markdown:", repr(out))
            print("html:    ", md.render(out).strip())
print(f"{len(cases) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)

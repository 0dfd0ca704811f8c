#!/usr/bin/env python3
"""Shrinks a fragment that htmlruns renders differently from the browser.

Usage: Scripts/browser-minimise.py FILE.html [--cmd "CONVERTER ARGS"]

Each round tries deleting runs of tokens (tags, words, white space) of
several lengths, has the browser oracle judge every candidate in one batch,
and keeps the shortest that still fails for real: the browser's innerText
and its drawn characters agree, and ../shared/tools/compare-with-browser
finds htmlruns different (default converter: .build/release/htmlruns
convert --format json). Stops when no deletion keeps it failing; prints the
fragment and its first difference. The result is a case to probe with
variants and, once fixed, to judge into Corpus/ (Scripts/judge-corpus.py).
Needs: apt-get install chromium-headless-shell
"""
import json, os, re, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
args = sys.argv[1:]
cmd = os.path.join(root, ".build/release/htmlruns") + " convert --format json"
if "--cmd" in args:
    i = args.index("--cmd"); cmd = args[i + 1]; del args[i:i + 2]
if len(args) != 1:
    sys.exit(__doc__)
oracle = os.path.join(root, "..", "shared", "tools", "browser-oracle")
compare = os.path.join(root, "..", "shared", "tools", "compare-with-browser")
WS = re.compile(r"[\s\u200b\ufeff]")


def chars(s): return WS.sub("", s)


def tokens(html):
    return re.findall(r"<[^>]*>|[^<\s]+|\s+|<", html)


def judge(candidates):
    """The indices of the candidates that fail for real, and the report."""
    work = tempfile.mkdtemp()
    cases = [{"id": f"c{i}", "html": h} for i, h in enumerate(candidates)]
    with open(os.path.join(work, "cases.json"), "w") as f:
        json.dump(cases, f)
    verdicts = json.loads(subprocess.run([oracle, os.path.join(work, "cases.json")],
                                         capture_output=True, text=True, check=True).stdout)
    os.remove(os.path.join(work, "cases.json"))
    expected = {}
    for case, verdict in zip(cases, verdicts):
        if chars("".join(verdict["lines"])) != chars("".join(x["text"] for x in verdict["styled"])):
            continue  # the browser disagrees with itself: no converter can match
        with open(os.path.join(work, case["id"] + ".html"), "w", encoding="utf-8") as f:
            f.write(case["html"])
        expected[case["id"]] = {k: v for k, v in verdict.items() if k != "id"}
    with open(os.path.join(work, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, ensure_ascii=False)
    report = subprocess.run([compare, work, "--cmd", cmd, "--show", "1000000"], capture_output=True, text=True).stdout
    return {int(m.group(1)) for m in re.finditer(r"FAIL c(\d+):", report)}, report


html = open(args[0], encoding="utf-8").read()
if not judge([html])[0]:
    sys.exit("it does not fail (or the browser disagrees with itself on it)")
while True:
    toks = tokens(html)
    n = len(toks)
    candidates = {re.sub(r"\s+", " ", html)}
    for size in sorted({max(1, n // k) for k in (2, 4, 8, 16)} | {1, 2, 3}, reverse=True):
        for i in range(n - size + 1):
            candidates.add("".join(toks[:i] + toks[i + size:]))
    candidates = sorted((c for c in candidates if c and len(c) < len(html)), key=len)[:400]
    failing, _ = judge(candidates)
    if not failing:
        break
    html = min((candidates[i] for i in failing), key=len)
    print(f"{len(html)} bytes", file=sys.stderr)
print(html)
print(next((l for l in judge([html])[1].splitlines() if l.startswith("FAIL")), ""))

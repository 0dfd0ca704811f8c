#!/usr/bin/env python3
"""Shrinks inputs whose `html` rendering does not convert back to the same
styled string, and groups them by the shape they shrink to.

Usage: Scripts/roundtrip-minimise.py FILE_OR_DIR... [--bin PATH]

For each input (a directory: every file in it, such as the fuzz run's
.build-fuzz/round-trip), checks that it still fails the round trip: its
JSON (diagnostics left out) differs from the JSON of its html rendering
converted again. Then each round deletes runs of tokens (tags, words,
white space), then of bytes, halving their length down to one, and keeps
every deletion that still fails; it stops when a round keeps none. Prints
each shape once with the number of inputs that shrank to it, most common
first, and the inputs that round-trip already. A candidate whose
conversion fails or prints no JSON is not a failure (so a crash is never
mistaken for a shape). Default converter: .build/release/htmlruns.
"""
import collections, json, os, re, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
args = sys.argv[1:]
binary = os.path.join(os.path.dirname(here), ".build/release/htmlruns")
if "--bin" in args:
    i = args.index("--bin"); binary = args[i + 1]; del args[i:i + 2]
if not args:
    sys.exit(__doc__)


def convert(data, fmt):
    """The converter's output for `data`, or None when it failed."""
    r = subprocess.run([binary, "convert", "-q", "--format", fmt, "-"], input=data, capture_output=True)
    return r.stdout if r.returncode in (0, 1) and r.stdout else None


def styled(json_bytes):
    """The styled string of a JSON document, without its diagnostics."""
    try:
        document = json.loads(json_bytes)
    except (TypeError, ValueError):
        return None
    document.pop("diagnostics", None)
    return json.dumps(document, sort_keys=True)


def fails(data):
    first = styled(convert(data, "json"))
    html = convert(data, "html")
    again = styled(convert(html, "json")) if html is not None else None
    return first is not None and again is not None and first != again


TOKEN = re.compile(rb"<[^<>]*>?|[^<\s]+|\s+|<")


def shrink(data):
    changed = True
    while changed:
        changed = False
        for split in (lambda d: [m.group(0) for m in TOKEN.finditer(d)], lambda d: [bytes([b]) for b in d]):
            parts = split(data)
            size = max(1, len(parts) // 2)
            while size >= 1:
                i = 0
                while i < len(parts):
                    candidate = b"".join(parts[:i] + parts[i + size:])
                    if candidate and fails(candidate):
                        parts = parts[:i] + parts[i + size:]
                        data = candidate
                        changed = True
                    else:
                        i += size
                size //= 2
    return data


files = []
for arg in args:
    if os.path.isdir(arg):
        files += sorted(os.path.join(arg, name) for name in os.listdir(arg))
    else:
        files.append(arg)
shapes = collections.Counter()
passing = []
for path in files:
    data = open(path, "rb").read()
    if not fails(data):
        passing.append(path)
        continue
    shape = shrink(data)
    # Kept only when it fails again on its own (a load spike is no shape).
    if fails(shape):
        shapes[shape] += 1
    print(f"{path}: {shape.decode('utf-8', 'replace')}", file=sys.stderr)
for shape, count in shapes.most_common():
    print(f"{count:5d}  {shape.decode('utf-8', 'replace')}")
print(f"{len(passing)} of {len(files)} inputs round-trip already")

#!/usr/bin/env python3
"""Ask headless Chromium for its verdict on every Corpus/ case that has none.

Usage: Scripts/judge-corpus.py [CORPUS_DIR] [--all]

Reads CORPUS_DIR/*.html (default Corpus/), runs ../shared/tools/browser-oracle
on the cases missing from CORPUS_DIR/expected.json (all of them with --all),
and writes expected.json in the format of ../shared/corpus/browser: per case
its innerText lines and styled runs, default-valued keys left out. These are
the browser's verdicts: never edit them by hand.
Needs: apt-get install chromium-headless-shell
"""
import json, os, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
args = [a for a in sys.argv[1:] if not a.startswith('--')]
corpus = args[0] if args else os.path.join(root, 'Corpus')
oracle = os.path.join(root, '..', 'shared', 'tools', 'browser-oracle')
path = os.path.join(corpus, 'expected.json')
expected = json.load(open(path, encoding='utf-8')) if os.path.exists(path) else {}

names = sorted(f[:-5] for f in os.listdir(corpus) if f.endswith('.html'))
todo = [n for n in names if '--all' in sys.argv or n not in expected]
if not todo:
    print('every case already has a verdict')
    sys.exit(0)
cases = [{'id': n, 'html': open(os.path.join(corpus, n + '.html'), encoding='utf-8', errors='replace').read()}
         for n in todo]
with tempfile.NamedTemporaryFile('w', suffix='.json', delete=False, encoding='utf-8') as f:
    json.dump(cases, f)
out = subprocess.run([oracle, f.name], capture_output=True, check=True).stdout
os.unlink(f.name)
DEFAULTS = {'bold': False, 'italic': False, 'underline': False, 'strike': False, 'link': None,
            'color': '#000000', 'background': None, 'monospace': False, 'script': None}
for result in json.loads(out):
    styled = [{k: v for k, v in run.items() if k == 'text' or DEFAULTS.get(k, object()) != v}
              for run in result['styled']]
    expected[result['id']] = {'lines': result['lines'], 'styled': styled}
    print('judged', result['id'])
expected = {k: expected[k] for k in sorted(expected) if k in names}
with open(path, 'w', encoding='utf-8') as f:
    json.dump(expected, f, ensure_ascii=False, indent=1, sort_keys=True)
    f.write('\n')

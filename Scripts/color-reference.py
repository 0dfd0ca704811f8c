#!/usr/bin/env python3
"""What Chromium paints for CSS colours: each value is drawn on a 1x1 sRGB
canvas and the pixel read back, and its validity asked of the style
system. The browser oracle cannot say this (getComputedStyle reports
`lab()`, `oklch()`, `color()` and `color-mix()` in their own spaces);
ColorModernFunctionTests compare ColorValue with these pixels.

Usage: Scripts/color-reference.py COLORS.txt > PAINTED.json
  (Tests/HTMLRunsTests/CSS/ModernColors/colors.txt -> painted.json)
Needs: apt-get install chromium-headless-shell
"""
import html, json, os, re, subprocess, sys, tempfile

colors = [line.strip() for line in open(sys.argv[1]) if line.strip() and not line.startswith("#")]
page = """<!DOCTYPE html><html><body><pre id=out></pre><script>
const C = %s;
const canvas = document.createElement('canvas'); canvas.width = 1; canvas.height = 1;
const ctx = canvas.getContext('2d', {colorSpace: 'srgb', willReadFrequently: true});
const out = [];
for (const c of C) {
  const d = document.createElement('div'); d.style.color = 'rgb(1, 2, 3)'; d.style.color = c;
  const valid = d.style.color !== 'rgb(1, 2, 3)';
  ctx.clearRect(0, 0, 1, 1); ctx.fillStyle = '#010203'; ctx.fillStyle = c; ctx.fillRect(0, 0, 1, 1);
  out.push({color: c, valid: valid, rgba: Array.from(ctx.getImageData(0, 0, 1, 1).data)});
}
document.getElementById('out').textContent = JSON.stringify(out);
</script></body></html>""" % json.dumps(colors)
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "page.html")
    open(path, "w").write(page)
    dom = subprocess.run(["chromium-headless-shell", "--no-sandbox", "--dump-dom", "file://" + path],
                         capture_output=True, text=True, timeout=120).stdout
match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
if not match:
    sys.exit("no result from chromium-headless-shell")
entries = json.loads(html.unescape(match.group(1)))
print("[\n" + ",\n".join(json.dumps(e) for e in entries) + "\n]")

#!/usr/bin/env bash
# How much faster `htmlruns convert --jobs 2` is than `--jobs 1` on a
# folder of generated HTML files, with the release build.
#
#   Scripts/jobs-speedup.sh [--files N] [--check] [--scratch-path DIR]
#
# Generates N (default 240) files of mixed real-world markup in a temporary
# folder, converts the folder to JSON Lines with --jobs 1 and --jobs 2
# (best of three runs each, output to /dev/null), and prints both times and
# their ratio. The target is 1.6x on two cores. With --check the script
# exits 1 when the ratio is below the target.
set -euo pipefail
cd "$(dirname "$0")/.."

files=240
check=0
scratch=.build
while [ $# -gt 0 ]; do
  case "$1" in
    --files) files="$2"; shift 2 ;;
    --check) check=1; shift ;;
    --scratch-path) scratch="$2"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "jobs-speedup.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
target=1.6

swift build -c release --product htmlruns --scratch-path "$scratch" >&2
bin="$scratch/release/htmlruns"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Files of 20-60 KB: paragraphs with inline styles, lists, tables, broken
# nesting and entities, so that conversion (not process start) dominates.
python3 - "$work/in" "$files" <<'PY'
import os, random, sys
out, count = sys.argv[1], int(sys.argv[2])
random.seed(5)
words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor".split()
def text(n):
    return " ".join(random.choice(words) for _ in range(n))
def block(i):
    kind = i % 6
    if kind == 0:
        return f"<p>{text(30)} <b>{text(3)}</b> <i>{text(2)}</i> &amp; &eacute; <a href='https://example.com/{i}'>{text(2)}</a></p>\n"
    if kind == 1:
        return "<ul>" + "".join(f"<li>{text(8)}<ul><li>{text(4)}</li></ul>" for _ in range(4)) + "</ul>\n"
    if kind == 2:
        return "<table>" + "".join("<tr>" + "".join(f"<td>{text(3)}</td>" for _ in range(4)) + "</tr>" for _ in range(5)) + "</table>\n"
    if kind == 3:
        return f"<p style='color: #336699; font-size: 14px'>{text(20)} <span style='background: yellow'>{text(4)}</span></p>\n"
    if kind == 4:
        return f"<div><b>{text(3)}<i>{text(3)}</b>{text(3)}</i> <font color=red>{text(5)}</font></div>\n"
    return f"<blockquote><p>{text(25)}</p><pre>  {text(10)}\n  {text(10)}</pre></blockquote>\n"
for n in range(count):
    folder = os.path.join(out, f"section-{n % 8}")
    os.makedirs(folder, exist_ok=True)
    size = random.randint(20_000, 60_000)
    parts, total, i = [], 0, n
    while total < size:
        b = block(i); parts.append(b); total += len(b); i += 1
    with open(os.path.join(folder, f"page-{n:04d}.html"), "w") as f:
        f.write("".join(parts))
PY

best() {
  local jobs=$1 best="" t0 t1 t
  for _ in 1 2 3; do
    t0=$(date +%s.%N)
    "$bin" convert --quiet --jobs "$jobs" "$work/in" > /dev/null
    t1=$(date +%s.%N)
    t=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }')
    if [ -z "$best" ] || awk -v t="$t" -v b="$best" 'BEGIN { exit !(t < b) }'; then best=$t; fi
  done
  echo "$best"
}

mb=$(du -sm "$work/in" | cut -f1)
one=$(best 1)
two=$(best 2)
ratio=$(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.3f", a / b }')
printf '%d files, %d MB, %d cores\n' "$files" "$mb" "$(nproc)"
printf -- '--jobs 1: %.3f s\n--jobs 2: %.3f s\nspeedup:  %.2fx (target %.1fx)\n' "$one" "$two" "$ratio" "$target"
if [ "$check" = 1 ] && awk -v r="$ratio" -v t="$target" 'BEGIN { exit !(r < t) }'; then
  echo "below the target" >&2
  exit 1
fi

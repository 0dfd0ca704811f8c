// node Examples/Clients/JavaScript/test.mjs
// Renders the repository's golden JSON (Corpus/*.json) with a minimal fake
// DOM and checks text, styles, links and attachments. No npm packages.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderStyledRuns } from "./styledRuns.mjs";

const corpus = join(dirname(fileURLToPath(import.meta.url)), "../../../Corpus");

/** Just enough of the DOM for renderStyledRuns, serialised as HTML. */
class FakeElement {
  constructor(tag) { this.tag = tag; this.attributes = {}; this.style = {}; this.children = []; }
  setAttribute(name, value) { this.attributes[name] = String(value); }
  appendChild(child) { this.children.push(child); return child; }
  get textContent() { return this.children.map((c) => c.textContent).join(""); }
  get outerHTML() {
    const css = Object.entries(this.style)
      .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}:${v}`).join(";");
    const attrs = Object.entries(css ? { ...this.attributes, style: css } : this.attributes)
      .map(([k, v]) => ` ${k}="${escape(v)}"`).join("");
    if (this.tag === "img" || this.tag === "hr") return `<${this.tag}${attrs}>`;
    return `<${this.tag}${attrs}>${this.children.map((c) => c.outerHTML).join("")}</${this.tag}>`;
  }
}
class FakeText {
  constructor(text) { this.textContent = text; }
  get outerHTML() { return escape(this.textContent); }
}
const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
const fakeDocument = {
  createElement: (tag) => new FakeElement(tag),
  createTextNode: (text) => new FakeText(text),
};
const render = (name) => renderStyledRuns(readFileSync(join(corpus, `${name}.json`), "utf8"), fakeDocument);

const tests = {
  "misnested formatting becomes three spans"() {
    assert.equal(render("seed-misnesting").outerHTML,
      '<div style="white-space:pre-wrap">' +
      '<span style="font-weight:bold">Bold</span>' +
      '<span style="font-weight:bold;font-style:italic">Bold+Italic</span>' +
      '<span style="font-style:italic">Italic</span></div>');
  },
  "link survives the halfwidth sound mark"() {
    const link = render("seed-dakuten-link").children[0];
    assert.equal(link.tag, "a");
    assert.equal(link.attributes.href, "https://example.com/x");
    assert.equal(link.textContent, "\u309A▽\u309A*)");
  },
  "attachments replace their U+FFFC"() {
    const html = render("rule-and-image").outerHTML;
    assert.match(html, /before\n<hr>\nafter <img src="a.png" alt="A picture" width="20" height="10"> text/);
  },
  "text in markup stays text"() {
    const json = { text: "<b>&", offsetUnit: "utf16", runs: [{ start: 0, length: 4, attributes: {} }] };
    assert.equal(renderStyledRuns(json, fakeDocument).outerHTML, '<div style="white-space:pre-wrap"><span>&lt;b>&amp;</span></div>');
  },
  "other offset units are refused"() {
    assert.throws(() => renderStyledRuns({ text: "", offsetUnit: "utf8", runs: [] }, fakeDocument), /utf16/);
  },
  "every corpus document keeps its text"() {
    const names = readdirSync(corpus).filter((n) => n.endsWith(".json") && n !== "expected.json");
    assert.ok(names.length > 10);
    for (const name of names) {
      const doc = JSON.parse(readFileSync(join(corpus, name), "utf8"));
      const text = renderStyledRuns(doc, fakeDocument).textContent;
      // Attachments render as elements, not as their U+FFFC.
      const offsets = new Set(doc.attachments.map((a) => a.offset));
      const expected = [...doc.text.split("").entries()].filter(([i]) => !offsets.has(i)).map(([, c]) => c).join("");
      assert.equal(text, expected, name);
    }
  },
};

let passed = 0;
let failed = 0;
for (const [name, test] of Object.entries(tests)) {
  try {
    test();
    passed++;
    console.log(`ok - ${name}`);
  } catch (error) {
    failed++;
    console.log(`not ok - ${name}\n${error.message}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

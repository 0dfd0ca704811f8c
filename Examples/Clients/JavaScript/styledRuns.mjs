// Builds DOM nodes from htmlruns' JSON (SPEC "JSON output"), with UTF-16
// offsets, which are JavaScript's own string indices. No innerHTML: the text
// goes in through text nodes, so nothing in it can become markup.

/** The CSS of one run's attributes (absent keys are the defaults). */
export function runStyle(a) {
  const style = {};
  if (a.bold) style.fontWeight = "bold";
  if (a.italic) style.fontStyle = "italic";
  const lines = [a.underline && "underline", a.strikethrough && "line-through"].filter(Boolean);
  if (lines.length) style.textDecoration = lines.join(" ");
  if (a.color) style.color = a.color;
  if (a.backgroundColor) style.backgroundColor = a.backgroundColor;
  if (a.fontSize) style.fontSize = `${a.fontSize}px`;
  if (a.fontFamily || a.monospace) style.fontFamily = a.fontFamily ?? "monospace";
  if (a.verticalAlign) style.verticalAlign = a.verticalAlign;
  if (a.letterSpacing) style.letterSpacing = `${a.letterSpacing}px`;
  if (a.wordSpacing) style.wordSpacing = `${a.wordSpacing}px`;
  if (a.lineHeight) style.lineHeight = String(a.lineHeight);
  return style;
}

/**
 * Renders `json` (a string or the parsed object) into a new `<div>` of
 * `document`: one `<span>` (or `<a>` for links) per run; images and rules
 * in place of their U+FFFC. Line breaks and tabs show through
 * `white-space: pre-wrap`.
 */
export function renderStyledRuns(json, document) {
  const doc = typeof json === "string" ? JSON.parse(json) : json;
  if (doc.offsetUnit !== "utf16") throw new Error(`ask for utf16 offsets, not ${doc.offsetUnit}`);
  const attachments = new Map((doc.attachments ?? []).map((a) => [a.offset, a]));
  const root = document.createElement("div");
  root.style.whiteSpace = "pre-wrap";
  for (const run of doc.runs) {
    const a = run.attributes;
    const element = document.createElement(a.link ? "a" : "span");
    if (a.link) element.setAttribute("href", a.link);
    if (a.marker) element.setAttribute("aria-hidden", "true"); // "• ", "1. ": not content
    Object.assign(element.style, runStyle(a));
    // Split the run's text at each attachment's U+FFFC.
    let from = run.start;
    const end = run.start + run.length;
    for (let i = run.start; i < end; i++) {
      const attachment = attachments.get(i);
      if (!attachment) continue;
      if (i > from) element.appendChild(document.createTextNode(doc.text.slice(from, i)));
      element.appendChild(attachmentNode(attachment, document));
      from = i + 1;
    }
    if (end > from) element.appendChild(document.createTextNode(doc.text.slice(from, end)));
    root.appendChild(element);
  }
  return root;
}

function attachmentNode(attachment, document) {
  if (attachment.kind !== "image") return document.createElement("hr");
  const img = document.createElement("img");
  img.setAttribute("src", attachment.src);
  if (attachment.alt != null) img.setAttribute("alt", attachment.alt);
  if (attachment.width != null) img.setAttribute("width", String(attachment.width));
  if (attachment.height != null) img.setAttribute("height", String(attachment.height));
  return img;
}

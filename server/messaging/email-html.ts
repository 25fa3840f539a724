import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const hasClass = (element: Element, name: string) => (attribute(element, "class") ?? "").split(/\s+/).includes(name);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** What mail clients need of the sanitized editor HTML; classes and data-* attributes mean nothing there. */
const keptAttributes = new Set(["href", "rel", "target", "src", "alt", "width", "height", "style"]);
const voidElements = new Set(["br", "img"]);
const inlineStyle: Record<string, string> = {
  img: "max-width:100%;height:auto",
  blockquote: "margin:0 0 1em;padding-left:1em;border-left:4px solid #cbd5e1;color:#374151",
  pre: "white-space:pre-wrap;background:#f1f5f9;padding:12px;border-radius:6px;font-family:monospace;font-size:14px",
};

/**
 * Quill 2 writes every list as <ol> and tells bullets from numbers with data-list on each item;
 * a mail client reads neither the attribute nor the editor's CSS, so runs of items become real
 * <ul> and <ol> lists.
 */
function listRuns(list: Element): { tag: "ul" | "ol"; items: Element[] }[] {
  const runs: { tag: "ul" | "ol"; items: Element[] }[] = [];
  for (const item of list.childNodes.filter(isElement)) {
    const kind = attribute(item, "data-list");
    const tag = kind === "ordered" ? "ol" : kind === undefined ? (list.tagName as "ul" | "ol") : "ul";
    const last = runs.at(-1);
    if (last?.tag === tag) last.items.push(item);
    else runs.push({ tag, items: [item] });
  }
  return runs;
}

/** The lines of a Quill 2 code block (a container of one div per line). */
function codeLines(container: Element): string {
  return container.childNodes
    .filter(isElement)
    .map((line) => textContent(line))
    .join("\n");
}

function textContent(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  return isElement(node) ? node.childNodes.map(textContent).join("") : "";
}

function htmlOf(nodes: Node[]): string {
  return nodes.map(htmlOfNode).join("");
}

function htmlOfNode(node: Node): string {
  if (node.nodeName === "#text") return escapeText((node as DefaultTreeAdapterTypes.TextNode).value);
  if (!isElement(node)) return "";
  const tag = node.tagName;
  if (tag === "ol" || tag === "ul")
    return listRuns(node)
      .map(
        (run) => `<${run.tag}>${run.items.map((item) => `<li>${htmlOf(item.childNodes)}</li>`).join("")}</${run.tag}>`,
      )
      .join("");
  if (tag === "div" && hasClass(node, "ql-code-block-container"))
    return `<pre style="${inlineStyle["pre"]}">${escapeText(codeLines(node))}</pre>`;
  const attrs = node.attrs
    .filter((a) => keptAttributes.has(a.name) && !(a.name === "style" && inlineStyle[tag]))
    .map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`);
  if (inlineStyle[tag]) attrs.push(` style="${inlineStyle[tag]}"`);
  const open = `<${tag}${attrs.join("")}>`;
  return voidElements.has(tag) ? open : `${open}${htmlOf(node.childNodes)}</${tag}>`;
}

/**
 * The editor's HTML (already through the post sanitizer) as a mail client shows it: real bullet and
 * numbered lists, code blocks as <pre>, images that fit a phone, quotes with a rule beside them.
 */
export function emailHtml(sanitizedHtml: string): string {
  return htmlOf(parseFragment(sanitizedHtml).childNodes);
}

const blockElements = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "div", "pre"]);

function textOf(nodes: Node[]): string {
  return nodes.map(textOfNode).join("");
}

function textOfNode(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value.replace(/\s+/g, " ");
  if (!isElement(node)) return "";
  const tag = node.tagName;
  if (tag === "br") return "\n";
  if (tag === "img") return attribute(node, "alt") ? `[${attribute(node, "alt")}]` : "";
  if (tag === "a") {
    const label = textOf(node.childNodes).trim();
    const address = attribute(node, "href")?.replace(/^(mailto|tel):/, "");
    return address && address !== label ? `${label} (${address})` : label;
  }
  if (tag === "ol" || tag === "ul") {
    const items = listRuns(node).flatMap((run) =>
      run.items.map((item, i) => `${run.tag === "ol" ? `${i + 1}.` : "-"} ${textOf(item.childNodes).trim()}`),
    );
    return `\n\n${items.join("\n")}\n\n`;
  }
  if (tag === "div" && hasClass(node, "ql-code-block-container")) return `\n\n${codeLines(node)}\n\n`;
  if (tag === "blockquote") {
    const quoted = tidy(textOf(node.childNodes))
      .split("\n")
      .map((line) => `> ${line}`.trimEnd());
    return `\n\n${quoted.join("\n")}\n\n`;
  }
  const inner = textOf(node.childNodes);
  return blockElements.has(tag) ? `\n\n${inner.trim()}\n\n` : inner;
}

/** Lines without trailing spaces, at most one blank line in a row, none at either end. */
function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * The plain-text part of the same HTML: paragraphs a blank line apart, list items with "-" or
 * "1.", quotes with ">", links followed by their address, images by their description.
 */
export function emailText(sanitizedHtml: string): string {
  return tidy(textOf(parseFragment(sanitizedHtml).childNodes));
}

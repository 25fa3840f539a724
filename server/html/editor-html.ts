import { defaultTreeAdapter, html as parse5Html, parseFragment, serialize, type DefaultTreeAdapterTypes } from "parse5";
import sanitizeHtml from "sanitize-html";

const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const dataImage = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * The formats of the create-blog editor (Quill 2: headers 1-6, bold, italic, underline, strike, text
 * and background colour, lists, blockquote, code block, links, images) and nothing else. Links
 * keep only http, https, mailto and tel and always open safely; images only http, https and
 * data:image. Scripts, event handlers, styles other than the two colours and javascript: are dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "span",
    "ol",
    "ul",
    "li",
    "blockquote",
    "pre",
    "code",
    "a",
    "img",
    "div",
  ],
  allowedAttributes: {
    span: ["style"],
    li: ["data-list"],
    pre: ["data-language", "spellcheck"],
    div: ["class", "data-language"],
    a: ["href", "rel", "target"],
    img: ["src", "alt", "width", "height"],
  },
  // Quill 2's code blocks are divs with these classes; any other class is removed.
  allowedClasses: { div: ["ql-code-block-container", "ql-code-block"] },
  allowedStyles: { span: { color: colour, "background-color": colour } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: "noopener noreferrer nofollow",
        target: "_blank",
      },
    }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      // Judged as the browser and sanitize-html read the scheme: with control characters and
      // spaces taken out, so "\u0001data:image/svg+xml" is a data: URL too (security review I1).
      const bare = [...(src ?? "")].filter((c) => c.charCodeAt(0) > 0x20).join("");
      return {
        tagName,
        attribs:
          src && (!bare.toLowerCase().startsWith("data:") || dataImage.test(src.trim())) ? { ...rest, src } : rest,
      };
    },
  },
  // An image without an allowed source is no image.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizePostHtml(html: string): string {
  // Taking out what the allowlist refuses can leave markup that a parser rebuilds differently (a <p>
  // that sat in an <svg> inside a <p>): passes repeat until the HTML comes back unchanged, so what
  // is stored parses as written and sanitizing it again changes nothing.
  let clean = html;
  for (let pass = 0; pass < 4; pass++) {
    const next = sanitizeHtml(asBrowsersParseIt(clean), options).trim();
    if (next === clean) break;
    clean = next;
  }
  return clean;
}

// Elements whose content the HTML serializer writes out unescaped: an HTML-only parser would read
// that content differently from the tree it came from, and none of it is ever shown.
const rawTextElements = new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "plaintext", "noscript"]);

/**
 * The post as a browser builds it (parse5 follows the HTML standard, foreign content included),
 * written back as plain HTML that sanitize-html's parser reads the same way. sanitize-html alone
 * parses `<style>` as raw text wherever it stands, while inside `<svg>` or `<math>` the browser
 * builds elements from it: markup the sanitizer would never see (mutation XSS), and an unclosed
 * one swallowed the rest of the post. Here SVG and MathML elements give way to their content
 * (text and any HTML inside them stay; their own style and script elements go), and comments and
 * elements whose content is never shown (script, style, template, ...) go with theirs; the
 * allowlist then applies to what is left.
 */
function asBrowsersParseIt(html: string): string {
  // The post page renders the HTML inside a div, so it is parsed in that context.
  const fragment = parseFragment(defaultTreeAdapter.createElement("div", parse5Html.NS.HTML, []), html, {});
  keepOnlyShownHtml(fragment);
  return serialize(fragment);
}

function keepOnlyShownHtml(parent: DefaultTreeAdapterTypes.ParentNode): void {
  parent.childNodes = parent.childNodes.flatMap((child) => {
    if (defaultTreeAdapter.isCommentNode(child)) return [];
    if (!defaultTreeAdapter.isElementNode(child)) return [child];
    if (rawTextElements.has(child.tagName) || child.tagName === "template") return [];
    keepOnlyShownHtml(child);
    if (child.namespaceURI === parse5Html.NS.HTML) return [child];
    for (const grandchild of child.childNodes) grandchild.parentNode = parent;
    return child.childNodes;
  });
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** The visible text of (sanitized) HTML, whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A summary of about `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function excerptFrom(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const head = (lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,;:.\-–—]+$/, "");
  return `${head}…`;
}

/** True when the HTML shows nothing: no text and no image (Quill's empty editor is <p><br></p>). */
export function isBlankHtml(html: string): boolean {
  return htmlToText(html) === "" && !/<img\b/i.test(html);
}

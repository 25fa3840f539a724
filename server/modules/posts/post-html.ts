import sanitizeHtml from "sanitize-html";

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const dataImage = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/**
 * The formats of the create-blog editor (Quill 2: headers 1-6, bold, italic, underline, strike, text
 * and background colour, lists, blockquote, code block, links, images) and nothing else. Links
 * keep only http, https, mailto and tel and always open safely; images only http, https and
 * data:image. Scripts, event handlers, styles other than the two colours and javascript: are dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "strong", "b", "em", "i", "u", "s", "span", "ol", "ul", "li", "blockquote", "pre", "code", "a", "img", "div"],
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
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: "noopener noreferrer nofollow", target: "_blank" } }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && (!src.trim().toLowerCase().startsWith("data:") || dataImage.test(src.trim())) ? { ...rest, src } : rest };
    },
  },
  // An image without an allowed source is no image.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** The visible text of (sanitized) HTML, whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi, "$& "), { allowedTags: [], allowedAttributes: {} });
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

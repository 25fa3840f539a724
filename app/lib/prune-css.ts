/**
 * Cuts a stylesheet down to what one page uses (decision 064): a content page carries its CSS inline,
 * so the first paint waits for the HTML alone, and every byte of it is in the HTML. A style rule is
 * kept when one of its selectors names only classes the page (or the content pages' script) uses;
 * at-rules that hold rules (@layer, @media, @supports, @container) are kept when anything in them
 * is; everything else (@property, @keyframes, @font-face, custom properties on :root) is kept whole.
 * Written for the minified CSS Tailwind builds, which has no comments inside rules and no nesting
 * beyond at-rules around rules.
 */
export type CssNode =
  | { kind: "text"; text: string }
  | { kind: "rule"; selectors: string[][]; text: string }
  | { kind: "group"; prelude: string; children: CssNode[] };

const groupAtRules = /^@(layer|media|supports|container)\b/;
const classToken = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;

/** Parses a stylesheet once into nodes that pruneCss can filter for each page. */
export function parseCss(css: string): CssNode[] {
  let i = 0;
  function nodes(): CssNode[] {
    const out: CssNode[] = [];
    while (i < css.length) {
      if (css[i] === "}") {
        i++;
        return out;
      }
      const start = i;
      // The prelude runs to the first `{` or `;` outside strings and brackets.
      let depth = 0;
      while (i < css.length) {
        const c = css[i]!;
        if (c === "\\") i++;
        else if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
        else if (c === "(" || c === "[") depth++;
        else if (c === ")" || c === "]") depth--;
        else if (depth === 0 && (c === "{" || c === ";" || c === "}")) break;
        i++;
      }
      const prelude = css.slice(start, i).trim();
      if (css[i] !== "{") {
        if (css[i] === ";") i++;
        if (prelude) out.push({ kind: "text", text: `${prelude};` });
        continue;
      }
      i++;
      if (groupAtRules.test(prelude)) {
        out.push({ kind: "group", prelude, children: nodes() });
        continue;
      }
      const bodyStart = i;
      skipBlock();
      const text = `${prelude}{${css.slice(bodyStart, i - 1)}}`;
      if (prelude.startsWith("@")) out.push({ kind: "text", text });
      else out.push({ kind: "rule", selectors: splitSelectors(prelude).map(classesOf), text });
    }
    return out;
  }
  /** Moves past the block whose `{` was just read, nested blocks included. */
  function skipBlock() {
    let depth = 1;
    while (i < css.length && depth > 0) {
      const c = css[i]!;
      if (c === "\\") i++;
      else if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
      else if (c === "{") depth++;
      else if (c === "}") depth--;
      i++;
    }
  }
  return nodes();
}

/** The stylesheet with only the rules a page that uses `classes` can match. */
export function pruneCss(tree: CssNode[], classes: ReadonlySet<string>): string {
  const keep = (node: CssNode): string => {
    if (node.kind === "text") return node.text;
    if (node.kind === "rule")
      return node.selectors.some((names) => names.every((name) => classes.has(name))) ? node.text : "";
    const inner = node.children.map(keep).join("");
    return inner ? `${node.prelude}{${inner}}` : "";
  };
  return tree.map(keep).join("");
}

/** Every class named in an HTML document's class attributes. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1]!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

/** The class names a selector needs, unescaped (`.sm\:grid-cols-2` needs `sm:grid-cols-2`). */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(classToken)].map((m) =>
    m[1]!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
    ),
  );
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );
}

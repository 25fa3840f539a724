import fc from "fast-check";
import { defaultTreeAdapter, html, parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, it } from "vitest";
import { excerptFrom, htmlToText, isBlankHtml, sanitizePostHtml } from "./editor-html.ts";

describe("sanitizePostHtml", () => {
  it("keeps the editor's formats", () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <span style="color: rgb(230, 0, 0); background-color: #ffff00;">c</span></p>' +
      '<ol><li data-list="bullet">one</li></ol><blockquote>q</blockquote><pre>code</pre><p><a href="https://example.com">l</a></p>';
    const clean = sanitizePostHtml(html);
    expect(clean).toContain("<h2>Title</h2>");
    expect(clean).toContain('<span style="color:rgb(230, 0, 0);background-color:#ffff00">c</span>');
    expect(clean).toContain('<li data-list="bullet">one</li>');
    expect(clean).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">l</a>');
  });

  it("drops scripts, event handlers, javascript: links and foreign styles", () => {
    const clean = sanitizePostHtml(
      '<p onclick="alert(1)">x<script>alert(2)</script></p><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">a</a>' +
        '<a href="JaVaScRiPt:alert(5)">b</a><span style="position:fixed;color:red">s</span><iframe src="https://evil.example"></iframe>' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|position|svg/i);
    expect(clean).toContain('<span style="color:red">s</span>');
  });

  it("keeps http, https and data:image images only", () => {
    expect(sanitizePostHtml('<img src="https://example.com/a.png" alt="a">')).toBe(
      '<img alt="a" src="https://example.com/a.png" />',
    );
    expect(sanitizePostHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain("data:image/png;base64");
    expect(sanitizePostHtml('<img src="ftp://example.com/a.png">')).toBe("");
    // The media library's paths (the posts service turns data: images into them, issue 28).
    expect(sanitizePostHtml('<img src="/media/0123456789abcdef0123456789abcdef-640.webp" alt="A">')).toBe(
      '<img alt="A" src="/media/0123456789abcdef0123456789abcdef-640.webp" />',
    );
    // A control character before the scheme does not sneak another data: type in (security review I1).
    for (const hidden of ["&#1;data:image/svg+xml;base64,PHN2Zz4=", " \tdata:text/html;base64,PHN2Zz4="])
      expect(sanitizePostHtml(`<img src="${hidden}">`)).toBe("");
    expect(sanitizePostHtml('<a href="mailto:a@example.com">m</a><a href="tel:+911234567890">t</a>')).toContain(
      'href="tel:+911234567890"',
    );
  });
});

// Shapes where the sanitizer's parser and the browser's disagree (mutation XSS): a <style> inside
// <svg> or <math> holds markup for the browser but raw text for an HTML-only parser.
describe("sanitizePostHtml with foreign content", () => {
  const inDiv = (input: string) => parseFragment(defaultTreeAdapter.createElement("div", html.NS.HTML, []), input, {});

  /** What a browser would run or apply from this HTML: script-capable elements and event handlers. */
  function dangersIn(clean: string): string[] {
    const found: string[] = [];
    const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
      for (const child of node.childNodes) {
        if (!defaultTreeAdapter.isElementNode(child)) continue;
        if (child.namespaceURI !== html.NS.HTML || ["script", "style", "iframe", "template"].includes(child.tagName))
          found.push(child.tagName);
        for (const attr of child.attrs) if (/^on/i.test(attr.name)) found.push(`${child.tagName}[${attr.name}]`);
        visit(child);
      }
    };
    visit(inDiv(clean));
    return found;
  }

  it("keeps what follows an unbalanced <style> inside <svg>", () => {
    const clean = sanitizePostHtml(
      "<p>Intro</p><svg><style><img src=x onerror=alert(1)><p><strong>Safe</strong> text after</p><h2>Next</h2>",
    );
    expect(clean).toContain("<p>Intro</p>");
    expect(clean).toContain("<p><strong>Safe</strong> text after</p><h2>Next</h2>");
    expect(dangersIn(clean)).toEqual([]);
  });

  it("keeps what follows an unbalanced <style> inside <math>", () => {
    const clean = sanitizePostHtml(
      '<math><style><img src=x onerror=alert(1)><p><em>Safe</em> <a href="https://example.com">link</a></p>',
    );
    expect(clean).toContain(
      '<p><em>Safe</em> <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">link</a></p>',
    );
    expect(dangersIn(clean)).toEqual([]);
  });

  it("sees an attribute that hides markup from an HTML-only parser as the browser does", () => {
    const clean = sanitizePostHtml('<svg></p><style><a id="</style><img src=1 onerror=alert(1)>"><p><u>after</u></p>');
    expect(clean).toContain("<p><u>after</u></p>");
    expect(dangersIn(clean)).toEqual([]);
  });

  it("keeps the text of foreign elements and drops their styles and scripts", () => {
    expect(sanitizePostHtml("<p>a<svg><text>b</text><style>c</style><script>d</script></svg></p>")).toBe("<p>ab</p>");
  });

  /**
   * True when the browser's tree (parse5, in a div as the post page renders it) shows
   * `<strong>TAIL</strong>` outside the elements whose text the allowlist drops on purpose
   * (form controls, titles) or that show nothing.
   */
  function browserShowsTail(input: string): boolean {
    const hidden = new Set([
      ...["script", "style", "template", "noscript", "iframe", "xmp", "noembed", "noframes", "plaintext"],
      ...["textarea", "option", "title"],
    ]);
    const visit = (node: DefaultTreeAdapterTypes.ParentNode): boolean =>
      node.childNodes.some((child) => {
        if (!defaultTreeAdapter.isElementNode(child) || hidden.has(child.tagName)) return false;
        if (child.namespaceURI === html.NS.HTML && child.tagName === "strong") {
          const only = child.childNodes[0];
          if (child.childNodes.length === 1 && only && defaultTreeAdapter.isTextNode(only) && only.value === "TAIL")
            return true;
        }
        return visit(child);
      });
    return visit(inDiv(input));
  }

  it("never lets a script through, loses no formatting the browser shows, and is stable (property)", () => {
    const piece = fc.constantFrom(
      "<svg>",
      "</svg>",
      "<math>",
      "</math>",
      "<mtext>",
      "<mglyph>",
      "<table>",
      "<foreignObject>",
      "<annotation-xml encoding='text/html'>",
      "<style>",
      "</style>",
      "</p>",
      "<br>",
      "<p>",
      "<img src=x onerror=alert(1)>",
      '<a id="</style><img src=1 onerror=alert(2)>">',
      "<![CDATA[",
      "]]>",
      "<!--",
      "-->",
      "<noscript>",
      '<p title="</noscript><img src=x onerror=alert(3)>">',
      "<script>alert(4)</script>",
      "<template>",
      "<button>",
      "<textarea>",
      "<select><option>",
      "<td>",
      "<title>",
      "<desc>",
      "<li>",
      "<h2>",
      "text",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const input = `${pieces.join("")}<p><strong>TAIL</strong></p>`;
        const clean = sanitizePostHtml(input);
        expect(dangersIn(clean)).toEqual([]);
        // Stable: the stored HTML parses back to the same tree, so no later parse can mutate it.
        expect(sanitizePostHtml(clean)).toBe(clean);
        if (browserShowsTail(input)) expect(clean).toContain("<strong>TAIL</strong>");
      }),
      { numRuns: 1000 },
    );
  });
});

describe("excerpts", () => {
  it("takes the visible text and cuts at a word boundary", () => {
    expect(htmlToText("<h1>Hello</h1><p>A &amp; B<br>C</p>")).toBe("Hello A & B C");
    const long = "word ".repeat(60).trim();
    const excerpt = excerptFrom(long);
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerpt.endsWith("word…")).toBe(true);
    expect(excerptFrom("short text")).toBe("short text");
  });

  it("sees an empty editor as blank", () => {
    expect(isBlankHtml("<p><br></p>")).toBe(true);
    expect(isBlankHtml('<p><img src="https://example.com/a.png"></p>')).toBe(false);
  });
});

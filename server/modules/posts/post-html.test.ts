import { describe, expect, it } from "vitest";
import { excerptFrom, htmlToText, isBlankHtml, sanitizePostHtml } from "./post-html.ts";

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
    expect(sanitizePostHtml('<img src="https://example.com/a.png" alt="a">')).toBe('<img alt="a" src="https://example.com/a.png" />');
    expect(sanitizePostHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain("data:image/png;base64");
    expect(sanitizePostHtml('<img src="ftp://example.com/a.png">')).toBe("");
    expect(sanitizePostHtml('<a href="mailto:a@example.com">m</a><a href="tel:+911234567890">t</a>')).toContain('href="tel:+911234567890"');
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

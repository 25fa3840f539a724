import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "../html/editor-html.ts";
import { emailHtml, emailText } from "./email-html.ts";

// What the create-blog editor (Quill 2) stores, through the post sanitizer as the server keeps it.
const editorHtml = sanitizePostHtml(
  [
    `<h2>News &amp; notes</h2>`,
    `<p>Hello <strong>there</strong>, read <a href="https://example.com/guide">our guide</a> or write to <a href="mailto:hr@example.com">hr@example.com</a>.</p>`,
    `<ol><li data-list="bullet">One</li><li data-list="bullet">Two</li><li data-list="ordered">First</li><li data-list="ordered">Second</li></ol>`,
    `<blockquote>Quoted</blockquote>`,
    `<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block">if (a &lt; b)</div><div class="ql-code-block">  go();</div></div>`,
    `<p><span style="color: rgb(230, 0, 0);">Red</span><br>next line</p>`,
    `<p><img src="https://example.com/chart.png" alt="Chart"></p>`,
  ].join(""),
);

describe("a newsletter's HTML part", () => {
  it("turns Quill's lists into real bullet and numbered lists and its code block into <pre>", () => {
    const html = emailHtml(editorHtml);
    expect(html).toContain("<ul><li>One</li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol>");
    expect(html).toContain(">if (a &lt; b)\n  go();</pre>");
    expect(html).not.toMatch(/data-list|class=|spellcheck/);
  });

  it("keeps links, colours and images, and makes images fit a phone", () => {
    const html = emailHtml(editorHtml);
    expect(html).toContain('<a href="https://example.com/guide"');
    expect(html).toContain('<span style="color:rgb(230, 0, 0)">Red</span><br>next line');
    expect(html).toContain('<img alt="Chart" src="https://example.com/chart.png" style="max-width:100%;height:auto">');
    expect(html).toContain("<h2>News &amp; notes</h2>");
  });
});

describe("a newsletter's plain-text part", () => {
  it("reads as the e-mail does: paragraphs apart, items marked, links and images spelled out", () => {
    expect(emailText(editorHtml)).toBe(
      [
        "News & notes",
        "",
        "Hello there, read our guide (https://example.com/guide) or write to hr@example.com.",
        "",
        "- One",
        "- Two",
        "1. First",
        "2. Second",
        "",
        "> Quoted",
        "",
        "if (a < b)",
        "  go();",
        "",
        "Red",
        "next line",
        "",
        "[Chart]",
      ].join("\n"),
    );
  });

  it("is empty for an empty editor", () => {
    expect(emailText("<p><br></p>")).toBe("");
  });
});

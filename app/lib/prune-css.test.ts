import { describe, expect, it } from "vitest";
import { classesInHtml, parseCss, pruneCss } from "./prune-css.ts";

const css =
  '@layer properties{@supports (x:y){*,:before{--tw-a:0}}}@property --tw-a{syntax:"*";inherits:false}' +
  ":root{--c:red}@layer utilities{.a{color:red}.b,.c{color:blue}.sm\\:d{x:1}@media (width>=40rem){.sm\\:e{x:2}}" +
  ".w-\\[1\\.5rem\\]{width:1.5rem}.\\[\\&\\>svg\\]\\:f>svg{x:3}.g:is(:where(.group)[aria-expanded=true] *){x:4}}" +
  "@keyframes spin{to{transform:rotate(360deg)}}";

describe("pruneCss", () => {
  const tree = parseCss(css);

  it("keeps whole at-rules that hold no rules, and custom properties", () => {
    const out = pruneCss(tree, new Set());
    expect(out).toContain("@property --tw-a");
    expect(out).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    expect(out).toContain(":root{--c:red}");
    expect(out).toContain("*,:before{--tw-a:0}");
    expect(out).not.toContain("@layer utilities");
  });

  it("keeps a rule when one selector names only used classes, and unescapes class names", () => {
    const used = classesInHtml('<p class="c sm:e w-[1.5rem] [&amp;&gt;svg]:f g">');
    const out = pruneCss(tree, used);
    expect(out).toContain(".b,.c{color:blue}");
    expect(out).toContain("@media (width>=40rem){.sm\\:e{x:2}}");
    expect(out).toContain(".w-\\[1\\.5rem\\]");
    expect(out).toContain("\\[\\&\\>svg\\]\\:f>svg");
    expect(out).not.toContain(".a{");
    expect(out).not.toContain("sm\\:d");
    // .g also needs .group on the page.
    expect(out).not.toContain("aria-expanded");
    expect(pruneCss(tree, new Set([...used, "group"]))).toContain("aria-expanded");
  });
});

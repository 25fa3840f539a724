import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks and ends lines with CRLF", () => {
    expect(
      toCsv(
        ["name", "note"],
        [
          ["Verma, Asha", 'said "hi"\nbye'],
          [7, null],
        ],
      ),
    ).toBe(`\uFEFFname,note\r\n"Verma, Asha","said ""hi""\nbye"\r\n7,\r\n`);
  });

  it("turns cells a spreadsheet would run as formulas into text", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("owner@example.com")).toBe("owner@example.com");
  });
});

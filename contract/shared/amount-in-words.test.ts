import { describe, expect, it } from "vitest";
import { amountInWords, numberInIndianWords } from "./amount-in-words.ts";

describe("amounts in Indian words", () => {
  it("uses lakh and crore", () => {
    expect(amountInWords(120_000_00)).toBe("Rupees One Lakh Twenty Thousand only");
    expect(amountInWords(29_500_00)).toBe("Rupees Twenty Nine Thousand Five Hundred only");
    expect(amountInWords(904_97)).toBe("Rupees Nine Hundred Four and Ninety Seven Paise only");
    expect(numberInIndianWords(12_34_56_789)).toBe(
      "Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine",
    );
    expect(amountInWords(1)).toBe("Rupees Zero and One Paise only");
  });
});

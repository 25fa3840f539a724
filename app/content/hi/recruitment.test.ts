import { describe, expect, it } from "vitest";
import { recruitmentSteps } from "../recruitment.ts";
import { recruitmentStepsHi } from "./recruitment.ts";

const figures = (text: string) => [...(text.match(/\d+(?:[.,]\d+)*/g) ?? [])];

describe("the recruitment steps in Hindi (issue 29)", () => {
  it("are the four English steps, numbered and drawn alike, with the same figures", () => {
    expect(recruitmentStepsHi.map(({ number, icon }) => ({ number, icon }))).toEqual(
      recruitmentSteps.map(({ number, icon }) => ({ number, icon })),
    );
    for (const [index, step] of recruitmentStepsHi.entries()) {
      expect(figures(step.description)).toEqual(figures(recruitmentSteps[index]!.description));
      expect(step.title).toMatch(/[\u0900-\u097F]/);
    }
  });
});

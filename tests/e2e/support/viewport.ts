import { test } from "@playwright/test";

/** Why a test runs once, on desktop: what it checks is the same at every width. */
export const sameAtEveryWidth = {
  messages: "which message an answer produces does not depend on the viewport",
  axe: "the phone runs axe on the frame, the home page and the login form; this page's markup is the same at every width",
  access: "who may open a page does not depend on the viewport",
  seo: "structured data and titles come from the server, the same for every viewport",
  rules: "the rule does not depend on the viewport",
  server: "the server's answers do not depend on the viewport",
} as const;

/** Skips the running test in the phone project, with the reason the report shows. */
export function desktopOnly(reason: string): void {
  test.skip(test.info().project.name !== "desktop", reason);
}

/** Whether the running test is in the phone project (375 px). */
export const isPhone = (): boolean => test.info().project.name === "phone";

import { test } from "@playwright/test";

/**
 * Which tests the phone project runs (playwright.config.ts). Every test runs on desktop; the phone
 * project (375 px) runs only those that check what is different on a phone: layout, the drawer,
 * touch-sized controls, axe on the frame, the home page and the login form. A message, a rule or a
 * server answer is the same at every width and is checked once (tests/e2e/README.md).
 */
export const onPhoneToo = { tag: "@phone" } as const;
/** A phone-only check (the drawer, the phone's own controls): desktop does not run it. */
export const onPhoneOnly = { tag: "@phone-only" } as const;

/** Whether the running test is in the phone project (375 px). */
export const isPhone = (): boolean => test.info().project.name === "phone";

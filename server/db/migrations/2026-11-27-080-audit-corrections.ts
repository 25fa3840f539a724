import { sql, type Kysely } from "kysely";

/**
 * The content audit of 27 November 2026 (issue 27, decision 081) corrects texts that the seeding
 * never rewrites once stored: blog posts and products (seeded into an empty database only), guide
 * answers and service lists (seeded by id, never overwritten). Each text is replaced only where the
 * stored row still holds the old typed wording word for word, so a row staff have since corrected is
 * left alone; `replace()` means the same on SQLite and PostgreSQL. The texts are frozen here, as a
 * migration must not follow later edits of the typed files.
 */
const postContent: [string, string][] = [
  [
    "<strong>3.25%</strong> of wages, 4% in all.",
    "<strong>3.25%</strong> of wages, 4% in all. Wages here are wages as the Code on Social Security defines them (with the 50% rule), not gross pay, and ESIC has asked employers to re-check coverage on that basis.",
  ],
  [
    "<p><em>Last reviewed on 24 November 2026. Labour rules change often: check the current position with the department concerned before you act.</em></p>",
    '<p><em>Last reviewed on 24 November 2026 against published summaries of the law. Labour rules change often: check the current position with the department concerned (official site: <a href="https://labour.gov.in/" rel="noopener noreferrer nofollow" target="_blank">Ministry of Labour and Employment</a>) before you act.</em></p>',
  ],
  [
    "<p><em>Last reviewed on 24 November 2026. Labour rules change often: check the current position with ESIC before you act.</em></p>",
    '<p><em>Last reviewed on 24 November 2026 against published summaries of the law. Labour rules change often: check the current position with ESIC (official site: <a href="https://www.esic.gov.in/" rel="noopener noreferrer nofollow" target="_blank">Employees\' State Insurance Corporation</a>) before you act.</em></p>',
  ],
  [
    "<p><em>Last reviewed on 24 November 2026. Labour rules change often: check the current position with EPFO before you act.</em></p>",
    '<p><em>Last reviewed on 24 November 2026 against published summaries of the law. Labour rules change often: check the current position with EPFO (official site: <a href="https://www.epfindia.gov.in/" rel="noopener noreferrer nofollow" target="_blank">Employees\' Provident Fund Organisation</a>) before you act.</em></p>',
  ],
  [
    "<p><em>Last reviewed on 24 November 2026. Labour rules change often: check the current position with the Labour Department, Rajasthan before you act.</em></p>",
    '<p><em>Last reviewed on 24 November 2026 against published summaries of the law. Labour rules change often: check the current position with the Labour Department, Rajasthan (official site: <a href="https://labour.rajasthan.gov.in/" rel="noopener noreferrer nofollow" target="_blank">Labour Department, Rajasthan</a>) before you act.</em></p>',
  ],
];

const postExcerpt: [string, string][] = [
  [
    "Small establishments with up to 10 workers no longer register, daily hours can go to 10, and the overtime cap is now 144 hours a quarter.",
    "Small establishments with up to 10 workers no longer register, and the 2026 amendment allows 10-hour days (subject to the OSH Code's 8-hour norm) and 144 hours of overtime a quarter.",
  ],
];

const guideAnswer: [string, string][] = [
  [
    "(basic pay, dearness allowance and retaining allowance; where excluded items such as allowances come to more than half of total pay, the excess counts as wages). An ESIC regional office asked employers in December 2025 to re-check whether staff who were outside ESI now fall inside it.",
    "(basic pay, dearness allowance, retaining allowance and any pay the Code does not list as excluded, such as a special allowance; where the listed exclusions such as HRA and conveyance come to more than half of total pay, the excess counts as wages). Coverage and contributions follow these wages, not gross pay: an ESIC regional office asked employers in December 2025 to re-check whether staff who were outside ESI now fall inside it.",
  ],
  [
    "Rajasthan's 2025 amendments and the OSH Code now govern the daily limit",
    "Rajasthan's 2025 amendments and the OSH Code also bear on the daily limit",
  ],
];

const servicePoints: [string, string][] = [
  [
    "paid by the 15th. Late payment draws simple interest at 12% a year.",
    "paid by the 15th. Late payment draws simple interest at 12% a year, and ESIC can also levy damages.",
  ],
];

async function replaceText(db: Kysely<any>, table: string, column: string, from: string, to: string): Promise<void> {
  const replaced = sql`replace(${sql.ref(column)}, ${from}, ${to})`;
  await db
    .updateTable(table)
    .set({ [column]: replaced })
    .where(replaced, "<>", sql.ref(column))
    .execute();
}

async function replaceAll(db: Kysely<any>, swap: (pair: [string, string]) => [string, string]): Promise<void> {
  for (const pair of postContent) await replaceText(db, "posts", "content", ...swap(pair));
  for (const pair of postExcerpt) await replaceText(db, "posts", "excerpt", ...swap(pair));
  for (const pair of guideAnswer) await replaceText(db, "guide_answers", "answer_html", ...swap(pair));
  for (const pair of servicePoints) await replaceText(db, "service_legal_lists", "points", ...swap(pair));
}

export async function up(db: Kysely<any>): Promise<void> {
  await replaceAll(db, (pair) => pair);
  // No product rating came from a buyer (the shop has no way to rate): every stored one is a seed.
  await db.updateTable("products").set({ rating: 0 }).where("rating", "<>", 0).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // The texts go back; the sample ratings are not restored (they were never buyers' ratings).
  await replaceAll(db, ([from, to]) => [to, from]);
}

import { siteContactSchema } from "../../../contract/console/site-contact.schema.ts";
import { siteContactMessages } from "../../../contract/console/site-contact.ts";
import { defaultSite, siteContactOf, withSiteContact, type SiteContact } from "../../../contract/shared/site.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { currentSite, putSiteInForce } from "../../site-identity.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { zodFields } from "../../zod-fields.ts";
import { readSetting, writeSetting } from "./site-settings.repository.ts";

const KEY = "contact";

/**
 * Lays the stored contact details over the typed default (contract/shared/site.ts), at start and
 * whenever another process says they changed. A stored copy that no longer reads as valid (a
 * later release tightened a rule) is ignored, so the site keeps its typed default rather than
 * failing to start. Answers whether a stored copy was applied.
 */
export async function loadSiteContact(db: Db): Promise<boolean> {
  const parsed = siteContactSchema.safeParse(await readSetting(db, KEY));
  putSiteInForce(parsed.success ? withSiteContact(defaultSite, parsed.data) : defaultSite);
  return parsed.success;
}

/** The details in force (the typed default when none is stored, or the stored copy applied). */
export function currentSiteContact(): SiteContact {
  return siteContactOf(currentSite());
}

/**
 * Saves an editor's contact details, recording them before and after in the audit log, applies
 * them to the running site and drops the cached pages: every page, the structured data and the
 * e-mails use them from the next request.
 */
export async function editSiteContact(
  w: { db: Db; content: ContentEvents },
  raw: unknown,
  record?: RecordChange,
  now = new Date(),
): Promise<SiteContact> {
  const parsed = siteContactSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = zodFields(parsed.error.issues);
    throw new HttpError(400, Object.values(fields)[0] ?? siteContactMessages.addressRequired, fields);
  }
  const before = currentSiteContact();
  const after = parsed.data;
  await w.db.transaction().execute(async (tx) => {
    await writeSetting(tx, KEY, after, now);
    const changed = (Object.keys(after) as (keyof SiteContact)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    await record?.(tx, {
      action: "site.contact",
      target: "site contact",
      detail: changed.length
        ? `Changed ${changed.join(", ")} of the site's contact details`
        : "Saved the contact details unchanged",
      before: JSON.stringify(before),
      after: JSON.stringify(after),
    });
  });
  putSiteInForce(withSiteContact(defaultSite, after));
  w.content.changed("site");
  return currentSiteContact();
}

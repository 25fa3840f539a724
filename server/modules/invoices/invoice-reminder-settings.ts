import { billingMessages as m, type ReminderSettings } from "../../../contract/console/billing.ts";
import { reminderSettingsSchema } from "../../../contract/console/billing.schema.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { readSetting, writeSetting } from "../site/site-settings.repository.ts";

const KEY = "invoice-reminders";

/** Until staff change them: 3 days before the due date and 7 after (decision 152). */
export const defaultReminderDays: ReminderSettings = { daysBefore: 3, daysAfter: 7 };

/** The reminder days in force: what staff stored (checked again, a stored row is not trusted), else the default. */
export async function reminderSettings(db: Db): Promise<ReminderSettings> {
  const parsed = reminderSettingsSchema.safeParse(await readSetting(db, KEY));
  return parsed.success ? parsed.data : defaultReminderDays;
}

const describe = (days: number | null, when: string) => (days === null ? `none ${when}` : `${days} days ${when}`);

export async function saveReminderSettings(
  db: Db,
  settings: ReminderSettings,
  record?: RecordChange,
  now = new Date(),
): Promise<{ message: string; settings: ReminderSettings }> {
  await db.transaction().execute(async (tx) => {
    await writeSetting(tx, KEY, settings, now);
    await record?.(tx, {
      action: "invoice.reminders",
      target: "invoice reminders",
      detail: `Reminders: ${describe(settings.daysBefore, "before")}, ${describe(settings.daysAfter, "after")} the due date`,
    });
  });
  return { message: m.reminderSettingsSaved, settings };
}

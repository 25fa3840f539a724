import { contactMessages } from "../../contract/api/contacts.ts";
import { contactRequestSchema } from "../../contract/api/contacts.schema.ts";
import type { AppServices, FormOutcome } from "../../contract/api/app-services.ts";
import { genericMessages } from "../../contract/api/errors.ts";
import { legalPaths } from "../../contract/api/legal-pages.ts";
import { subscribeMessages } from "../../contract/api/subscribe.ts";
import { subscribeRequestSchema } from "../../contract/api/subscribe.schema.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection.ts";
import type { Env } from "../env.ts";
import { publicMailGate } from "../messaging/public-mail-gate.ts";
import { submitEnquiry } from "../modules/enquiries/enquiries.service.ts";
import { signUp } from "../modules/subscribers/subscribers.service.ts";
import { subscriptionLinks } from "../modules/subscribers/subscription-links.ts";

type FormEnv = Pick<Env, "PUBLIC_BASE_URL" | "SESSION_SECRET" | "PUBLIC_MAIL_PER_HOUR">;

/** A refusal as the API's error handler words it: each field's first message, the first one as the sentence. */
function refusal(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormOutcome {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "body")] ??= issue.message;
  return { ok: false, message: Object.values(fields)[0] ?? genericMessages.invalidRequest, fields };
}

/**
 * The public forms of content pages, posted without JavaScript to React Router actions (decision
 * 064): validated by the contract's schemas and handled by the same services as POST /api/contacts
 * and POST /api/subscribe, so both ways reach the same outcome and the same sentences.
 */
export function pageForms(
  db: Db,
  env: FormEnv,
  wakeOutbox: () => void,
  log?: FastifyBaseLogger,
): Pick<AppServices, "submitEnquiry" | "subscribe"> {
  const links = { ...subscriptionLinks(env), privacyUrl: `${env.PUBLIC_BASE_URL}${legalPaths.privacy}` };
  const mailGate = publicMailGate(env, log);
  return {
    async submitEnquiry(fields) {
      const parsed = contactRequestSchema.safeParse(fields);
      if (!parsed.success) return refusal(parsed.error.issues);
      const { name, email, contact_number: contactNumber, website } = parsed.data;
      // A bot filled the hidden field: answer as for a person, store and send nothing.
      if (website) return { ok: true, message: contactMessages.success };
      await submitEnquiry(db, { name, email, contactNumber, message: parsed.data.message || null });
      wakeOutbox();
      return { ok: true, message: contactMessages.success };
    },
    async subscribe(fields) {
      const parsed = subscribeRequestSchema.safeParse(fields);
      if (!parsed.success) return refusal(parsed.error.issues);
      if (parsed.data.website) return { ok: true, message: subscribeMessages.success };
      const outcome = await signUp(db, links, parsed.data.email, new Date(), mailGate);
      wakeOutbox();
      return {
        ok: true,
        message: outcome === "pending" ? subscribeMessages.success : subscribeMessages.alreadySubscribed,
      };
    },
  };
}

import * as z from "zod/mini";
import { emailAddress, requiredText } from "../api/fields.schema.ts";
import { gstStateCodes, isValidGstin } from "../rules/gst.ts";
import { defaultSite } from "../shared/site.ts";
import { siteContactMessages as m } from "./site-contact.ts";

const socialNames = ["facebook", "linkedin", "twitter", "instagram"] as const;

const httpsUrl = z
  .string({ error: m.socialInvalid })
  .check(z.trim(), z.maxLength(500, m.socialInvalid), z.regex(/^https:\/\/[^\s/]+\.[^\s]+$/, m.socialInvalid));

/** The site's contact details as the console sends and the server answers them (contract/defaultSite.ts SiteContact). */
export const siteContactSchema = z.object({
  phone: z.object({
    display: requiredText(m.phoneRequired, 40),
    tel: z.string({ error: m.telInvalid }).check(z.trim(), z.regex(/^\+\d{8,15}$/, m.telInvalid)),
  }),
  whatsappNumber: z.string({ error: m.whatsappInvalid }).check(z.trim(), z.regex(/^\d{8,15}$/, m.whatsappInvalid)),
  emails: z.object({ primary: emailAddress(m.emailInvalid), secondary: emailAddress(m.emailInvalid) }),
  address: z.object({
    lines: z
      .array(requiredText(m.addressRequired, 200), { error: m.addressRequired })
      .check(z.minLength(1, m.addressRequired), z.maxLength(4, m.addressRequired)),
    city: requiredText(m.addressRequired, 100),
    region: requiredText(m.addressRequired, 100),
    postalCode: z.string({ error: m.postalCodeInvalid }).check(z.trim(), z.regex(/^\d{6}$/, m.postalCodeInvalid)),
    country: requiredText(m.addressRequired, 100),
  }),
  map: z.object({
    query: requiredText(m.mapInvalid, 200),
    latitude: z.number({ error: m.mapInvalid }).check(z.gte(-90, m.mapInvalid), z.lte(90, m.mapInvalid)),
    longitude: z.number({ error: m.mapInvalid }).check(z.gte(-180, m.mapInvalid), z.lte(180, m.mapInvalid)),
  }),
  social: z
    .array(
      z.object({
        name: z.enum(socialNames, { error: m.socialInvalid }),
        label: requiredText(m.socialInvalid, 60),
        href: httpsUrl,
      }),
      { error: m.socialInvalid },
    )
    .check(z.maxLength(4, m.socialInvalid)),
  // Optional so a copy stored before the GSTIN could be edited still applies; the console always sends it.
  gstin: z.optional(
    z.string({ error: m.gstinInvalid }).check(
      z.trim(),
      z.toUpperCase(),
      z.refine((v) => isValidGstin(v) && v.startsWith(gstStateCodes[defaultSite.seller.state] ?? "-"), m.gstinInvalid),
    ),
  ),
});

/** GET: the details in force and the typed default they replaced (the same when nothing is stored). */
export const siteContactViewSchema = z.object({ contact: siteContactSchema, typedDefault: siteContactSchema });

export const siteContactResponseSchema = z.object({ message: z.string(), contact: siteContactSchema });

/** The console's screen for the site's contact details (issue 20, decision 028): paths and messages. */
export const siteContactPaths = { contact: "/api/admin/site-contact" } as const;

import type * as z from "zod/mini";
import { gstStateCodes } from "../rules/gst.ts";
import type { siteContactResponseSchema, siteContactViewSchema } from "./site-contact.schema.ts";
import { defaultSite } from "../shared/site.ts";

export const siteContactMessages = {
  phoneRequired: "Enter the phone number as visitors should read it.",
  telInvalid: "The dialling number must be + and 8 to 15 digits, e.g. +911234567890.",
  whatsappInvalid: "The WhatsApp number must be 8 to 15 digits with the country code, e.g. 911234567890.",
  emailInvalid: "Enter valid e-mail addresses.",
  addressRequired: "Enter the address: its lines, city, state, PIN code and country.",
  postalCodeInvalid: "The PIN code must be 6 digits.",
  mapInvalid: "Enter the map search text and a latitude (-90 to 90) and longitude (-180 to 180).",
  socialInvalid: "Each social link must be a full https:// address.",
  gstinInvalid: `Enter the firm's 15-character GSTIN, registered in ${defaultSite.seller.state} (it starts with ${gstStateCodes[defaultSite.seller.state]}).`,
  saved: "Contact details saved. Every page shows them now.",
} as const;

export type SiteContactView = z.infer<typeof siteContactViewSchema>;

export type SiteContactResponse = z.infer<typeof siteContactResponseSchema>;

import { useState } from "react";
import { adminMessages } from "../../../contract/console/admin.ts";
import { siteContactPaths, type SiteContactResponse } from "../../../contract/console/site-contact.ts";
import type { SiteContact } from "../../../contract/shared/site.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ErrorBanner } from "./error-banner.tsx";
import { lines, LinesField } from "./lines-field.tsx";
import { useAdminApi } from "../../hooks/use-admin-data.ts";

/** The form's text: every field as typed, the address lines one per line, coordinates as text. */
interface ContactDraft {
  phoneDisplay: string;
  phoneTel: string;
  whatsappNumber: string;
  primaryEmail: string;
  secondaryEmail: string;
  addressLines: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  mapQuery: string;
  latitude: string;
  longitude: string;
  social: SiteContact["social"];
  gstin: string;
}

function draftOf(contact: SiteContact): ContactDraft {
  return {
    phoneDisplay: contact.phone.display,
    phoneTel: contact.phone.tel,
    whatsappNumber: contact.whatsappNumber,
    primaryEmail: contact.emails.primary,
    secondaryEmail: contact.emails.secondary,
    addressLines: contact.address.lines.join("\n"),
    city: contact.address.city,
    region: contact.address.region,
    postalCode: contact.address.postalCode,
    country: contact.address.country,
    mapQuery: contact.map.query,
    latitude: String(contact.map.latitude),
    longitude: String(contact.map.longitude),
    social: contact.social,
    gstin: contact.gstin ?? "",
  };
}

function contactOf(draft: ContactDraft): SiteContact {
  return {
    phone: { display: draft.phoneDisplay, tel: draft.phoneTel },
    whatsappNumber: draft.whatsappNumber,
    emails: { primary: draft.primaryEmail, secondary: draft.secondaryEmail },
    address: {
      lines: lines(draft.addressLines),
      city: draft.city,
      region: draft.region,
      postalCode: draft.postalCode,
      country: draft.country,
    },
    map: { query: draft.mapQuery, latitude: Number(draft.latitude), longitude: Number(draft.longitude) },
    social: draft.social,
    gstin: draft.gstin,
  };
}

/**
 * The site's contact details (issue 20): phones, e-mails, address, WhatsApp, map, social links and
 * the GSTIN printed on new invoices.
 * The server checks every field; saving changes every page, the structured data and the e-mails
 * at once, and the audit log keeps the details before and after.
 */
export function SiteContactForm({ contact }: { contact: SiteContact }) {
  const call = useAdminApi();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useApiForm<ContactDraft>({
    initial: () => draftOf(contact),
    submit: async (draft) => {
      setSaved(null);
      const answer = await call<SiteContactResponse>(siteContactPaths.contact, {
        method: "PATCH",
        json: contactOf(draft),
        fallbackMessage: adminMessages.saveFailed,
      });
      form.setValues(draftOf(answer.contact));
      setSaved(answer.message);
    },
    fallback: adminMessages.saveFailed,
  });
  const { values, busy } = form;
  const text = (
    field: Exclude<keyof ContactDraft, "social">,
    label: string,
    props: { type?: string; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => form.update(field, event.target.value)}
      disabled={busy}
      {...props}
    />
  );

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Phone and WhatsApp</legend>
        {text("phoneDisplay", "Phone as shown", { hint: "e.g. +91 12345 67890" })}
        {text("phoneTel", "Phone to dial", { hint: "+ and digits only, e.g. +911234567890" })}
        {text("whatsappNumber", "WhatsApp number", { hint: "Country code and number, digits only" })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">E-mail</legend>
        {text("primaryEmail", "Primary e-mail", {
          type: "email",
          hint: "Shown on the site; enquiry and order alerts go here",
        })}
        {text("secondaryEmail", "Second e-mail", { type: "email" })}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">Address and map</legend>
        <LinesField
          id="site-address-lines"
          label="Address lines"
          hint="One per line, without the city and PIN code."
          value={values.addressLines}
          onChange={(value) => form.update("addressLines", value)}
          error={undefined}
          disabled={busy}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {text("city", "City")}
          {text("region", "State")}
          {text("postalCode", "PIN code")}
          {text("country", "Country")}
          {text("mapQuery", "Map search text", { hint: "What Google Maps should search for" })}
          {text("latitude", "Latitude")}
          {text("longitude", "Longitude")}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Tax invoices</legend>
        {text("gstin", "GSTIN", { hint: "Printed on invoices issued from now on; issued ones keep theirs" })}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold">Social links</legend>
        {values.social.map((link, index) => (
          <TextField
            key={link.name}
            label={`${link.label} link`}
            type="url"
            value={link.href}
            onChange={(event) =>
              form.update(
                "social",
                values.social.map((s, i) => (i === index ? { ...s, href: event.target.value } : s)),
              )
            }
            disabled={busy}
          />
        ))}
      </fieldset>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Saving..." : "Save contact details"}
      </Button>
      {saved ? (
        <p role="status" className="text-success">
          {saved}
        </p>
      ) : null}
    </form>
  );
}

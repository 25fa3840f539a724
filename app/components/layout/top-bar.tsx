import { Mail, Phone } from "lucide-react";
import { site, telHref } from "../../content/site.ts";
import { Container } from "../ui/container.tsx";

/** The strip above the header with the contact e-mail and phone (SPEC 2.2). */
export function TopBar() {
  return (
    <div className="bg-primary-strong text-sm text-white">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5">
        <a href={`mailto:${site.emails.primary}`} className="inline-flex items-center gap-1.5 no-underline hover:underline">
          <Mail className="size-4" aria-hidden="true" />
          {site.emails.primary}
        </a>
        <a href={telHref} className="inline-flex items-center gap-1.5 no-underline hover:underline">
          <Phone className="size-4" aria-hidden="true" />
          {site.phone.display}
        </a>
      </Container>
    </div>
  );
}

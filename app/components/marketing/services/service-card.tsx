import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ServiceSummary } from "../../../../contract/content/services.ts";
import { CheckList } from "./check-list.tsx";
import { IconTile } from "./marketing-icon.tsx";

/** One service in the /services grid: its page, a feature list and a link to the contact page. */
export function ServiceCard({
  service,
  contactLabel,
  contactTo,
}: {
  service: ServiceSummary;
  contactLabel: string;
  contactTo: string;
}) {
  return (
    <article className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <div className="flex items-start gap-4">
        <IconTile name={service.icon} />
        <div>
          <h3 className="text-xl font-bold">
            <Link to={service.to} className="no-underline hover:underline">
              {service.name}
            </Link>
          </h3>
          <p className="mt-2 text-muted">{service.description}</p>
        </div>
      </div>
      <CheckList items={service.features} className="mt-5 flex-1 space-y-2 text-sm sm:text-base" />
      <Link
        to={contactTo}
        className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-primary no-underline hover:underline"
      >
        {contactLabel} {service.name}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}

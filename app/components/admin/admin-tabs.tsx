import { NavLink } from "react-router";
import type { EditorRole } from "../../../contract/console/admin.ts";

/** Who sees a tab: everyone on staff but authors (the default), owners only, or authors too. */
type Audience = "staff" | "owners" | "all";

const tabs: { to: string; label: string; end?: boolean; audience?: Audience }[] = [
  { to: "/admin", label: "Enquiries", end: true },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/clients", label: "Clients" },
  { to: "/admin/invoices", label: "Invoices" },
  { to: "/admin/gst", label: "GST returns" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/newsletters", label: "Newsletters" },
  { to: "/admin/content", label: "Pages" },
  { to: "/admin/posts", label: "Posts", audience: "all" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/media", label: "Media" },
  { to: "/admin/guides", label: "Guides" },
  { to: "/admin/licences", label: "Licences" },
  { to: "/admin/services", label: "Services" },
  { to: "/admin/figures", label: "Figures" },
  { to: "/admin/site", label: "Contact details", audience: "owners" },
  { to: "/admin/editors", label: "Editors", audience: "owners" },
  { to: "/admin/personal-data", label: "Data requests", audience: "owners" },
  { to: "/admin/redirects", label: "Redirects", audience: "owners" },
  { to: "/admin/activity", label: "Activity" },
];

/**
 * The console's sections; scrolls sideways on a phone instead of wrapping into a wall of links. An
 * editor does not see the owners' sections (decision 101), an author sees Posts only (decision 109):
 * the server refuses the rest anyway.
 */
export function AdminTabs({ role }: { role: EditorRole | null }) {
  return (
    <nav aria-label="Console sections" className="-mx-4 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1">
        {tabs
          .filter((tab) => mayUse(role, tab.audience ?? "staff"))
          .map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `inline-block border-b-2 px-3 py-3 text-[0.9375rem] font-semibold no-underline ${isActive ? "border-primary text-primary" : "border-transparent text-muted hover:text-primary"}`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Whether a role sees a tab; before the role is known, everything but the authors' limit applies as today. */
export function mayUse(role: EditorRole | null, audience: Audience): boolean {
  if (role === "author") return audience === "all";
  if (role === "editor") return audience !== "owners";
  return true;
}

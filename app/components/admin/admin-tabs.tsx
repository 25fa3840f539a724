import { NavLink } from "react-router";
import type { EditorRole } from "../../../contract/console/admin.ts";

const tabs: { to: string; label: string; end?: boolean; ownerOnly?: boolean }[] = [
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
  { to: "/admin/posts", label: "Posts" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/media", label: "Media" },
  { to: "/admin/guides", label: "Guides" },
  { to: "/admin/licences", label: "Licences" },
  { to: "/admin/services", label: "Services" },
  { to: "/admin/figures", label: "Figures" },
  { to: "/admin/site", label: "Contact details", ownerOnly: true },
  { to: "/admin/editors", label: "Editors", ownerOnly: true },
  { to: "/admin/personal-data", label: "Data requests", ownerOnly: true },
  { to: "/admin/activity", label: "Activity" },
];

/**
 * The console's sections; scrolls sideways on a phone instead of wrapping into a wall of links. An
 * editor does not see the owners' sections (decision 101): the server refuses them anyway.
 */
export function AdminTabs({ role }: { role: EditorRole | null }) {
  return (
    <nav aria-label="Console sections" className="-mx-4 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1">
        {tabs
          .filter((tab) => role !== "editor" || !tab.ownerOnly)
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

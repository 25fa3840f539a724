import { Navigate, Outlet, useLocation } from "react-router";
import { AdminTabs } from "../../components/admin/admin-tabs.tsx";
import { useStaffRole, type AdminContext } from "../../hooks/use-admin-data.ts";
import type { EditorSession } from "../../components/auth/require-editor.tsx";
import { RequireEditor } from "../../components/auth/require-editor.tsx";
import { Container } from "../../components/ui/container.tsx";
import { formatMobile } from "../../../contract/shared/format.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/console-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: "Console",
    description: "Enquiries, orders, subscribers, newsletters, posts, products, editors and data requests.",
    path: "/admin",
    noindex: true,
  });

/**
 * The operator's console (issue 7), for verified editors only. The HTML is the same for everyone
 * (a loader); the browser reads the stored login, the server checks the token on every call.
 */
export default function AdminLayout() {
  return <RequireEditor>{(session) => <Console session={session} />}</RequireEditor>;
}

function Console({ session }: { session: EditorSession }) {
  const role = useStaffRole(session.token);
  const { pathname } = useLocation();
  // An author's console is their posts (decision 109); every other screen's calls would be refused.
  if (role === "author" && !pathname.startsWith("/admin/posts")) return <Navigate to="/admin/posts" replace />;
  return (
    <Container className="py-8 sm:py-10">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">Console</h1>
        <p className="text-sm text-muted">Signed in as +91 {formatMobile(session.user.mobileNumber)}</p>
      </div>
      <AdminTabs role={role} />
      {/* A screen tall at least, like the loader before it: a short answer (no enquiries yet)
              would otherwise pull the footer up into view as it replaces the loader. */}
      <div className="min-h-svh pt-8">
        <Outlet context={{ token: session.token, mobile: session.user.mobileNumber, role } satisfies AdminContext} />
      </div>
    </Container>
  );
}

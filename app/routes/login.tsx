import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Login",
    description: "Staff login with a one-time password.",
    path: "/login",
    noindex: true,
  });

export default function LoginPage() {
  return <PageHero title={"Login"} />;
}

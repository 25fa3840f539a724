import { RequireEditor } from "../../components/auth/require-editor.tsx";
import { ProductForm } from "../../components/shop/product-form.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { shopCopy } from "../../content/shop.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/create-product-page";

export function loader() {
  return { copy: shopCopy.create };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(rootDataFrom(matches), {
        title: loaderData.copy.title,
        description: loaderData.copy.description,
        path: "/products-create",
        noindex: true,
      })
    : [];

/** Verified editors only (SPEC 2.1, 6): the guard reads the stored session after hydration. */
export default function ProductsCreatePage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <RequireEditor hero={<PageHero title={copy.title}>{copy.intro}</PageHero>}>
      {(session) => (
        <Container className="py-10 sm:py-12">
          <ProductForm copy={copy} token={session.token} />
        </Container>
      )}
    </RequireEditor>
  );
}

import { CartView } from "../../components/shop/cart-view.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { shopCopy } from "../../content/shop.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/cart-page";

/** Only copy: the cart itself lives in the visitor's browser, so the cached HTML is a skeleton. */
export function loader() {
  return { copy: shopCopy.cart };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(rootDataFrom(matches), {
        title: loaderData.copy.title,
        description: loaderData.copy.description,
        path: "/cart",
      })
    : [];

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero title={copy.title} />
      {/* As tall as the server's skeleton and the empty cart, so reading the cart shifts nothing. */}
      <Container className="min-h-[26rem] py-10 sm:py-12">
        <CartView copy={copy} />
      </Container>
    </>
  );
}

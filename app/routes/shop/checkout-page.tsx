import { CheckoutView } from "../../components/shop/checkout-view.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { shopCopy } from "../../content/shop.ts";
import { indianStates } from "../../../contract/shared/indian-states.ts";
import { DEFAULT_STATE } from "../../../contract/shop/orders.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/checkout-page";

/**
 * Copy, the state list and the payment provider (fixed for the server's life): the cart lives in
 * the visitor's browser, so the cached HTML is a skeleton.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { product, subtotal, discount, total } = shopCopy.cart;
  return {
    copy: shopCopy.checkout,
    cartLabels: { product, subtotal, discount, total },
    states: indianStates,
    defaultState: DEFAULT_STATE,
    paymentProvider: context.get(servicesContext).paymentProvider,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(rootDataFrom(matches), {
        title: loaderData.copy.title,
        description: loaderData.copy.description,
        path: "/checkout",
        noindex: true,
      })
    : [];

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { copy, ...rest } = loaderData;
  return (
    <>
      <PageHero title={copy.title} />
      <Container className="py-10 sm:py-12">
        <CheckoutView copy={copy} {...rest} />
      </Container>
    </>
  );
}

import { ProductBrowser } from "../../components/shop/product-browser.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { shopCopy } from "../../content/shop.ts";
import { productListJsonLd } from "../../lib/json-ld.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/product-listing-page";

/** The products are rendered on the server (crawlers, slow phones) and refreshed in the browser. */
export async function loader({ context }: Route.LoaderArgs) {
  return { products: await context.get(servicesContext).listProducts(), copy: shopCopy.listing };
}

// The copy comes through loaderData: importing it here would ship it to the browser with meta.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const root = rootDataFrom(matches);
  return seoMeta(root, {
    title: loaderData.copy.title,
    description: loaderData.copy.description,
    path: "/product-listing",
    jsonLd: [productListJsonLd(root.baseUrl, loaderData.products)],
  });
};

export default function ProductListingPage({ loaderData }: Route.ComponentProps) {
  const { products, copy } = loaderData;
  return (
    <>
      <PageHero title={copy.title}>{copy.intro}</PageHero>
      <Container className="py-10 sm:py-12">
        <ProductBrowser initialProducts={products} copy={copy} />
      </Container>
    </>
  );
}

import { Link, useParams } from "react-router";
import { productsPath, type ProductListResponse } from "../../../contract/shop/products.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ProductEditForm } from "../../components/admin/product-edit-form.tsx";
import { ProductFilePanel } from "../../components/admin/product-file-panel.tsx";
import { ProductTaxForm } from "../../components/admin/product-tax-form.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";
import { shopCopy } from "../../content/shop.ts";
import type { Route } from "./+types/product-edit-page";

export function loader() {
  return { copy: shopCopy.create };
}

/** Edit one product; the shop shows the change at once. */
export default function AdminProductEdit({ loaderData }: Route.ComponentProps) {
  const id = Number(useParams()["id"]);
  const { state, reload } = useAdminData<ProductListResponse>(productsPath);
  return (
    <section>
      <PanelHeader title="Edit product">
        <Link to="/admin/products" className="text-info underline">
          Back to products
        </Link>
      </PanelHeader>
      <ListState
        state={state}
        reload={reload}
        empty="Product not found."
        isEmpty={(products) => !products.some((p) => p.id === id)}
      >
        {(products) => (
          <>
            <ProductEditForm product={products.find((p) => p.id === id)!} copy={loaderData.copy} />
            <ProductFilePanel productId={id} />
            <ProductTaxForm productId={id} />
          </>
        )}
      </ListState>
    </section>
  );
}

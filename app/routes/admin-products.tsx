import { Link } from "react-router";
import { adminPaths } from "../../contract/admin.ts";
import { productListResponseSchema } from "../../contract/products.schema.ts";
import { productsPath } from "../../contract/products.ts";
import { ConfirmButton } from "../components/admin/confirm-button.tsx";
import { ListState } from "../components/admin/list-state.tsx";
import { PanelHeader } from "../components/admin/panel-header.tsx";
import { useAdminData, useAdminRemove } from "../components/admin/use-admin-data.ts";
import { buttonClass } from "../components/ui/button.tsx";
import { formatInr } from "../lib/format.ts";

/** The shop's products with edit and delete; a change shows on /product-listing at once. */
export default function AdminProducts() {
  const { state, reload } = useAdminData(productsPath, productListResponseSchema);
  const { error, remove } = useAdminRemove(reload);

  return (
    <section>
      <PanelHeader title="Products" note="What the shop lists, in catalogue order.">
        <Link to="/products-create" className={buttonClass("primary", "sm")}>
          New product
        </Link>
      </PanelHeader>
      {error ? (
        <p role="alert" className="mb-4 text-danger">
          {error}
        </p>
      ) : null}
      <ListState state={state} reload={reload} empty="No products yet." isEmpty={(products) => products.length === 0}>
        {(products) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {products.map((product) => (
              <li key={product.id} data-testid="admin-product" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-primary-strong">{product.title}</p>
                  <p className="text-xs text-muted">
                    {product.category} · {formatInr(product.price)}
                    {product.onSale ? " · on sale" : ""}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link to={`/admin/products/${product.id}`} className={buttonClass("outline", "sm")} aria-label={`Edit ${product.title}`}>
                    Edit
                  </Link>
                  <ConfirmButton
                    label="Delete"
                    ariaLabel={`Delete ${product.title}`}
                    title="Delete this product?"
                    confirmLabel="Delete product"
                    onConfirm={() => remove(adminPaths.product(product.id))}
                  >
                    “{product.title}” leaves the shop at once. Past orders keep their copy of it.
                  </ConfirmButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

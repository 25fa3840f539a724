import { Link } from "react-router";
import { adminPaths } from "../../../contract/console/admin.ts";
import { formatInr } from "../../../contract/shared/format.ts";
import { productsPath, type ProductListResponse } from "../../../contract/shop/products.ts";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { RemovableList } from "../../components/admin/removable-list.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";
import { buttonClass } from "../../components/ui/button.tsx";

/** The shop's products with edit and delete; a change shows on /product-listing at once. */
export default function AdminProducts() {
  const data = useAdminData<ProductListResponse>(productsPath);

  return (
    <section>
      <PanelHeader title="Products" note="What the shop lists, in catalogue order.">
        <Link to="/products-create" className={buttonClass("primary", "sm")}>
          New product
        </Link>
      </PanelHeader>
      <RemovableList
        data={data}
        empty="No products yet."
        rows={(products) =>
          products.map((product) => ({
            key: product.id,
            testId: "admin-product",
            title: <p className="font-semibold break-words text-primary-strong">{product.title}</p>,
            meta: `${product.category} · ${formatInr(product.price)}${product.onSale ? " · on sale" : ""}`,
            edit: { to: `/admin/products/${product.id}`, ariaLabel: `Edit ${product.title}` },
            remove: {
              path: adminPaths.product(product.id),
              label: "Delete",
              ariaLabel: `Delete ${product.title}`,
              title: "Delete this product?",
              confirmLabel: "Delete product",
              text: `“${product.title}” leaves the shop at once. Past orders keep their copy of it.`,
            },
          }))
        }
      />
    </section>
  );
}

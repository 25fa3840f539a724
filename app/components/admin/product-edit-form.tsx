import { useNavigate } from "react-router";
import { adminMessages, adminPaths } from "../../../contract/console/admin.ts";
import type { Product, ProductCreateResponse } from "../../../contract/shop/products.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { Button } from "../ui/button.tsx";
import {
  preloadProductRules,
  productErrors,
  productFieldId,
  productPayload,
  ProductFields,
  productValues,
} from "../shop/product-fields.tsx";
import { useAdminApi } from "../../hooks/use-admin-data.ts";

/**
 * Edits a product with exactly the creation form's fields, rules and messages (the same schema the
 * server checks with), then goes back to the product list.
 */
export function ProductEditForm({ product, copy }: { product: Product; copy: ShopCopy["create"] }) {
  const call = useAdminApi();
  const navigate = useNavigate();
  const form = useApiForm({
    initial: () => productValues(product),
    validate: productErrors,
    fieldId: productFieldId,
    submit: async (values) => {
      await call<ProductCreateResponse>(adminPaths.product(product.id), {
        method: "PATCH",
        json: productPayload(values),
        fallbackMessage: adminMessages.saveFailed,
      });
      navigate("/admin/products");
    },
    fallback: adminMessages.saveFailed,
  });

  return (
    <form
      onSubmit={form.onSubmit}
      onFocus={preloadProductRules}
      noValidate
      className="max-w-2xl space-y-5 rounded-card border border-line bg-white p-6 shadow-card"
    >
      {form.banner ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 font-medium text-danger">
          {form.banner}
        </p>
      ) : null}
      <ProductFields copy={copy} values={form.values} errors={form.errors} onChange={form.update} />
      <div className="flex gap-3">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save product"}
        </Button>
        <Button variant="ghost" onClick={() => navigate("/admin/products")} disabled={form.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

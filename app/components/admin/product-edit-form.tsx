import { useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages, adminPaths } from "../../../contract/admin.ts";
import type { Product } from "../../../contract/products.ts";
import { productCreateResponseSchema } from "../../../contract/products.schema.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { Button } from "../ui/button.tsx";
import { focusFirstError, productErrors, productPayload, ProductFields, productValues, type ProductErrors, type ProductValues } from "../shop/product-fields.tsx";
import { errorMessage, useAdminApi } from "./use-admin-data.ts";

/**
 * Edits a product with exactly the creation form's fields, rules and messages (the same schema the
 * server checks with), then goes back to the product list.
 */
export function ProductEditForm({ product, copy }: { product: Product; copy: ShopCopy["create"] }) {
  const call = useAdminApi();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductValues>(() => productValues(product));
  const [errors, setErrors] = useState<ProductErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function update<K extends keyof ProductValues>(field: K, value: ProductValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== "onSale") setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = productErrors(values);
    setErrors(found);
    setBanner(null);
    if (focusFirstError(found)) return;
    setBusy(true);
    try {
      await call(adminPaths.product(product.id), { method: "PATCH", json: productPayload(values), schema: productCreateResponseSchema, fallbackMessage: adminMessages.saveFailed });
      navigate("/admin/products");
    } catch (err) {
      setBanner(errorMessage(err, adminMessages.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="max-w-2xl space-y-5 rounded-card border border-line bg-white p-6 shadow-card">
      {banner ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 font-medium text-danger">
          {banner}
        </p>
      ) : null}
      <ProductFields copy={copy} values={values} errors={errors} onChange={update} />
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save product"}
        </Button>
        <Button variant="ghost" onClick={() => navigate("/admin/products")} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

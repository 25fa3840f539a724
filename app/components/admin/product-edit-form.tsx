import { useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages, adminPaths } from "../../../contract/admin.ts";
import { productCategories, type Product } from "../../../contract/products.ts";
import { productCreateResponseSchema, productCreateSchema } from "../../../contract/products.schema.ts";
import { categoryLabel } from "../../lib/product-categories.ts";
import { Button } from "../ui/button.tsx";
import { fieldClass, TextField } from "../ui/text-field.tsx";
import { errorMessage, useAdminApi } from "./use-admin-data.ts";

type Field = "title" | "category" | "image" | "price" | "originalPrice" | "description";
type Errors = Partial<Record<Field, string>>;

/**
 * Edits a product with exactly the creation rules and messages (contract productCreateSchema,
 * the same schema the server checks with), then goes back to the product list.
 */
export function ProductEditForm({ product }: { product: Product }) {
  const call = useAdminApi();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    title: product.title,
    category: product.category,
    image: product.image,
    price: String(product.price),
    originalPrice: product.originalPrice === null ? "" : String(product.originalPrice),
    description: product.description,
    onSale: product.onSale,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const payload = () => ({
    ...values,
    price: values.price.trim() === "" ? undefined : Number(values.price),
    originalPrice: values.originalPrice.trim() === "" ? null : Number(values.originalPrice),
  });

  function update(field: keyof typeof values, value: string | boolean) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = productCreateSchema.safeParse(payload());
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      document.getElementById(`edit-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    setBanner(null);
    try {
      await call(adminPaths.product(product.id), { method: "PATCH", json: parsed.data, schema: productCreateResponseSchema, fallbackMessage: adminMessages.saveFailed });
      navigate("/admin/products");
    } catch (err) {
      setBanner(errorMessage(err, adminMessages.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  const text = (name: Exclude<Field, "category" | "description">, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField id={`edit-${name}`} label={label} value={values[name]} error={errors[name]} onChange={(e) => update(name, e.target.value)} {...props} />
  );

  return (
    <form onSubmit={save} noValidate className="max-w-2xl space-y-5 rounded-card border border-line bg-white p-6 shadow-card">
      {banner ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 font-medium text-danger">
          {banner}
        </p>
      ) : null}
      {text("title", "Product Title", { maxLength: 200, required: true })}
      <div>
        <label htmlFor="edit-category" className="mb-1 block text-sm font-semibold">
          Category
        </label>
        <select id="edit-category" value={values.category} onChange={(e) => update("category", e.target.value)} className={fieldClass(Boolean(errors.category))}>
          {productCategories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
        {errors.category ? <p className="mt-1 text-sm text-danger">{errors.category}</p> : null}
      </div>
      {text("image", "Image URL", { type: "url", required: true })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("price", "Price (INR)", { type: "number", min: 0, step: 0.01, inputMode: "decimal", required: true })}
        {text("originalPrice", "Original Price (INR)", { type: "number", min: 0, step: 0.01, inputMode: "decimal" })}
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-4 accent-primary" checked={values.onSale} onChange={(e) => update("onSale", e.target.checked)} />
        Mark as On Sale
      </label>
      <div>
        <label htmlFor="edit-description" className="mb-1 block text-sm font-semibold">
          Description
        </label>
        <textarea
          id="edit-description"
          rows={5}
          maxLength={5000}
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "edit-description-error" : undefined}
          onChange={(e) => update("description", e.target.value)}
          className={fieldClass(Boolean(errors.description))}
        />
        {errors.description ? (
          <p id="edit-description-error" className="mt-1 text-sm text-danger">
            {errors.description}
          </p>
        ) : null}
      </div>
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

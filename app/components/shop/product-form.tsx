import { CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { productCategories, productMessages, productsPath } from "../../../contract/products.ts";
import { productCreateResponseSchema, productCreateSchema } from "../../../contract/products.schema.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { categoryLabel } from "../../lib/product-categories.ts";
import { Button } from "../ui/button.tsx";
import { fieldClass, TextField } from "../ui/text-field.tsx";

/** SPEC 9: the pause on the success message before going to the listing. */
export const REDIRECT_DELAY_MS = 1500;

interface Values {
  title: string;
  category: string;
  image: string;
  price: string;
  originalPrice: string;
  description: string;
  onSale: boolean;
}
type Field = Exclude<keyof Values, "onSale">;
type Errors = Partial<Record<Field, string>>;

const initial: Values = { title: "", category: productCategories[0], image: "", price: "", originalPrice: "", description: "", onSale: false };

/** Form text to the creation payload: an empty original price is null, numbers are numbers. */
function toPayload(values: Values) {
  return {
    title: values.title,
    category: values.category,
    image: values.image,
    price: values.price.trim() === "" ? undefined : Number(values.price),
    originalPrice: values.originalPrice.trim() === "" ? null : Number(values.originalPrice),
    description: values.description,
    onSale: values.onSale,
  };
}

/** The contract's schema is the server's too: one set of rules and messages (SPEC 5) on both sides. */
function validate(values: Values): Errors {
  const result = productCreateSchema.safeParse(toPayload(values));
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Create product (SPEC 2.13, 5, 8), sent with the editor's Bearer token. */
export function ProductForm({ copy, token }: { copy: ShopCopy["create"]; token: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => navigate("/product-listing"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  function update<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== "onSale") setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || created) return;
    const found = validate(values);
    setErrors(found);
    setBanner(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`product-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await apiRequest(productsPath, { json: toPayload(values), token, schema: productCreateResponseSchema, fallbackMessage: productMessages.createFailed });
      setCreated(true);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields as Errors);
        setBanner(err.message);
      } else setBanner(productMessages.createFailed);
    } finally {
      setBusy(false);
    }
  }

  const text = (name: Field, props: React.InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {}) => (
    <TextField id={`product-${name}`} name={name} label={copy.fields[name]} required value={values[name]} error={errors[name]} onChange={(e) => update(name, e.target.value)} {...props} />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-2xl space-y-5 rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      {banner ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 font-medium text-danger" data-testid="product-error">
          {banner}
        </p>
      ) : null}
      {created ? (
        <p role="status" className="flex items-center gap-2 rounded-lg border border-success bg-success-soft p-3 font-medium text-success">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {productMessages.created}
        </p>
      ) : null}
      {text("title", { maxLength: 200 })}
      <div>
        <label htmlFor="product-category" className="mb-1 block text-sm font-semibold text-ink">
          {copy.fields.category}
        </label>
        <select
          id="product-category"
          name="category"
          required
          value={values.category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? "product-category-error" : undefined}
          onChange={(e) => update("category", e.target.value)}
          className={fieldClass(Boolean(errors.category))}
        >
          {productCategories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id="product-category-error" className="mt-1 text-sm text-danger">
            {errors.category}
          </p>
        ) : null}
      </div>
      {text("image", { type: "url", inputMode: "url", hint: copy.imageHint })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("price", { type: "number", min: 0, step: 0.01, inputMode: "decimal" })}
        {text("originalPrice", { type: "number", min: 0, step: 0.01, inputMode: "decimal", required: false })}
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" name="onSale" className="size-4 accent-primary" checked={values.onSale} onChange={(e) => update("onSale", e.target.checked)} />
        {copy.fields.onSale}
      </label>
      <div>
        <label htmlFor="product-description" className="mb-1 block text-sm font-semibold text-ink">
          {copy.fields.description}
        </label>
        <textarea
          id="product-description"
          name="description"
          rows={5}
          required
          maxLength={5000}
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "product-description-error" : undefined}
          onChange={(e) => update("description", e.target.value)}
          className={fieldClass(Boolean(errors.description))}
        />
        {errors.description ? (
          <p id="product-description-error" className="mt-1 text-sm text-danger">
            {errors.description}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy || created}>
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            {copy.busy}
          </>
        ) : (
          copy.submit
        )}
      </Button>
    </form>
  );
}

import { lazy, Suspense, useState } from "react";
import { productCategories, type Product } from "../../../contract/shop/products.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { categoryLabel } from "../../../contract/shared/product-categories.ts";
import { mediaPathPrefix } from "../../../contract/shared/image-ref.ts";
import { onDemand } from "../../lib/on-demand.ts";
import { Field, TextField } from "../ui/text-field.tsx";

/** A product as its form holds it: numbers stay text until they are sent. */
export interface ProductValues {
  title: string;
  category: string;
  image: string;
  price: string;
  originalPrice: string;
  description: string;
  onSale: boolean;
}
export type ProductField = Exclude<keyof ProductValues, "onSale">;
export type ProductErrors = Partial<Record<ProductField, string>>;

export const emptyProduct: ProductValues = {
  title: "",
  category: productCategories[0],
  image: "",
  price: "",
  originalPrice: "",
  description: "",
  onSale: false,
};

/** A stored product, ready to edit. */
export function productValues(product: Product): ProductValues {
  return {
    title: product.title,
    category: product.category,
    image: product.image,
    price: String(product.price),
    originalPrice: product.originalPrice === null ? "" : String(product.originalPrice),
    description: product.description,
    onSale: product.onSale,
  };
}

/** Form text to the API's payload: an empty original price is null, numbers are numbers. */
export function productPayload(values: ProductValues) {
  return {
    ...values,
    price: values.price.trim() === "" ? undefined : Number(values.price),
    originalPrice: values.originalPrice.trim() === "" ? null : Number(values.originalPrice),
  };
}

/** The contract's schema (and zod with it), loaded on the form's first focus (decision 068). */
const productRules = onDemand(() => import("../../../contract/shop/products.schema.ts"));

// The media library's picker loads when asked for: /products-create stays within its script budget.
const MediaPicker = lazy(() => import("../admin/media-picker.tsx").then((module) => ({ default: module.MediaPicker })));

/** Starts loading the product rules; the forms call it on focus. */
export const preloadProductRules = productRules.preload;

/**
 * The contract's schema is the server's too: one set of rules and messages (SPEC 5) on both sides.
 * If it cannot load (offline, or a new release replaced the file), nothing is flagged here and the
 * server's check, with the same messages, answers instead.
 */
export async function productErrors(values: ProductValues): Promise<ProductErrors> {
  const rules = await productRules.load();
  if (!rules) return {};
  const { productCreateSchema } = rules;
  const result = productCreateSchema.safeParse(productPayload(values));
  const errors: ProductErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProductField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The id of a field's control (the first invalid one takes the focus). */
export const productFieldId = (field: string) => `product-${field}`;

interface ProductFieldsProps {
  copy: ShopCopy["create"];
  values: ProductValues;
  errors: ProductErrors;
  onChange: <K extends keyof ProductValues>(field: K, value: ProductValues[K]) => void;
}

/** The product's fields, shared by /products-create and the console's product editor. */
export function ProductFields({ copy, values, errors, onChange }: ProductFieldsProps) {
  const [library, setLibrary] = useState(false);
  const text = (name: ProductField, props: React.InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {}) => (
    <TextField
      id={productFieldId(name)}
      name={name}
      label={copy.fields[name]}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(e) => onChange(name, e.target.value)}
      {...props}
    />
  );
  return (
    <>
      {text("title", { maxLength: 200 })}
      <Field id={productFieldId("category")} label={copy.fields.category} error={errors.category}>
        {(control) => (
          <select
            {...control}
            name="category"
            required
            value={values.category}
            onChange={(e) => onChange("category", e.target.value)}
          >
            {productCategories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text("image", { type: "url", inputMode: "url", hint: copy.imageHint })}
      {/* The media library fills the URL field above with its image's address (issue 28). */}
      {library ? (
        <Suspense fallback={<p className="text-muted">Loading the media library...</p>}>
          <MediaPicker
            id={productFieldId("image-library")}
            label="Or an image from the media library"
            value={values.image.startsWith(mediaPathPrefix) ? { src: values.image, alt: values.title } : null}
            onChange={(next) => onChange("image", next?.src ?? "")}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className="self-start font-semibold text-primary underline"
          onClick={() => setLibrary(true)}
        >
          Choose or upload an image in the media library
        </button>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("price", { type: "number", min: 0, step: 0.01, inputMode: "decimal" })}
        {text("originalPrice", { type: "number", min: 0, step: 0.01, inputMode: "decimal", required: false })}
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name="onSale"
          className="size-4 accent-primary"
          checked={values.onSale}
          onChange={(e) => onChange("onSale", e.target.checked)}
        />
        {copy.fields.onSale}
      </label>
      <Field id={productFieldId("description")} label={copy.fields.description} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={5}
            required
            maxLength={5000}
            value={values.description}
            onChange={(e) => onChange("description", e.target.value)}
          />
        )}
      </Field>
    </>
  );
}

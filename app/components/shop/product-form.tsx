import { CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { productMessages, productsPath } from "../../../contract/products.ts";
import { productCreateResponseSchema } from "../../../contract/products.schema.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";
import { emptyProduct, focusFirstError, productErrors, productPayload, ProductFields, type ProductErrors, type ProductValues } from "./product-fields.tsx";

/** SPEC 9: the pause on the success message before going to the listing. */
export const REDIRECT_DELAY_MS = 1500;

/** Create product (SPEC 2.13, 5, 8), sent with the editor's Bearer token. */
export function ProductForm({ copy, token }: { copy: ShopCopy["create"]; token: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductValues>(emptyProduct);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => navigate("/product-listing"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  function update<K extends keyof ProductValues>(field: K, value: ProductValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== "onSale") setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || created) return;
    const found = productErrors(values);
    setErrors(found);
    setBanner(null);
    if (focusFirstError(found)) return;
    setBusy(true);
    try {
      await apiRequest(productsPath, { json: productPayload(values), token, schema: productCreateResponseSchema, fallbackMessage: productMessages.createFailed });
      setCreated(true);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields as ProductErrors);
        setBanner(err.message);
      } else setBanner(productMessages.createFailed);
    } finally {
      setBusy(false);
    }
  }

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
      <ProductFields copy={copy} values={values} errors={errors} onChange={update} />
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

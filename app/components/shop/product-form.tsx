import { CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { productMessages, productsPath, type ProductCreateResponse } from "../../../contract/shop/products.ts";
import type { ShopCopy } from "../../content/shop.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { downloadMessages, productFilePath } from "../../../contract/shop/downloads.ts";
import { apiRequest, errorMessage } from "../../lib/api-client.ts";
import { ProductFileInput, productFileForm } from "./product-file-input.tsx";
import { Button } from "../ui/button.tsx";
import {
  emptyProduct,
  preloadProductRules,
  productErrors,
  productFieldId,
  productPayload,
  ProductFields,
} from "./product-fields.tsx";

/** SPEC 9: the pause on the success message before going to the listing. */
export const REDIRECT_DELAY_MS = 1500;

/** Create product (SPEC 2.13, 5, 8), sent with the editor's Bearer token. */
export function ProductForm({ copy, token }: { copy: ShopCopy["create"]; token: string }) {
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [stuck, setStuck] = useState(false);
  const form = useApiForm({
    initial: emptyProduct,
    validate: productErrors,
    fieldId: productFieldId,
    submit: async (values) => {
      const { product } = await apiRequest<ProductCreateResponse>(productsPath, {
        json: productPayload(values),
        token,
        fallbackMessage: productMessages.createFailed,
      });
      // The downloadable file goes up once the product exists (SPEC's create call stays JSON).
      if (file) {
        try {
          await apiRequest(productFilePath(product.id), {
            method: "POST",
            formData: productFileForm(file),
            token,
            fallbackMessage: productMessages.createFailed,
          });
        } catch (err) {
          // The product exists now: say so, and keep the button off so it is not created twice.
          setFileError(`${downloadMessages.fileNotSaved} ${errorMessage(err, productMessages.createFailed)}`);
          setStuck(true);
          return;
        }
      }
      setCreated(true);
    },
    fallback: productMessages.createFailed,
  });

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => navigate("/product-listing"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  return (
    <form
      onSubmit={form.onSubmit}
      onFocus={preloadProductRules}
      noValidate
      className="mx-auto max-w-2xl space-y-5 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      {form.banner ? (
        <p
          role="alert"
          className="rounded-lg border border-danger bg-danger-soft p-3 font-medium text-danger"
          data-testid="product-error"
        >
          {form.banner}
        </p>
      ) : null}
      {created ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-success bg-success-soft p-3 font-medium text-success"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {productMessages.created}
        </p>
      ) : null}
      <ProductFields copy={copy} values={form.values} errors={form.errors} onChange={form.update} />
      <ProductFileInput
        id="product-file"
        error={fileError}
        onChange={(chosen) => {
          setFile(chosen);
          setFileError(null);
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.busy || created || stuck}>
        {form.busy ? (
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

import { useState } from "react";
import { adminMessages } from "../../../contract/console/admin.ts";
import { downloadMessages, productFilePath } from "../../../contract/shop/downloads.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { ProductFileInput, productFileForm } from "../shop/product-file-input.tsx";
import { Button } from "../ui/button.tsx";
import { useAdminApi } from "../../hooks/use-admin-data.ts";

/** The console's upload, replacement or removal of a product's downloadable file (issue 16). */
export function ProductFilePanel({ productId }: { productId: number }) {
  const call = useAdminApi();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  async function send(method: "POST" | "DELETE") {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await call<{ message: string }>(productFilePath(productId), {
        method,
        ...(method === "POST" && file ? { formData: productFileForm(file) } : {}),
        fallbackMessage: adminMessages.saveFailed,
      });
      setNotice({ ok: true, text: answer.message });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err, adminMessages.saveFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="mt-6 max-w-2xl space-y-4 rounded-card border border-line bg-white p-6 shadow-card"
      aria-labelledby="product-file-heading"
    >
      <h2 id="product-file-heading" className="text-lg font-bold">
        Downloadable file
      </h2>
      <ProductFileInput id="console-product-file" onChange={setFile} />
      <div className="flex flex-wrap gap-3">
        <Button disabled={busy || !file} onClick={() => void send("POST")}>
          Upload file
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => void send("DELETE")}>
          Remove file
        </Button>
      </div>
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className={notice.ok ? "text-success" : "text-danger"}>
          {notice.text}
        </p>
      ) : null}
      <p className="text-sm text-muted">{downloadMessages.fileHint}</p>
    </section>
  );
}

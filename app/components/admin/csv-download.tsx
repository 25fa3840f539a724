import { Download } from "lucide-react";
import { useState } from "react";
import { adminMessages } from "../../../contract/admin.ts";
import { Button } from "../ui/button.tsx";
import { useAdminContext } from "./use-admin-data.ts";

/**
 * Downloads `?format=csv` of a list. The call needs the Bearer token, so a plain link cannot do
 * it: the file is fetched, then handed to the browser as a blob download (the one place the
 * console reads a non-JSON answer, hence not through apiRequest).
 */
export function CsvDownload({ path, label }: { path: string; label: string }) {
  const { token } = useAdminContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`${path}?format=csv`, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(String(response.status));
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setError(adminMessages.loadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="outline" size="sm" onClick={download} disabled={busy}>
        <Download aria-hidden="true" className="size-4" />
        {busy ? "Preparing..." : label}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

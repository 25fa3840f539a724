import { Download } from "lucide-react";
import { useState } from "react";
import { adminMessages } from "../../../contract/console/admin.ts";
import { Button } from "../ui/button.tsx";
import { useAdminContext } from "../../hooks/use-admin-data.ts";

/**
 * Downloads a console file (a CSV list, a JSON export). The call needs the Bearer token, so a plain
 * link cannot do it: the file is fetched, then handed to the browser as a blob download (the one
 * place the console reads an answer as a file, hence not through apiRequest).
 */
export function FileDownload({ url, label, fallbackName }: { url: string; label: string; fallbackName: string }) {
  const { token } = useAdminContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(String(response.status));
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
      const href = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = href;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 1000);
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

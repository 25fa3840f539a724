import { useState, type ReactNode } from "react";
import { adminMessages } from "../../../contract/console/admin.ts";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";

/**
 * A record made from another in one click (a booking into the pipeline, a won enquiry into a
 * client): the button POSTs to `path`, the server answers the record it made or already had, and a
 * link to it stands in the button's place from then on.
 */
export function LinkOnceButton({
  path,
  linkedId,
  idOf,
  label,
  linked,
  className = "",
}: {
  path: string;
  linkedId: number | null;
  idOf: (answer: { message: string } & Record<string, unknown>) => number;
  label: string;
  linked: (id: number) => ReactNode;
  className?: string;
}) {
  const call = useAdminApi();
  const [id, setId] = useState(linkedId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function make() {
    try {
      const answer = await call<{ message: string } & Record<string, unknown>>(path, {
        method: "POST",
        fallbackMessage: adminMessages.saveFailed,
      });
      setId(idOf(answer));
      setMessage({ ok: true, text: answer.message });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, adminMessages.saveFailed) });
    }
  }
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      {id === null ? (
        <Button variant="outline" size="sm" onClick={() => void make()}>
          {label}
        </Button>
      ) : (
        linked(id)
      )}
      {message ? (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-success" : "text-danger"}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

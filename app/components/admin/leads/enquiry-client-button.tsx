import { useState } from "react";
import { Link } from "react-router";
import type { Enquiry } from "../../../../contract/console/admin.ts";
import { adminMessages } from "../../../../contract/console/admin.ts";
import { billingPaths, type Client } from "../../../../contract/console/billing.ts";
import { useAdminApi } from "../../../hooks/use-admin-data.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";

/**
 * A won enquiry becomes a client in one click (issue 32): the server makes it, or links the client
 * with the same e-mail; once linked, a link to the clients list stands in its place.
 */
export function EnquiryClientButton({ enquiry }: { enquiry: Enquiry }) {
  const call = useAdminApi();
  const [clientId, setClientId] = useState(enquiry.clientId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function make() {
    try {
      const answer = await call<{ message: string; client: Client }>(billingPaths.enquiryClient(enquiry.id), {
        method: "POST",
        fallbackMessage: adminMessages.saveFailed,
      });
      setClientId(answer.client.id);
      setMessage({ ok: true, text: answer.message });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, adminMessages.saveFailed) });
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {clientId === null ? (
        <Button variant="outline" size="sm" onClick={() => void make()}>
          Make {enquiry.company || enquiry.name} a client
        </Button>
      ) : (
        <Link to="/admin/clients" className="text-info underline">
          Client {clientId} in billing
        </Link>
      )}
      {message ? (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-success" : "text-danger"}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

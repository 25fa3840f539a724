import { Link } from "react-router";
import type { Enquiry } from "../../../../contract/console/admin.ts";
import type { Client } from "../../../../contract/console/billing.ts";
import { leadsPaths } from "../../../../contract/console/leads.ts";
import { LinkOnceButton } from "../link-once-button.tsx";

/**
 * A won enquiry becomes a client in one click (issue 32): the server makes it, or links the client
 * with the same e-mail; once linked, a link to the clients list stands in its place.
 */
export function EnquiryClientButton({ enquiry }: { enquiry: Enquiry }) {
  return (
    <LinkOnceButton
      path={leadsPaths.client(enquiry.id)}
      linkedId={enquiry.clientId}
      idOf={(answer) => (answer["client"] as Client).id}
      label={`Make ${enquiry.company || enquiry.name} a client`}
      linked={(id) => (
        <Link to="/admin/clients" className="text-info underline">
          Client {id} in billing
        </Link>
      )}
    />
  );
}

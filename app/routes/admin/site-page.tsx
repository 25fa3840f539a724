import { siteContactPaths, type SiteContactView } from "../../../contract/console/site-contact.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { SiteContactForm } from "../../components/admin/site-contact-form.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** The firm's contact details as every page shows them; a change applies to the whole site at once. */
export default function AdminSite() {
  const { state, reload } = useAdminData<SiteContactView>(siteContactPaths.contact);
  return (
    <section>
      <PanelHeader
        title="Contact details"
        note="Phones, e-mails, address, WhatsApp, map and social links, as the header, footer, contact page, structured data and e-mails show them."
      />
      <ListState state={state} reload={reload} empty="" isEmpty={() => false}>
        {({ contact }) => <SiteContactForm contact={contact} />}
      </ListState>
    </section>
  );
}

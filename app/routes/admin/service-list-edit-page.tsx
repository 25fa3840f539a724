import { Link, useParams } from "react-router";
import { serviceListAdminPaths, type ServiceLegalListOne } from "../../../contract/legal-content/service-lists.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ServiceListForm } from "../../components/admin/service-list-form.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** Edit one service page's legal lists; the page shows the change at once. */
export default function AdminServiceListEdit() {
  const slug = useParams()["slug"] ?? "";
  const { state, reload } = useAdminData<ServiceLegalListOne>(serviceListAdminPaths.list(slug));
  return (
    <section>
      <PanelHeader title="Edit service page lists">
        <Link to="/admin/services" className="text-info underline">
          Back to service pages
        </Link>
      </PanelHeader>
      <ListState state={state} reload={reload} empty="Service page not found." isEmpty={() => false}>
        {({ list }) => <ServiceListForm key={list.slug} list={list} />}
      </ListState>
    </section>
  );
}

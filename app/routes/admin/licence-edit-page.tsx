import { Link, useParams } from "react-router";
import { licenceAdminPaths, type LicenceRowOne } from "../../../contract/legal-content/licence-rows.ts";
import { LicenceRowForm } from "../../components/admin/licence-row-form.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** Edit one row of the licence directory; /industrial-licenses shows the change at once. */
export default function AdminLicenceEdit() {
  const id = useParams()["id"] ?? "";
  const { state, reload } = useAdminData<LicenceRowOne>(licenceAdminPaths.row(id));
  return (
    <section>
      <PanelHeader title="Edit directory row">
        <Link to="/admin/licences" className="text-info underline">
          Back to the licence directory
        </Link>
      </PanelHeader>
      <ListState state={state} reload={reload} empty="Directory row not found." isEmpty={() => false}>
        {({ row }) => <LicenceRowForm key={row.id} row={row} />}
      </ListState>
    </section>
  );
}

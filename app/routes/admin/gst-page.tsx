import { useState } from "react";
import { billingPaths } from "../../../contract/console/billing.ts";
import { FileDownload } from "../../components/admin/file-download.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { TextField } from "../../components/ui/text-field.tsx";

/** This month in India, as the GSTR-1 period field starts. */
function thisMonth(): string {
  const ist = new Date(Date.now() + 330 * 60_000);
  return `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The accountant's exports: GSTR-1 for the offline tool and the register of invoices and credit notes. */
export default function AdminGst() {
  const [period, setPeriod] = useState(thisMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/.test(period);
  const url = (format: "json" | "csv") => `${billingPaths.gstr1}?period=${encodeURIComponent(period)}&format=${format}`;
  return (
    <section>
      <PanelHeader
        title="GST returns"
        note="Shop and service invoices and credit notes of a month or a quarter of the financial year."
      />
      <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-end">
        <TextField
          id="gst-period"
          label="Period"
          hint="A month (2026-11) or a quarter of the financial year (2026-Q3 is October to December 2026)"
          className="sm:w-96"
          value={period}
          error={valid ? undefined : "Enter a month as YYYY-MM or a quarter as YYYY-Q1 … YYYY-Q4."}
          onChange={(e) => setPeriod(e.target.value.trim().toUpperCase())}
        />
        {valid ? (
          <div className="flex gap-2 sm:mb-7">
            <FileDownload url={url("json")} label="GSTR-1 JSON" fallbackName={`gstr1-${period}.json`} />
            <FileDownload url={url("csv")} label="Register (CSV)" fallbackName={`gst-register-${period}.csv`} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

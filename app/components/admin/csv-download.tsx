import { FileDownload } from "./file-download.tsx";

/** Downloads `?format=csv` of a console list. */
export function CsvDownload({ path, label }: { path: string; label: string }) {
  return <FileDownload url={`${path}?format=csv`} label={label} fallbackName="export.csv" />;
}

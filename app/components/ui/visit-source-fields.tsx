import { visitSourceFields } from "../../../contract/shared/visit-source.ts";

/**
 * The hidden fields that send where the visit came from with a form (issue 30). Filled from the
 * visit's session storage by the head's script (app/lib/visit-source-script.ts), so they go even
 * with a form posted without JavaScript or before the page's own script arrived.
 */
export function VisitSourceFields() {
  return visitSourceFields.map((name) => (
    <input key={name} type="hidden" name={name} defaultValue="" data-visit-source suppressHydrationWarning />
  ));
}

import { updatesFeedPath, updatesPath } from "../../../contract/legal-content/legal-updates.ts";
import { updatesCopy } from "../../content/updates.ts";

/** Where a tool's reader finds what changed in its figures: /updates and its feed. */
export function UpdatesLink() {
  return (
    <p className="text-base">
      <a href={updatesPath} className="text-info underline">
        {updatesCopy.toolsLink}
      </a>{" "}
      ·{" "}
      <a href={updatesFeedPath} className="text-info underline">
        {updatesCopy.feedShort}
      </a>
    </p>
  );
}

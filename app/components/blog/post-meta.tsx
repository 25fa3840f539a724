import { postMessages } from "../../../contract/api/posts.ts";
import { formatDate } from "../../../contract/shared/format.ts";

/** A post's created date, or Unknown date (SPEC 2.10). `data-date` marks it for the content pages' script. */
export function PostDate({ iso }: { iso: string }) {
  const shown = formatDate(iso);
  return shown ? (
    <time dateTime={iso} data-date="">
      {shown}
    </time>
  ) : (
    <span data-date="">{postMessages.unknownDate}</span>
  );
}

import { postMessages, type Post } from "../../../contract/posts.ts";
import { site } from "../../../contract/site.ts";
import { formatDate } from "../../../contract/format.ts";

/** Author (default: the group name) and created date (or Unknown date), SPEC 2.10. */
export function postAuthor(post: Pick<Post, "author">): string {
  return post.author.trim() || site.groupName;
}

export function PostDate({ iso }: { iso: string }) {
  const shown = formatDate(iso);
  return shown ? <time dateTime={iso}>{shown}</time> : <span>{postMessages.unknownDate}</span>;
}

import { Link } from "react-router";

/**
 * A list card's title, a link whose hit area covers the whole card (SPEC 2.10: a card click opens
 * the post). `data-field` marks it for the content pages' script (post-templates.ts).
 */
export function PostTitleLink({ href, title }: { href: string; title: string }) {
  return (
    <Link to={href} data-field="title" className="no-underline after:absolute after:inset-0 group-hover:text-primary">
      {title}
    </Link>
  );
}

/**
 * A guide answer's HTML as staff wrote it in the console's rich-text editor, sanitized by the
 * server before it was stored (the posts' allowlist), so it gets the posts' typography; paragraphs
 * keep the tighter spacing of a card.
 */
export function GuideAnswerBody({ html }: { html: string }) {
  return (
    <div
      className="prose-content text-base text-ink [&_p]:mt-2 [&_p]:mb-0 [&>:first-child]:mt-0"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The heading (and optional lead text) that opens a package section. */
export function SectionHeading({ id, heading, text }: { id: string; heading: string; text?: string }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h2>
      {text ? <p className="mt-3 text-lg text-muted">{text}</p> : null}
    </div>
  );
}

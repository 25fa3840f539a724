/** The eyebrow, heading and lead paragraph that open a marketing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "left",
  tone = "light",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "left" | "center";
  tone?: "light" | "dark";
}) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${centered}`}>
      {eyebrow ? (
        <p
          className={`mb-2 text-sm font-semibold tracking-wider uppercase ${tone === "dark" ? "text-accent" : "text-primary"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`text-3xl font-bold sm:text-4xl ${tone === "dark" ? "text-white" : ""}`}>
        {title}
      </h2>
      {description ? (
        <p className={`mt-3 text-lg ${tone === "dark" ? "text-white/85" : "text-muted"}`}>{description}</p>
      ) : null}
    </div>
  );
}

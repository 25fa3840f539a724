import { Quote } from "lucide-react";

/** The founder's quote, set large. */
export function QuoteBlock({ text, author, role }: { text: string; author: string; role: string }) {
  return (
    <figure className="rounded-card bg-primary px-6 py-10 text-white sm:px-12">
      <Quote className="size-10 text-accent" aria-hidden="true" />
      <blockquote className="mt-4 text-xl leading-relaxed font-medium sm:text-2xl">
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-6 text-white/85">
        <span className="font-semibold text-white">{author}</span>, {role}
      </figcaption>
    </figure>
  );
}

import { Phone } from "lucide-react";
import { telHref } from "../../../../contract/shared/site.ts";
import { useSite } from "../../../hooks/use-site.ts";
import { buttonClass } from "../../ui/button.tsx";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

/** SPEC 2.6's button, word for word on English pages; its Hindi on Hindi pages (issue 29). */
const callLabel = { en: "Call Our Experts", hi: "हमारे विशेषज्ञों को कॉल करें" } as const;

/** The closing band of the call-type service pages: a Call Our Experts button that dials the firm. */
export function CallExperts({ heading, text }: { heading: string; text: string }) {
  const site = useSite();
  const language = useLanguage();
  return (
    <section aria-labelledby="call-heading" className="rounded-card bg-primary p-6 text-white sm:p-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="call-heading" className="text-2xl font-bold text-white">
            {heading}
          </h2>
          <p className="mt-2 text-white/85">{text}</p>
        </div>
        <div className="shrink-0">
          <a href={telHref(site)} className={buttonClass("accent", "lg")}>
            <Phone className="size-5" aria-hidden="true" />
            {callLabel[language]}
          </a>
          <p className="mt-2 text-sm text-white/85">{site.phone.display}</p>
        </div>
      </div>
    </section>
  );
}

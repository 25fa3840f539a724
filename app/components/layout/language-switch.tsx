import { useLocation } from "react-router";
import { englishPathOf, isTranslated, pathIn, type Language } from "../../../contract/shared/language.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";

const names: Record<Language, string> = { hi: "हिन्दी", en: "English" };
const groupLabel: Record<Language, string> = { hi: "भाषा", en: "Language" };

/**
 * हिन्दी / English (issue 29): the same page in the other language, with the query kept so that a
 * tool's answer stays on screen. Shown only on pages that have a Hindi version. A plain link: the
 * other language is another document (its `lang`, its font), never a client-side swap.
 * `className` carries the display (flex, or hidden sm:flex): one display utility per element.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  if (!isTranslated(pathname)) return null;
  const english = englishPathOf(pathname);
  return (
    <p role="group" aria-label={groupLabel[language]} className={`items-center gap-1 text-sm ${className}`}>
      {(["hi", "en"] as const).map((option, index) => (
        <span key={option} className="flex items-center gap-1">
          {index > 0 ? <span aria-hidden="true">/</span> : null}
          {option === language ? (
            <span lang={option} aria-current="true" className="px-1 font-semibold">
              {names[option]}
            </span>
          ) : (
            <a
              href={`${pathIn(option, english)}${search}`}
              lang={option}
              hrefLang={option}
              data-language-switch={option}
              className="inline-flex min-h-11 items-center px-1 underline underline-offset-2"
            >
              {names[option]}
            </a>
          )}
        </span>
      ))}
    </p>
  );
}

import { useId } from "react";
import { footer } from "../../content/footer.ts";
import { translationUrl } from "../../lib/translate-url.ts";

/**
 * The language widget: opens the current page machine-translated in a new tab. A link out rather
 * than an embedded third-party script keeps every page free of external code.
 */
export function TranslateWidget() {
  const id = useId();
  function onChange(event: React.ChangeEvent<HTMLSelectElement>) {
    const language = event.target.value;
    if (!language) return;
    window.open(translationUrl(language, window.location), "_blank", "noopener,noreferrer");
    event.target.value = "";
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-white">
        {footer.translate.label}
      </label>
      <select
        id={id}
        defaultValue=""
        onChange={onChange}
        data-translate
        className="min-h-11 w-full max-w-64 rounded-lg border border-white/30 bg-white px-3 text-ink"
      >
        <option value="">English (original)</option>
        {footer.translate.languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}

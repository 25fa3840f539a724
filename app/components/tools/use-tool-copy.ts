import { toolCopy } from "../../content/tools.ts";
import { toolCopyHi } from "../../content/hi/tools.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";

/** The tools' shared wording in the page's language (issue 29). */
export function useToolCopy(): typeof toolCopy {
  return copyFor(useLanguage(), { en: toolCopy, hi: toolCopyHi });
}

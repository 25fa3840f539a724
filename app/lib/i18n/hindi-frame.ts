import { useRouteLoaderData } from "react-router";
import type { HindiFrame } from "../../content/hi/frame.ts";
import { useLanguage } from "./language-context.ts";

/**
 * The frame's Hindi words on a Hindi page, else null (the frame's English is in its components).
 * They come from the root loader's data rather than an import, so they reach the Hindi documents
 * that show them and no page's JavaScript (issue 29: the interactive budget had ~2 KB left).
 */
export function useHindiFrame(): HindiFrame | null {
  const data = useRouteLoaderData("root") as { hindiFrame?: HindiFrame | null } | undefined;
  return useLanguage() === "hi" ? (data?.hindiFrame ?? null) : null;
}

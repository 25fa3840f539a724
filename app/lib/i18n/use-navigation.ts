import { contactCta, navGroups, topLinks, type NavGroup, type NavLink } from "../../content/navigation.ts";
import { linkIn } from "../../../contract/shared/language.ts";
import { useHindiFrame } from "./hindi-frame.ts";

/**
 * The menus in the page's language (issue 29): on a Hindi page every label is Hindi and a link
 * leads to the Hindi page where there is one. English pages get the typed menus unchanged.
 */
export function useNavigation(): { navGroups: NavGroup[]; topLinks: typeof topLinks; contactCta: NavLink } {
  const frame = useHindiFrame();
  if (!frame) return { navGroups, topLinks, contactCta };
  const hindi = <T extends NavLink>(link: T): T => ({
    ...link,
    label: frame.navLabels[link.to] ?? link.label,
    to: linkIn("hi", link.to),
  });
  return {
    navGroups: navGroups.map((group) => ({
      ...group,
      label: frame.groupLabels[group.id] ?? group.label,
      links: group.links.map(hindi),
    })),
    topLinks: topLinks.map(hindi),
    contactCta: hindi(contactCta),
  };
}

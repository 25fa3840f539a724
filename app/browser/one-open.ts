/**
 * One-open groups (SPEC 2.6, 2.7; the drawer's menu groups, SPEC 2.2): inside a `[data-one-open]`
 * container, a button with `aria-controls` opens its panel and closes any other; pressing the open
 * one closes it. The markup is React's (`aria-expanded` and `hidden`), so styles follow the attributes.
 */
export function enhanceOneOpenGroups(): void {
  for (const group of document.querySelectorAll<HTMLElement>("[data-one-open]")) {
    group.addEventListener("click", (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>("button[aria-controls]");
      if (!button || button.closest("[data-one-open]") !== group) return;
      const opening = button.getAttribute("aria-expanded") !== "true";
      for (const other of group.querySelectorAll<HTMLButtonElement>("button[aria-controls]")) {
        if (other.closest("[data-one-open]") === group) setExpanded(other, false);
      }
      setExpanded(button, opening);
    });
  }
}

/** Shows or hides the panel a button controls, and says so on the button. */
export function setExpanded(button: HTMLElement, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
  document.getElementById(button.getAttribute("aria-controls") ?? "")?.toggleAttribute("hidden", !open);
}

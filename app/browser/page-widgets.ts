import { translationUrl } from "../lib/translate-url.ts";

/**
 * The smaller interactive parts of content pages, each as its React component does it: the pricing
 * section's monthly/annual switch, the comparison tabs, the map facade and the translate widget.
 */
export function enhancePageWidgets(): void {
  enhanceBillingSwitch();
  enhanceTabs();
  enhanceMapFacade();
  enhanceTranslate();
}

/** SPEC 2.4: the prices and their unit follow the chosen billing period (`data-monthly`/`data-annually`). */
function enhanceBillingSwitch() {
  const group = document.querySelector<HTMLElement>("[data-billing]");
  if (!group) return;
  const buttons = [...group.querySelectorAll<HTMLButtonElement>("[data-billing-option]")];
  for (const button of buttons) {
    button.addEventListener("click", () => {
      const billing = button.dataset["billingOption"]!;
      for (const other of buttons) other.setAttribute("aria-pressed", String(other === button));
      for (const amount of document.querySelectorAll<HTMLElement>(`[data-${billing}]`)) {
        amount.textContent = amount.dataset[billing] ?? amount.textContent;
      }
    });
  }
}

/** SPEC 2.12: an ARIA tablist; a click, the arrow keys, Home and End select a tab. */
function enhanceTabs() {
  for (const list of document.querySelectorAll<HTMLElement>("[role=tablist]")) {
    const tabs = [...list.querySelectorAll<HTMLButtonElement>("[role=tab]")];
    const select = (index: number, focus: boolean) => {
      const chosen = tabs[(index + tabs.length) % tabs.length]!;
      for (const tab of tabs) {
        const selected = tab === chosen;
        tab.setAttribute("aria-selected", String(selected));
        tab.tabIndex = selected ? 0 : -1;
        document.getElementById(tab.getAttribute("aria-controls") ?? "")?.toggleAttribute("hidden", !selected);
      }
      if (focus) chosen.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener("click", () => select(i, false));
      tab.addEventListener("keydown", (event) => {
        const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 };
        const next = moves[event.key];
        if (next === undefined) return;
        event.preventDefault();
        select(next, true);
      });
    });
  }
}

/** The contact page's map: the drawn facade until the visitor asks for the real one. */
function enhanceMapFacade() {
  const facade = document.querySelector<HTMLElement>("[data-map-embed]");
  facade?.querySelector("button")?.addEventListener("click", () => {
    const frame = document.createElement("iframe");
    frame.title = facade.dataset["mapTitle"] ?? "";
    frame.src = facade.dataset["mapEmbed"]!;
    frame.className = "absolute inset-0 size-full";
    frame.style.border = "0";
    frame.loading = "lazy";
    frame.referrerPolicy = "no-referrer-when-downgrade";
    frame.allowFullscreen = true;
    facade.replaceChildren(frame);
  });
}

/** The footer's language list opens the page machine-translated in a new tab. */
function enhanceTranslate() {
  const select = document.querySelector<HTMLSelectElement>("[data-translate]");
  select?.addEventListener("change", () => {
    const language = select.value;
    if (!language) return;
    window.open(translationUrl(language, window.location), "_blank", "noopener,noreferrer");
    select.value = "";
  });
}

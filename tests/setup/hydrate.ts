import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * Renders `element` as the server does (no browser storage read), then hydrates that HTML as the
 * browser does for a cached page. `beforeHydrate` runs between the two, e.g. to forget the server
 * render in a render count. Returns the container.
 */
export async function renderThenHydrate(element: ReactElement, beforeHydrate?: () => void): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  beforeHydrate?.();
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}

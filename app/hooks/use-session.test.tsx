// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { TOKEN_KEY, USER_KEY } from "../lib/auth-storage.ts";
import { useSession } from "./use-session.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders: (string | null)[] = [];

function Who() {
  const { user } = useSession();
  renders.push(user?.mobileNumber ?? null);
  return <p>{user ? `Signed in as ${user.mobileNumber}` : "Signed out"}</p>;
}

/** Renders on the "server" (no storage read), then hydrates in the browser, as a cached page is. */
async function hydrate(): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Who />);
  renders = [];
  await act(async () => {
    hydrateRoot(container, <Who />);
  });
  return container;
}

describe("useSession during hydration", () => {
  beforeEach(() => window.localStorage.clear());

  it("does not render a signed-out visitor's page a second time", async () => {
    const container = await hydrate();
    expect(container.textContent).toBe("Signed out");
    expect(renders).toEqual([null]);
  });

  it("shows the stored editor once the browser has read its storage", async () => {
    window.localStorage.setItem(TOKEN_KEY, "t");
    window.localStorage.setItem(USER_KEY, JSON.stringify({ mobileNumber: "9876543210", isVerified: true, role: "editor" }));
    const container = await hydrate();
    expect(container.textContent).toBe("Signed in as 9876543210");
    expect(renders).toEqual([null, "9876543210"]);
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { renderThenHydrate } from "../../tests/setup/hydrate.ts";
import { TOKEN_KEY, USER_KEY } from "../lib/auth-storage.ts";
import { useSession } from "./use-session.ts";

let renders: (string | null)[] = [];

function Who() {
  const { user } = useSession();
  renders.push(user?.mobileNumber ?? null);
  return <p>{user ? `Signed in as ${user.mobileNumber}` : "Signed out"}</p>;
}

const hydrate = () =>
  renderThenHydrate(<Who />, () => {
    renders = [];
  });

describe("useSession during hydration", () => {
  beforeEach(() => window.localStorage.clear());

  it("does not render a signed-out visitor's page a second time", async () => {
    const container = await hydrate();
    expect(container.textContent).toBe("Signed out");
    expect(renders).toEqual([null]);
  });

  it("shows the stored editor once the browser has read its storage", async () => {
    window.localStorage.setItem(TOKEN_KEY, "t");
    window.localStorage.setItem(
      USER_KEY,
      JSON.stringify({ mobileNumber: "9876543210", isVerified: true, role: "editor" }),
    );
    const container = await hydrate();
    expect(container.textContent).toBe("Signed in as 9876543210");
    expect(renders).toEqual([null, "9876543210"]);
  });
});

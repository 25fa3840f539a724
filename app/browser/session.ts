import { logoutPath } from "../../contract/api/auth.ts";
import { apiRequest } from "../lib/api-client.ts";
import { clearSession, isVerified, readSession } from "../lib/auth-storage.ts";

/**
 * The signed-in parts of the frame (SPEC 2.2, 4): the server renders every page signed out, with
 * the editor's items present but hidden (`data-session`); this shows them for a stored login, and
 * logs out (to /login) on Log out or when the stored user cannot be read, as useLogout does.
 */
export function enhanceSession(): void {
  const session = readSession();
  if (session.corrupt) return logout();
  const shown = { verified: isVerified(session), "signed-in": session.token !== null };
  for (const element of document.querySelectorAll<HTMLElement>("[data-session]")) {
    if (shown[element.dataset["session"] as keyof typeof shown]) element.hidden = false;
  }
  for (const button of document.querySelectorAll("[data-logout]")) button.addEventListener("click", logout);
}

function logout(): void {
  const { token } = readSession();
  if (token) {
    apiRequest<unknown>(logoutPath, { method: "POST", token, fallbackMessage: "" }).catch(() => {
      // The token is dropped from the browser either way.
    });
  }
  clearSession();
  window.location.assign("/login");
}

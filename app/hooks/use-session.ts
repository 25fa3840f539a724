import { useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { logoutPath } from "../../contract/api/auth.ts";
import { apiRequest } from "../lib/api-client.ts";
import {
  clearSession,
  readSession,
  signedOutSession,
  subscribeSession,
  type StoredSession,
} from "../lib/auth-storage.ts";

/**
 * The stored login, read from localStorage. On the server and during hydration it is "signed out",
 * so every visitor gets the same cached HTML; editor-only items appear once the browser has read it.
 */
export function useSession(): StoredSession {
  return useSyncExternalStore(subscribeSession, readSession, () => signedOutSession);
}

/** Logs out (SPEC 4): revokes the token on the server, clears token and user, goes to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    const { token } = readSession();
    if (token) {
      apiRequest<unknown>(logoutPath, { method: "POST", token, fallbackMessage: "" }).catch(() => {
        // The token is dropped from the browser either way; an unreachable server changes nothing here.
      });
    }
    clearSession();
    navigate("/login");
  };
}

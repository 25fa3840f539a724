import { authMessages, isStoredUser, type User } from "../../contract/api/auth.ts";

/** Browser storage keys (SPEC 3: the user object under `user`; the token beside it). */
export const TOKEN_KEY = "token";
export const USER_KEY = "user";

export interface StoredSession {
  token: string | null;
  user: User | null;
  /** Stored user data existed but could not be read (SPEC 4: logs out). */
  corrupt: boolean;
}

/**
 * Nothing stored. One object, so that a signed-out browser's snapshot is the very one the server
 * rendered with and React does not re-render the header after hydration.
 */
export const signedOutSession: StoredSession = Object.freeze({ token: null, user: null, corrupt: false });

const listeners = new Set<() => void>();
let cached: { raw: string; session: StoredSession } | undefined;

export function readSession(): StoredSession {
  if (typeof window === "undefined") return signedOutSession;
  const token = window.localStorage.getItem(TOKEN_KEY);
  const rawUser = window.localStorage.getItem(USER_KEY);
  if (token === null && rawUser === null) return signedOutSession;
  const raw = `${token ?? ""}\u0000${rawUser ?? ""}`;
  if (cached?.raw === raw) return cached.session;
  let user: User | null = null;
  let corrupt = false;
  if (rawUser !== null) {
    try {
      const parsed: unknown = JSON.parse(rawUser);
      if (isStoredUser(parsed))
        user = { mobileNumber: parsed.mobileNumber, isVerified: parsed.isVerified, role: parsed.role };
      else corrupt = true;
    } catch {
      console.error(authMessages.parseUserError);
      corrupt = true;
    }
  }
  cached = { raw, session: { token, user, corrupt } };
  return cached.session;
}

/** A user counts as verified only when the stored user says isVerified true (SPEC 4, 5). */
export function isVerified(session: StoredSession): boolean {
  return session.token !== null && session.user?.isVerified === true;
}

export function storeSession(token: string, user: User): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(USER_KEY);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

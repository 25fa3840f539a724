import { useCallback, useEffect, useState } from "react";
import { useNavigate, useOutletContext } from "react-router";
import { adminMessages, adminPaths, type Done, type EditorRole } from "../../contract/console/admin.ts";
import { ApiError, apiRequest, errorMessage, type ApiRequest } from "../lib/api-client.ts";
import { clearSession } from "../lib/auth-storage.ts";

/** What the /admin layout hands to its pages once the editor is confirmed. */
export interface AdminContext {
  token: string;
  mobile: string;
  /** Null until GET /api/admin/me answered; the server checks every call whatever it says. */
  role: EditorRole | null;
}

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}

export type Loadable<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/**
 * Calls the API with the editor's token. An answer of 401 means the session ended (logged out
 * elsewhere, or this editor was removed): the stored login is dropped and the editor sent to /login.
 */
export function useAdminApi() {
  const { token } = useAdminContext();
  const navigate = useNavigate();
  return useCallback(
    async <T>(path: string, request: Omit<ApiRequest, "token">): Promise<T> => {
      try {
        return await apiRequest<T>(path, { ...request, token });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          clearSession();
          navigate("/login", { replace: true });
        }
        throw err;
      }
    },
    [token, navigate],
  );
}

/** Loads `path` when it changes, its answer typed `T` by the contract; `reload()` fetches again after a change. */
export function useAdminData<T>(path: string): { state: Loadable<T>; reload: () => void } {
  const call = useAdminApi();
  const [state, setState] = useState<Loadable<T>>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    call<T>(path, { fallbackMessage: adminMessages.loadFailed, signal: controller.signal })
      .then((data) => setState({ status: "ready", data }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: "error", message: errorMessage(err, adminMessages.loadFailed) });
      });
    return () => controller.abort();
  }, [call, path, version]);

  return { state, reload: useCallback(() => setVersion((n) => n + 1), []) };
}

/** Deletes a row behind its confirmation, then reloads the list; a failure's sentence is kept to show. */
export function useAdminRemove(reload: () => void): { error: string | null; remove: (path: string) => Promise<void> } {
  const call = useAdminApi();
  const [error, setError] = useState<string | null>(null);
  const remove = useCallback(
    async (path: string) => {
      setError(null);
      try {
        await call<Done>(path, { method: "DELETE", fallbackMessage: adminMessages.saveFailed });
        reload();
      } catch (err) {
        setError(errorMessage(err, adminMessages.saveFailed));
      }
    },
    [call, reload],
  );
  return { error, remove };
}

/** The signed-in staff member's role (decision 101), for the console to show only what it may use. */
export function useStaffRole(token: string): EditorRole | null {
  const [role, setRole] = useState<EditorRole | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<{ role: EditorRole }>(adminPaths.me, {
      token,
      fallbackMessage: adminMessages.loadFailed,
      signal: controller.signal,
    }).then(
      ({ role: answered }) => setRole(answered),
      () => undefined,
    );
    return () => controller.abort();
  }, [token]);
  return role;
}

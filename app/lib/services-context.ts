import { createContext } from "react-router";
import type { AppServices } from "../../contract/api/app-services.ts";

/**
 * The key under which the server puts its in-process data services for loaders. entry.server.tsx
 * re-exports it so the server sets the very same key object the built app reads.
 */
export const servicesContext = createContext<AppServices>();

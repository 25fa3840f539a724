import type * as z from "zod/mini";
import { errorBodySchema } from "../../contract/errors.ts";

/** A non-2xx answer; `message` is the server's sentence (OPERATING.md error body) or the fallback. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly fromServer: boolean;
  constructor(status: number, message: string, fields: Record<string, string> = {}, fromServer = true) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.fromServer = fromServer;
  }
}

/** The request never got an answer (offline, DNS, aborted). */
export class NetworkError extends Error {}

export interface ApiRequest<S extends z.ZodMiniType> {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  json?: unknown;
  formData?: FormData;
  token?: string | null;
  schema: S;
  /** Used when a failed answer carries no readable message. */
  fallbackMessage: string;
  signal?: AbortSignal;
}

/** The one fetch path of the app: sends JSON or multipart, parses the answer with the contract. */
export async function apiRequest<S extends z.ZodMiniType>(path: string, request: ApiRequest<S>): Promise<z.infer<S>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.json !== undefined) headers["Content-Type"] = "application/json";
  if (request.token) headers["Authorization"] = `Bearer ${request.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (request.json !== undefined || request.formData ? "POST" : "GET"),
      headers,
      body: request.formData ?? (request.json !== undefined ? JSON.stringify(request.json) : undefined),
      signal: request.signal,
    });
  } catch (err) {
    throw new NetworkError(err instanceof Error ? err.message : String(err));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    const message = parsed.success ? (parsed.data.error ?? parsed.data.message) : undefined;
    throw new ApiError(response.status, message ?? request.fallbackMessage, parsed.success ? (parsed.data.fields ?? {}) : {}, message !== undefined);
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, request.fallbackMessage, {}, false);
  return parsed.data;
}

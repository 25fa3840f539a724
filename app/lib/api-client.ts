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

/** The server's sentence (or the api-client's fallback) for an answered call, else `otherwise` (SPEC 8). */
export function errorMessage(err: unknown, otherwise: string): string {
  return err instanceof ApiError ? err.message : otherwise;
}

/** The request never got an answer (offline, DNS, aborted). */
export class NetworkError extends Error {}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  formData?: FormData;
  token?: string | null;
  /** Used when a failed answer carries no readable message. */
  fallbackMessage: string;
  signal?: AbortSignal;
}

/**
 * The one fetch path of the app: sends JSON or multipart, reads the answer as the contract types it
 * (`T`, inferred from the contract's response schema). Every page, the console and the editors'
 * forms alike, reads answers typed this way and does not validate them: the server builds them from
 * validated data and checks them against its response schemas as it serialises, and zod stays off
 * the browser's pages (docs/decisions/068-no-answer-validation-in-the-browser.md, which extends
 * 007 to the console). A success without a readable body is an ApiError with `fallbackMessage`.
 */
export async function apiRequest<T>(path: string, request: ApiRequest): Promise<T> {
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
    const { message, fields } = readErrorBody(body);
    throw new ApiError(response.status, message ?? request.fallbackMessage, fields, message !== undefined);
  }
  if (body === undefined) throw new ApiError(response.status, request.fallbackMessage, {}, false);
  return body as T;
}

/** The sentence and field messages of an OPERATING.md error body (`error` or `message`), if any. */
function readErrorBody(body: unknown): { message: string | undefined; fields: Record<string, string> } {
  if (typeof body !== "object" || body === null) return { message: undefined, fields: {} };
  const { error, message, fields } = body as Record<string, unknown>;
  const sentence =
    typeof error === "string" && error ? error : typeof message === "string" && message ? message : undefined;
  const fieldMessages: Record<string, string> = {};
  if (typeof fields === "object" && fields !== null) {
    for (const [name, text] of Object.entries(fields)) if (typeof text === "string") fieldMessages[name] = text;
  }
  return { message: sentence, fields: fieldMessages };
}

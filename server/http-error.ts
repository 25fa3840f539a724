/** An error whose message is safe to show: thrown by services, turned into the OPERATING.md body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  /** `cause` (an outage behind a 5xx) is logged, never sent. */
  constructor(statusCode: number, message: string, fields?: Record<string, string>, options?: ErrorOptions) {
    super(message, options);
    this.statusCode = statusCode;
    this.fields = fields;
  }
}

export function errorBody(message: string, fields?: Record<string, string>) {
  return fields ? { error: message, message, fields } : { error: message, message };
}

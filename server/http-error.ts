/** An error whose message is safe to show: thrown by services, turned into the OPERATING.md body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  constructor(statusCode: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.fields = fields;
  }
}

export function errorBody(message: string, fields?: Record<string, string>) {
  return fields ? { error: message, message, fields } : { error: message, message };
}

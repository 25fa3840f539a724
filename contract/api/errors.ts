export const genericMessages = {
  invalidRequest: "The request is not valid.",
  notFound: "Not found.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  unauthorized: "Please log in to continue.",
  forbidden: "Your account is not allowed to do this.",
  serverError: "Something went wrong on our side. Please try again.",
  payloadTooLarge: "The request is too large.",
} as const;

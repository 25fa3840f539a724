import * as z from "zod/mini";

export const sendOtpPath = "/auth/send-otp";
export const verifyOtpPath = "/auth/verify-otp";
export const mePath = "/auth/me";
export const logoutPath = "/auth/logout";

export const authMessages = {
  invalidMobile: "Please enter a valid 10-digit mobile number",
  incompleteOtp: "Please enter a complete 6-digit OTP",
  otpSent: "OTP sent successfully",
  sendFailed: "Failed to send OTP",
  verifyFailed: "OTP verification failed",
  verificationFailed: "Verification failed",
  invalidOtp: "Invalid or expired OTP",
  tooManyAttempts: "Too many wrong attempts. Please request a new OTP.",
  tooManySends: "Too many OTP requests for this number. Please try again later.",
  verified: "Verified Successfully!",
  loggedOut: "Logged out",
  parseUserError: "Error parsing user data",
} as const;

export const mobileSchema = z.string({ error: authMessages.invalidMobile }).check(z.regex(/^\d{10}$/, authMessages.invalidMobile));
export const otpSchema = z.string({ error: authMessages.incompleteOtp }).check(z.regex(/^\d{6}$/, authMessages.incompleteOtp));

export const sendOtpRequestSchema = z.object({ mobileNumber: mobileSchema });
export const sendOtpResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const verifyOtpRequestSchema = z.object({ mobileNumber: mobileSchema, otp: otpSchema });

/** The user object the browser stores under the key `user` (SPEC 3). */
export const userSchema = z.object({
  mobileNumber: z.string(),
  isVerified: z.boolean(),
  role: z.enum(["editor"]),
});
export type User = z.infer<typeof userSchema>;

export const verifyOtpResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
  expiresAt: z.string(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** GET /auth/me with `Authorization: Bearer <token>`: 401 for no, unknown, expired or revoked token; 403 when no longer an editor. */
export const meResponseSchema = z.object({ user: userSchema, expiresAt: z.optional(z.string()) });

/** POST /auth/logout with `Authorization: Bearer <token>` ends that session. */
export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Failures of the /auth calls carry `success: false` beside the usual error body. */
export const authErrorBodySchema = z.object({ success: z.literal(false), error: z.string(), message: z.string() });

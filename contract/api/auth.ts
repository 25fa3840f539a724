import type * as z from "zod/mini";
import type { meResponseSchema, sendOtpResponseSchema, userSchema, verifyOtpResponseSchema } from "./auth.schema.ts";

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
  loginPaused: "Too many wrong codes for this number. Please try again later.",
  verified: "Verified Successfully!",
  loggedOut: "Logged out",
  parseUserError: "Error parsing user data",
} as const;

export type User = z.infer<typeof userSchema>;

export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export type MeResponse = z.infer<typeof meResponseSchema>;

/** Whether a value read back from browser storage is a user object as verify-otp answered it. */
export function isStoredUser(value: unknown): value is User {
  if (typeof value !== "object" || value === null) return false;
  const { mobileNumber, isVerified, role } = value as Record<string, unknown>;
  return typeof mobileNumber === "string" && typeof isVerified === "boolean" && role === "editor";
}

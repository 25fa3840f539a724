import * as z from "zod/mini";
import { authMessages } from "./auth.ts";

export const mobileSchema = z
  .string({ error: authMessages.invalidMobile })
  .check(z.regex(/^\d{10}$/, authMessages.invalidMobile));

export const otpSchema = z
  .string({ error: authMessages.incompleteOtp })
  .check(z.regex(/^\d{6}$/, authMessages.incompleteOtp));

export const sendOtpRequestSchema = z.object({ mobileNumber: mobileSchema });

export const sendOtpResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const verifyOtpRequestSchema = z.object({ mobileNumber: mobileSchema, otp: otpSchema });

/** The user object the browser stores under the key `user` (SPEC 3). */
export const userSchema = z.object({
  mobileNumber: z.string(),
  isVerified: z.boolean(),
  role: z.enum(["editor"]),
});

export const verifyOtpResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
  expiresAt: z.string(),
});

/** GET /auth/me with `Authorization: Bearer <token>`: 401 for no, unknown, expired or revoked token; 403 when no longer an editor. */
export const meResponseSchema = z.object({ user: userSchema, expiresAt: z.optional(z.string()) });

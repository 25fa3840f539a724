import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** "COUNT/SECONDS", e.g. "5/900". */
const rateSchema = z
  .string()
  .regex(/^\d+\/\d+$/, "must look like COUNT/SECONDS, e.g. 5/900")
  .transform((v) => {
    const [count, seconds] = v.split("/").map(Number) as [number, number];
    return { count, windowMs: seconds * 1000 };
  })
  .refine((r) => r.count > 0 && r.windowMs > 0, "COUNT and SECONDS must be above 0");

const booleanSchema = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no", ""])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

/** A name MSG91 accepts for a template variable (the part between ## and ## in the template). */
const msg91VariableSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be a template variable name: letters, digits, _");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    PUBLIC_BASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    EDITOR_MOBILES: z
      .string()
      .optional()
      .refine(
        (v) => v === undefined || v.trim() === "" || v.split(",").every((m) => /^\d{10}$/.test(m.trim())),
        "must be comma-separated 10-digit mobiles",
      ),
    SMS_PROVIDER: z.enum(["console", "file", "msg91"]).default("console"),
    // SMS_PROVIDER=msg91 (server/messaging/providers.ts msg91Provider): key and template are required then.
    MSG91_AUTH_KEY: z.string().trim().min(1, "must not be blank").optional(),
    MSG91_TEMPLATE_ID: z.string().trim().min(1, "must not be blank").optional(),
    MSG91_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://control.msg91.com")
      .transform((v) => v.replace(/\/+$/, "")),
    MSG91_TEXT_VARIABLE: msg91VariableSchema.default("message"),
    MSG91_CODE_VARIABLE: msg91VariableSchema.default("otp"),
    MAIL_TRANSPORT: z
      .string()
      .default("console")
      .refine(
        (v) => v === "console" || v === "file" || /^smtps?:\/\//.test(v),
        "must be console, file or an smtp:// or smtps:// URL",
      ),
    MAIL_FROM: z.string().default("Sample Compliance Consultancy <no-reply@example.com>"),
    OUTBOX_FILE: z.string().optional(),
    OTP_LIMIT_PER_NUMBER: rateSchema.prefault("5/900"),
    LIMIT_PER_ADDRESS: rateSchema.prefault("60/60"),
    // E-mails the public forms (mailing list, calendar reminders) may send in an hour, all
    // addresses together (decision 071); a flood beyond it sends nothing more that hour.
    PUBLIC_MAIL_PER_HOUR: z.coerce
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1_000_000, "must be at most 1000000")
      .default(300),
    TRUST_PROXY: booleanSchema.default(false),
    // The page cache's bound (server/pages/page-cache.ts); 0 keeps no page.
    PAGE_CACHE_MB: z
      .string()
      .regex(/^\d{1,6}$/, "must be a whole number of megabytes (0 keeps no page)")
      .transform(Number)
      .default(64),
    // Backups (server/backup/): where `npm run backup` and the scheduled backup write, how many they keep.
    BACKUP_DIR: z.string().min(1).default("./backups"),
    BACKUP_KEEP: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(14),
    // At most 24 days: a longer timer would overflow and fire at once.
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .min(0, "must be 0 (off) or more")
      .max(576, "must be at most 576 (24 days)")
      .default(0),
    // Scheduled jobs (server/jobs/): retention purges and newsletter batches. Off in tests unless asked.
    SCHEDULED_JOBS: booleanSchema.optional(),
    NEWSLETTER_RATE_PER_MINUTE: z.coerce
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100_000, "must be at most 100000")
      .default(60),
    MESSAGE_RETENTION_DAYS: z.coerce
      .number()
      .int("must be a whole number of days")
      .min(1, "must be at least 1")
      .default(30),
    ENQUIRY_RETENTION_DAYS: z.coerce
      .number()
      .int("must be a whole number of days")
      .min(1, "must be at least 1")
      .default(365),
    // New-lead SMS alerts (issue 30): these mobiles get one for every enquiry; empty sends none.
    LEAD_ALERT_MOBILES: z
      .string()
      .optional()
      .refine(
        (v) => v === undefined || v.trim() === "" || v.split(",").every((m) => /^\d{10}$/.test(m.trim())),
        "must be comma-separated 10-digit mobiles",
      ),
    // The firm's own analytics (decision 131): off counts nothing; the counts are flushed every this many seconds.
    ANALYTICS: booleanSchema.default(true),
    ANALYTICS_FLUSH_SECONDS: z.coerce
      .number()
      .int("must be a whole number of seconds")
      .min(1, "must be at least 1")
      .max(3600, "must be at most 3600")
      .default(10),
    // Online payment (server/payments/, decision 031): `none` keeps SPEC 2.13's checkout without payment.
    PAYMENT_PROVIDER: z.enum(["none", "razorpay"]).default("none"),
    RAZORPAY_KEY_ID: z.string().trim().min(1, "must not be blank").optional(),
    RAZORPAY_KEY_SECRET: z.string().trim().min(1, "must not be blank").optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1, "must not be blank").optional(),
    RAZORPAY_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("https://api.razorpay.com")
      .transform((v) => v.replace(/\/+$/, "")),
    // Orders still awaiting online payment this long after they were placed are cancelled by the
    // job `order-payment-timeout`, and their payment links expire then (decision 035); 0: never.
    // At most 180 days: a Razorpay payment link expires within six months.
    ORDER_PAYMENT_TIMEOUT_HOURS: z.coerce
      .number()
      .int("must be a whole number of hours")
      .min(0, "must be 0 (never) or more")
      .max(4320, "must be at most 4320 (180 days)")
      .default(48),
    // Paid downloads (issue 16): how long a customer's download links work and how often each file.
    DOWNLOAD_LINK_DAYS: z.coerce
      .number()
      .int("must be a whole number of days")
      .min(1, "must be at least 1")
      .max(365, "must be at most 365")
      .default(7),
    DOWNLOAD_LIMIT: z.coerce
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1000, "must be at most 1000")
      .default(5),
    // The console flags legal answers last reviewed longer ago than this (issue 20, decision 028).
    LEGAL_REVIEW_MAX_AGE_MONTHS: z.coerce
      .number()
      .int("must be a whole number of months")
      .min(1, "must be at least 1")
      .max(120, "must be at most 120")
      .default(6),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Where uploaded covers and private files live (server/storage/): DATA_DIR, or an S3 bucket.
    STORAGE: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or folder names each ending in /, e.g. site/")
      .default(""),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === "s3" && env.S3_BUCKET === undefined)
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when STORAGE=s3" });
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
      });
    if (env.PAYMENT_PROVIDER === "razorpay") {
      for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
        if (env[name] === undefined)
          ctx.addIssue({ code: "custom", path: [name], message: "is required when PAYMENT_PROVIDER=razorpay" });
      }
    }
    if (env.SMS_PROVIDER !== "msg91") return;
    for (const name of ["MSG91_AUTH_KEY", "MSG91_TEMPLATE_ID"] as const) {
      if (env[name] === undefined)
        ctx.addIssue({ code: "custom", path: [name], message: "is required when SMS_PROVIDER=msg91" });
    }
    if (env.MSG91_TEXT_VARIABLE === env.MSG91_CODE_VARIABLE) {
      ctx.addIssue({ code: "custom", path: ["MSG91_CODE_VARIABLE"], message: "must differ from MSG91_TEXT_VARIABLE" });
    }
  });

export type Env = Omit<
  z.infer<typeof envSchema>,
  "EDITOR_MOBILES" | "SESSION_SECRET" | "OUTBOX_FILE" | "PUBLIC_BASE_URL" | "SCHEDULED_JOBS" | "LEAD_ALERT_MOBILES"
> & {
  LEAD_ALERT_MOBILES: string[];
  SCHEDULED_JOBS: boolean;
  PUBLIC_BASE_URL: string;
  EDITOR_MOBILES: string[];
  SESSION_SECRET: string;
  OUTBOX_FILE: string;
  DATA_DIR: string;
};

/** Parses the environment once; throws an Error whose message is a one-line reason. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Invalid environment: ${issue.path.join(".")} ${issue.message}`);
  }
  const raw = result.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const editors = raw.EDITOR_MOBILES ?? (raw.NODE_ENV === "production" ? "" : "9999999999");
  return {
    ...raw,
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: (raw.PUBLIC_BASE_URL ?? `http://127.0.0.1:${raw.PORT}`).replace(/\/$/, ""),
    EDITOR_MOBILES: editors
      .split(",")
      .map((m) => m.trim())
      .filter(Boolean),
    LEAD_ALERT_MOBILES: (raw.LEAD_ALERT_MOBILES ?? "")
      .split(",")
      .map((m) => m.trim())
      .filter(Boolean),
    SESSION_SECRET: raw.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    OUTBOX_FILE: path.resolve(raw.OUTBOX_FILE ?? path.join(dataDir, "outbox.jsonl")),
    BACKUP_DIR: path.resolve(raw.BACKUP_DIR),
    SCHEDULED_JOBS: raw.SCHEDULED_JOBS ?? raw.NODE_ENV !== "test",
  };
}

/**
 * Settings a live site should not run with but that still work (the README's quick start uses
 * them): `startServer` logs each as a warning at start in production (decision 072).
 */
export function productionWarnings(
  env: Pick<Env, "NODE_ENV" | "SMS_PROVIDER" | "MAIL_TRANSPORT" | "PUBLIC_BASE_URL" | "PORT">,
): string[] {
  if (env.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (env.SMS_PROVIDER === "console")
    warnings.push(
      "SMS_PROVIDER=console: login codes are written to this log instead of being sent, so anyone who reads the log can sign in as an editor. Set SMS_PROVIDER=msg91 on a live site.",
    );
  if (env.MAIL_TRANSPORT === "console")
    warnings.push(
      "MAIL_TRANSPORT=console: e-mails (order confirmations, mailing-list and reminder links) are written to this log instead of being sent. Set an smtp:// URL on a live site.",
    );
  if (env.PUBLIC_BASE_URL === `http://127.0.0.1:${env.PORT}`)
    warnings.push("PUBLIC_BASE_URL is not set: links in e-mails, the sitemap and canonical links point at 127.0.0.1.");
  return warnings;
}

/**
 * Reads `.env` from the working directory into process.env, when there is one (every command
 * calls this before parseEnv). A variable already set in the real environment keeps its value.
 */
export function loadEnvFile(file = path.resolve(".env")): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

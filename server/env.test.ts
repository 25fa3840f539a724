import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnvFile, parseEnv, productionWarnings } from "./env.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "env-test-"));

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.PUBLIC_BASE_URL).toBe("http://127.0.0.1:3000");
    expect(env.NODE_ENV).toBe("production");
    expect(env.EDITOR_MOBILES).toEqual([]);
    expect(env.OTP_LIMIT_PER_NUMBER).toEqual({ count: 5, windowMs: 900_000 });
    expect(env.LIMIT_PER_ADDRESS).toEqual({ count: 60, windowMs: 60_000 });
    expect(env.SMS_PROVIDER).toBe("console");
    expect(env.MAIL_TRANSPORT).toBe("console");
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.PAGE_CACHE_MB).toBe(64);
    expect(env.OUTBOX_FILE).toBe(path.join(env.DATA_DIR, "outbox.jsonl"));
    expect(env.BACKUP_DIR).toBe(path.resolve("backups"));
    expect(env.BACKUP_KEEP).toBe(14);
    expect(env.BACKUP_INTERVAL_HOURS).toBe(0);
    expect(env.SCHEDULED_JOBS).toBe(true);
    expect(env.NEWSLETTER_RATE_PER_MINUTE).toBe(60);
    expect(env.MESSAGE_RETENTION_DAYS).toBe(30);
    expect(env.ENQUIRY_RETENTION_DAYS).toBe(365);
    expect(env.LEGAL_REVIEW_MAX_AGE_MONTHS).toBe(6);
  });

  it("runs scheduled jobs in tests only when asked", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "test" }).SCHEDULED_JOBS).toBe(false);
    expect(parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "test", SCHEDULED_JOBS: "on" }).SCHEDULED_JOBS).toBe(true);
    expect(parseEnv({ DATA_DIR: dataDir(), SCHEDULED_JOBS: "off" }).SCHEDULED_JOBS).toBe(false);
  });

  it("refuses a retention period or sending rate that is not a positive whole number", () => {
    for (const [name, value] of [
      ["MESSAGE_RETENTION_DAYS", "0"],
      ["ENQUIRY_RETENTION_DAYS", "1.5"],
      ["NEWSLETTER_RATE_PER_MINUTE", "fast"],
      ["LEGAL_REVIEW_MAX_AGE_MONTHS", "0"],
      ["LEGAL_REVIEW_MAX_AGE_MONTHS", "2.5"],
    ] as const) {
      expect(() => parseEnv({ DATA_DIR: dataDir(), [name]: value })).toThrow(
        new RegExp(`^Invalid environment: ${name} `),
      );
    }
  });

  it("has the sample editor in development and test only", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "test" }).EDITOR_MOBILES).toEqual(["9999999999"]);
    expect(
      parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "development", EDITOR_MOBILES: "9876543210, 9123456789" })
        .EDITOR_MOBILES,
    ).toEqual(["9876543210", "9123456789"]);
  });

  it("keeps a generated session secret across starts", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
  });

  it("reads MSG91 settings, with defaults, when SMS_PROVIDER=msg91", () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "a1b2c3d4e5f6a7b8c9d0e1f2",
      MSG91_TEMPLATE_ID: "65f0c0ffee1234567890abcd",
    });
    expect(env.SMS_PROVIDER).toBe("msg91");
    expect(env.MSG91_AUTH_KEY).toBe("a1b2c3d4e5f6a7b8c9d0e1f2");
    expect(env.MSG91_TEMPLATE_ID).toBe("65f0c0ffee1234567890abcd");
    expect(env.MSG91_BASE_URL).toBe("https://control.msg91.com");
    expect(env.MSG91_TEXT_VARIABLE).toBe("message");
    expect(env.MSG91_CODE_VARIABLE).toBe("otp");
    const custom = parseEnv({
      DATA_DIR: dataDir(),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "k",
      MSG91_TEMPLATE_ID: "t",
      MSG91_BASE_URL: "http://127.0.0.1:4010/",
      MSG91_TEXT_VARIABLE: "VAR1",
      MSG91_CODE_VARIABLE: "code",
    });
    expect(custom.MSG91_BASE_URL).toBe("http://127.0.0.1:4010");
    expect([custom.MSG91_TEXT_VARIABLE, custom.MSG91_CODE_VARIABLE]).toEqual(["VAR1", "code"]);
  });

  it("does not ask for MSG91 credentials with the other SMS providers", () => {
    expect(parseEnv({ DATA_DIR: dataDir(), SMS_PROVIDER: "file" }).MSG91_AUTH_KEY).toBeUndefined();
  });

  it("defaults to no payment provider and asks for every Razorpay key with razorpay", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PAYMENT_PROVIDER).toBe("none");
    expect([env.DOWNLOAD_LINK_DAYS, env.DOWNLOAD_LIMIT]).toEqual([7, 5]);
    expect(env.RAZORPAY_BASE_URL).toBe("https://api.razorpay.com");
    const keys = { RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" };
    for (const missing of Object.keys(keys)) {
      const partial = Object.fromEntries(Object.entries(keys).filter(([name]) => name !== missing));
      expect(() => parseEnv({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: "razorpay", ...partial })).toThrow(
        `Invalid environment: ${missing} is required when PAYMENT_PROVIDER=razorpay`,
      );
    }
    const razorpay = parseEnv({
      DATA_DIR: dataDir(),
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_BASE_URL: "http://127.0.0.1:4011/",
      ...keys,
    });
    expect(razorpay.RAZORPAY_BASE_URL).toBe("http://127.0.0.1:4011");
    expect(() => parseEnv({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: "stripe" })).toThrow(
      /^Invalid environment: PAYMENT_PROVIDER /,
    );
  });

  it("never puts the MSG91 key into a start-up reason", () => {
    expect(() =>
      parseEnv({ DATA_DIR: dataDir(), SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "secret-key-value-123456" }),
    ).toThrow(/^(?!.*secret-key-value-123456)/);
  });

  it.each([
    [{ PORT: "http" }, /^Invalid environment: PORT /],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ OTP_LIMIT_PER_NUMBER: "5 per 900" }, /OTP_LIMIT_PER_NUMBER must look like COUNT\/SECONDS/],
    [{ EDITOR_MOBILES: "12345" }, /EDITOR_MOBILES must be comma-separated 10-digit mobiles/],
    [{ MAIL_TRANSPORT: "pigeon" }, /MAIL_TRANSPORT must be console, file or an smtp/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET must be at least 32 characters/],
    [{ NODE_ENV: "staging" }, /NODE_ENV/],
    [{ PAGE_CACHE_MB: "1.5" }, /^Invalid environment: PAGE_CACHE_MB must be a whole number of megabytes/],
    [{ PAGE_CACHE_MB: "-1" }, /PAGE_CACHE_MB must be a whole number of megabytes/],
    [{ SMS_PROVIDER: "twilio" }, /^Invalid environment: SMS_PROVIDER /],
    [{ SMS_PROVIDER: "msg91" }, /^Invalid environment: MSG91_AUTH_KEY is required when SMS_PROVIDER=msg91$/],
    [
      { SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "a1b2c3d4e5f6a7b8c9d0e1f2" },
      /^Invalid environment: MSG91_TEMPLATE_ID is required when SMS_PROVIDER=msg91$/,
    ],
    [
      { SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "   ", MSG91_TEMPLATE_ID: "t1" },
      /^Invalid environment: MSG91_AUTH_KEY must not be blank$/,
    ],
    [
      { SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "k", MSG91_TEMPLATE_ID: "t1", MSG91_BASE_URL: "control.msg91.com" },
      /MSG91_BASE_URL must be an http:\/\/ or https:\/\/ URL/,
    ],
    [
      { SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "k", MSG91_TEMPLATE_ID: "t1", MSG91_TEXT_VARIABLE: "##var##" },
      /MSG91_TEXT_VARIABLE must be a template variable name/,
    ],
    [{ BACKUP_KEEP: "0" }, /^Invalid environment: BACKUP_KEEP must be at least 1$/],
    [{ BACKUP_INTERVAL_HOURS: "daily" }, /^Invalid environment: BACKUP_INTERVAL_HOURS /],
  ])("stops with a one-line reason for %o", (bad, reason) => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...bad })).toThrow(reason);
    try {
      parseEnv({ DATA_DIR: dataDir(), ...bad });
    } catch (err) {
      expect((err as Error).message).not.toContain("\n");
    }
  });
});

describe("loadEnvFile", () => {
  it("reads .env into the environment, where a variable already set keeps its value", () => {
    const file = path.join(dataDir(), ".env");
    writeFileSync(file, "ENV_FILE_TEST_A=from-file\nENV_FILE_TEST_B=from-file # a comment\n");
    process.env["ENV_FILE_TEST_B"] = "real";
    try {
      loadEnvFile(file);
      expect(process.env["ENV_FILE_TEST_A"]).toBe("from-file");
      expect(process.env["ENV_FILE_TEST_B"]).toBe("real");
    } finally {
      delete process.env["ENV_FILE_TEST_A"];
      delete process.env["ENV_FILE_TEST_B"];
    }
  });

  it("does nothing without a file", () => {
    expect(() => loadEnvFile(path.join(dataDir(), ".env"))).not.toThrow();
  });
});

describe("productionWarnings", () => {
  it("warns at start when a live site would print login codes or e-mails to its log, and not in tests", () => {
    const live = parseEnv({ DATA_DIR: dataDir() });
    const warnings = productionWarnings(live);
    expect(warnings.find((w) => w.startsWith("SMS_PROVIDER=console"))).toContain("sign in as an editor");
    expect(warnings.find((w) => w.startsWith("MAIL_TRANSPORT=console"))).toBeDefined();
    expect(warnings.find((w) => w.startsWith("PUBLIC_BASE_URL"))).toBeDefined();
    const configured = parseEnv({
      DATA_DIR: dataDir(),
      SMS_PROVIDER: "file",
      MAIL_TRANSPORT: "smtp://mail.example.com",
      PUBLIC_BASE_URL: "https://example.com",
    });
    expect(productionWarnings(configured)).toEqual([]);
    expect(productionWarnings(parseEnv({ DATA_DIR: dataDir(), NODE_ENV: "test" }))).toEqual([]);
  });
});

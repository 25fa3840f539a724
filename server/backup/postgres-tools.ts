import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import pg from "pg";

/** pg_dump or pg_restore is not on PATH. */
export class MissingToolError extends Error {}

/**
 * Runs one of PostgreSQL's client tools, against DATABASE_URL when given one; answers its output.
 * The password travels in PGPASSWORD, not on the command line, where any user of the machine
 * could read it (ps).
 */
async function runTool(tool: "pg_dump" | "pg_restore", args: string[], url?: string): Promise<string> {
  const target = url === undefined ? undefined : new URL(url);
  const password = target ? decodeURIComponent(target.password) : "";
  if (target) target.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...(target ? [`--dbname=${target.href}`] : []), ...args], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new MissingToolError(
              `${tool} is not installed: install PostgreSQL's client tools at the server's major version or newer (Debian: apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${tool} failed (exit ${code}): ${err.trim().split("\n").slice(-3).join(" ")}`)),
    );
  });
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Dumps the app's schema (the current schema of DATABASE_URL: public, unless the URL sets a
 * search_path) in pg_dump's custom format, a consistent snapshot taken while the site runs.
 * Answers the schema's name, which restore needs.
 */
export async function dumpPostgres(url: string, file: string): Promise<string> {
  const [row] = await query<{ schema: string | null }>(url, "select current_schema() as schema");
  if (!row?.schema) throw new Error("DATABASE_URL names no existing schema (check its search_path)");
  await runTool("pg_dump", ["--format=custom", `--file=${file}`, `--schema=${row.schema}`], url);
  return row.schema;
}

/**
 * Restores a dumpPostgres file into DATABASE_URL. The schema must hold no tables unless `force`,
 * which drops the dumped objects before recreating them. An existing schema is kept (its CREATE
 * SCHEMA would fail: a fresh database already has public), so the restore runs from a table of
 * contents without it, in one transaction that stops at the first error.
 */
export async function restorePostgres(
  url: string,
  file: string,
  schema: string,
  options: { force: boolean; listFile: string },
): Promise<void> {
  const [state] = await query<{ exists: boolean; tables: number }>(
    url,
    `select exists (select 1 from pg_namespace where nspname = $1) as exists,
       (select count(*)::int from information_schema.tables where table_schema = $1) as tables`,
    [schema],
  );
  if (state && state.tables > 0 && !options.force) {
    throw new Error(
      `the database already holds ${state.tables} tables in schema ${schema}: restore into an empty database, or add --force to replace them`,
    );
  }
  const contents = (await runTool("pg_restore", ["--list", file]))
    .split("\n")
    .filter((line) => !(state?.exists && / (SCHEMA - |COMMENT - SCHEMA )/.test(line)));
  await writeFile(options.listFile, contents.join("\n"));
  await runTool(
    "pg_restore",
    [
      "--no-owner",
      "--exit-on-error",
      "--single-transaction",
      `--use-list=${options.listFile}`,
      ...(options.force ? ["--clean", "--if-exists"] : []),
      file,
    ],
    url,
  );
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runEditorCommand } from "./editor.ts";

describe("npm run editor", () => {
  // The CLI works on the SQLite file in DATA_DIR here; PostgreSQL takes the same code path via DATABASE_URL.
  const dataDir = mkdtempSync(path.join(tmpdir(), "editor-cli-"));
  const env = { DATA_DIR: dataDir, NODE_ENV: "test", SESSION_SECRET: "cli-test-secret-cli-test-secret-012345" };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("adds, lists and removes editors", async () => {
    expect(await runEditorCommand(["list"], env)).toEqual({ code: 0, output: "No editors." });
    expect(await runEditorCommand(["add", "9876543210"], env)).toEqual({ code: 0, output: "Added editor 9876543210." });
    expect((await runEditorCommand(["add", "9876543210"], env)).output).toBe("9876543210 is already an editor.");
    expect((await runEditorCommand(["list"], env)).output).toMatch(/^9876543210 {2}added \d{4}-/);
    expect(await runEditorCommand(["remove", "9876543210"], env)).toEqual({
      code: 0,
      output: "Removed editor 9876543210; their sessions have ended.",
    });
    expect(await runEditorCommand(["remove", "9876543210"], env)).toEqual({
      code: 1,
      output: "9876543210 is not an editor.",
    });
  });

  it("explains its usage for anything else", async () => {
    for (const args of [[], ["add"], ["add", "12345"], ["delete", "9876543210"]]) {
      const answer = await runEditorCommand(args, env);
      expect(answer.code).toBe(2);
      expect(answer.output).toMatch(/^Usage: npm run editor -- add/);
    }
  });
});

import { migrateToLatest, openDatabase } from "../server/db/connection.ts";
import { loadEnvFile, parseEnv } from "../server/env.ts";
import { listEditors } from "../server/modules/auth/editors.repository.ts";
import { addEditor, removeEditor } from "../server/modules/auth/editors.service.ts";

// `npm run editor -- add 9876543210 | remove 9876543210 | list`: manages the mobiles allowed to log
// in and publish, in the database DATA_DIR or DATABASE_URL names (OPERATING.md).
const usage = "Usage: npm run editor -- add <10-digit mobile> | remove <10-digit mobile> | list";

export async function runEditorCommand(
  args: string[],
  source: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  const [command, mobile] = args;
  if (command !== "list" && ((command !== "add" && command !== "remove") || !/^\d{10}$/.test(mobile ?? ""))) {
    return { code: 2, output: usage };
  }
  // EDITOR_MOBILES is applied by the server at start, not here.
  const env = parseEnv({ ...source, EDITOR_MOBILES: "" });
  const db = openDatabase(env);
  try {
    await migrateToLatest(db);
    if (command === "add") {
      const added = await addEditor(db, mobile!);
      return { code: 0, output: added ? `Added editor ${mobile}.` : `${mobile} is already an editor.` };
    }
    if (command === "remove") {
      const removed = await removeEditor(db, mobile!);
      return removed
        ? { code: 0, output: `Removed editor ${mobile}; their sessions have ended.` }
        : { code: 1, output: `${mobile} is not an editor.` };
    }
    const editors = await listEditors(db);
    return {
      code: 0,
      output: editors.length ? editors.map((e) => `${e.mobile}  added ${e.created_at}`).join("\n") : "No editors.",
    };
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  loadEnvFile();
  try {
    const { code, output } = await runEditorCommand(process.argv.slice(2));
    (code === 0 ? console.log : console.error)(output);
    process.exitCode = code;
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  }
}

import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertFileKey, type FileStore } from "./file-store.ts";

/**
 * A FileStore in one directory, created on first write. A write goes to a temporary name first
 * and is renamed into place, so a reader (or a backup) never sees half a file.
 */
export function createLocalFileStore(dir: string): FileStore {
  const file = (key: string) => {
    assertFileKey(key);
    return path.join(dir, key);
  };
  return {
    async write(key, bytes) {
      const target = file(key);
      await mkdir(dir, { recursive: true });
      const partial = `${target}.${randomBytes(6).toString("hex")}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, target);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async read(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

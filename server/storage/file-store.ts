import path from "node:path";
import type { Env } from "../env.ts";
import { createLocalFileStore } from "./local-file-store.ts";
import { createS3Client, createS3FileStore, type S3Env } from "./s3-file-store.ts";

/**
 * Where the site keeps the files it is given. Callers name files with keys they generated
 * themselves (never a visitor's input), so a key is a plain file name: letters, digits, dot,
 * dash and underscore, no folders. Adapters: a local directory (DATA_DIR, or a shared mount when
 * several instances run) and an S3 bucket (s3-file-store.ts, decision 055).
 */
export interface FileStore {
  /** Stores the bytes under the key, replacing any file it had. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under the key, or null when there are none. */
  read(key: string): Promise<Buffer | null>;
  /** Deletes the key's file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
}

/**
 * The two stores: `uploads` is served to everyone at /uploads/<key> (post covers); `private`
 * is never served as it is (files a customer buys reach them only through checked links).
 */
export interface FileStores {
  uploads: FileStore;
  private: FileStore;
}

/**
 * STORAGE=local (the default): folders in DATA_DIR (one machine, or a shared mount for several).
 * STORAGE=s3: one bucket, the two stores under `uploads/` and `private/` after S3_PREFIX.
 */
export function createFileStores(env: Pick<Env, "DATA_DIR" | "STORAGE"> & S3Env): FileStores {
  if (env.STORAGE === "s3") {
    const client = createS3Client(env);
    return {
      uploads: createS3FileStore(client, env.S3_BUCKET!, `${env.S3_PREFIX}uploads/`),
      private: createS3FileStore(client, env.S3_BUCKET!, `${env.S3_PREFIX}private/`),
    };
  }
  return {
    uploads: createLocalFileStore(path.join(env.DATA_DIR, "uploads")),
    private: createLocalFileStore(path.join(env.DATA_DIR, "private")),
  };
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Throws on a key that could name a folder or a path outside the store. */
export function assertFileKey(key: string): void {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`not a file store key: ${JSON.stringify(key)}`);
}

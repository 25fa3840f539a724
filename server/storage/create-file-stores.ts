import path from "node:path";
import type { Env } from "../env.ts";
import type { FileStores } from "./file-store.ts";
import { createLocalFileStore } from "./local-file-store.ts";
import { createS3Client, createS3FileStore, type S3Env } from "./s3-file-store.ts";

/**
 * STORAGE=local (the default): folders in DATA_DIR (one machine, or a shared mount for several).
 * STORAGE=s3: one bucket, the stores under `uploads/`, `media/` and `private/` after S3_PREFIX.
 */
export function createFileStores(env: Pick<Env, "DATA_DIR" | "STORAGE"> & S3Env): FileStores {
  if (env.STORAGE === "s3") {
    const client = createS3Client(env);
    return {
      uploads: createS3FileStore(client, env.S3_BUCKET!, `${env.S3_PREFIX}uploads/`),
      media: createS3FileStore(client, env.S3_BUCKET!, `${env.S3_PREFIX}media/`),
      private: createS3FileStore(client, env.S3_BUCKET!, `${env.S3_PREFIX}private/`),
    };
  }
  return {
    uploads: createLocalFileStore(path.join(env.DATA_DIR, "uploads")),
    media: createLocalFileStore(path.join(env.DATA_DIR, "media")),
    private: createLocalFileStore(path.join(env.DATA_DIR, "private")),
  };
}

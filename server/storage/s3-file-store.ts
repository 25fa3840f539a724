import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Env } from "../env.ts";
import { assertFileKey, type FileStore } from "./file-store.ts";

export type S3Env = Pick<
  Env,
  "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PREFIX"
>;

/**
 * One client for the bucket the variables name (STORAGE=s3; any S3 API: AWS, Cloudflare R2,
 * MinIO). With S3_ENDPOINT the bucket is addressed in the path (what R2 and MinIO expect);
 * without it, AWS's virtual-hosted names. Checksums are computed only where the API requires
 * them: S3-compatible servers do not all accept the CRC32 headers SDK v3 adds by default.
 */
export function createS3Client(env: S3Env): S3Client {
  return new S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * A FileStore in an S3 bucket under `prefix` ("uploads/", "private/"): every instance of a cluster
 * sees the same files without a shared disk. A PUT is atomic (a reader sees the old object or the
 * new one, never half), as the local adapter's rename is. Objects are private to the bucket's
 * credentials: the site serves public uploads itself at /uploads/<key>, so no bucket policy or
 * public URL is needed.
 */
export function createS3FileStore(client: S3Client, bucket: string, prefix: string): FileStore {
  const object = (key: string) => {
    assertFileKey(key);
    return { Bucket: bucket, Key: `${prefix}${key}` };
  };
  return {
    async write(key, bytes) {
      await client.send(new PutObjectCommand({ ...object(key), Body: bytes, ContentLength: bytes.length }));
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand(object(key)));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async remove(key) {
      // DELETE of a missing object succeeds on S3, as removing a missing file does locally.
      await client.send(new DeleteObjectCommand(object(key)));
    },
  };
}

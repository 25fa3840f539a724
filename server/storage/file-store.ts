/**
 * Where the site keeps the files it is given. Callers name files with keys they generated
 * themselves (never a visitor's input), so a key is a plain file name: letters, digits, dot,
 * dash and underscore, no folders. Adapters: a local directory (DATA_DIR, or a shared mount when
 * several instances run) and an S3 bucket (s3-file-store.ts, decision 055), chosen in
 * create-file-stores.ts; this file is the interface both import.
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
 * The stores: `uploads` is served to everyone at /uploads/<key> (post covers); `media` at
 * /media/<key> (the media library's re-encoded images, issue 28); `private` is never served as it
 * is (files a customer buys reach them only through checked links).
 */
export interface FileStores {
  uploads: FileStore;
  media: FileStore;
  private: FileStore;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Throws on a key that could name a folder or a path outside the store. */
export function assertFileKey(key: string): void {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`not a file store key: ${JSON.stringify(key)}`);
}

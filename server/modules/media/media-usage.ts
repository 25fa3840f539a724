import type { MediaUsage } from "../../../contract/console/media.ts";
import type { Db } from "../../db/connection.ts";
import { postsWithImage } from "../posts/posts.repository.ts";
import { productsWithImage } from "../products/products.repository.ts";

/**
 * One kind of record that can show a library image. `stem` is "/media/<key>-": every URL of the
 * image's files (any width, in a `src` or a `srcset`, on its own or inside JSON or HTML) contains
 * it, and nothing else does, so a source answers the records whose text contains it. Sources are
 * given when the routes are registered (server/app.ts), so a new kind of content adds its own.
 */
export interface MediaUsageSource {
  usedBy(db: Db, stem: string): Promise<MediaUsage[]>;
}

/** Products whose image is the library file (the console's upload beside the image URL). */
export const productImageUsage: MediaUsageSource = {
  async usedBy(db, stem) {
    return (await productsWithImage(db, stem)).map(({ id, title }) => ({
      label: `Product “${title}”`,
      path: `/admin/products/${id}`,
    }));
  },
};

/** Posts that show the image in their text or as their cover. */
export const postImageUsage: MediaUsageSource = {
  async usedBy(db, stem) {
    return (await postsWithImage(db, stem)).map(({ id, title }) => ({
      label: `Post “${title}”`,
      path: `/admin/posts/${id}`,
    }));
  },
};

/** The sources every app has; server/app.ts may add more. */
export const builtInMediaUsage: readonly MediaUsageSource[] = [productImageUsage, postImageUsage];

/** Every place the image is used, source by source. */
export async function mediaUsage(db: Db, sources: readonly MediaUsageSource[], stem: string): Promise<MediaUsage[]> {
  const found = await Promise.all(sources.map((source) => source.usedBy(db, stem)));
  return found.flat();
}

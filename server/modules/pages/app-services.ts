import type { AppServices } from "../../../contract/app-services.ts";
import type { Db } from "../../db/connection.ts";
import { findPost, listPosts } from "../posts/posts.repository.ts";
import { listProducts } from "../products/products.repository.ts";

/** The in-process data services page loaders read through the React Router load context. */
export function createAppServices(db: Db, publicBaseUrl: string): AppServices {
  return {
    listPosts: () => listPosts(db),
    getPost: (id) => findPost(db, id),
    listProducts: () => listProducts(db),
    publicBaseUrl,
  };
}

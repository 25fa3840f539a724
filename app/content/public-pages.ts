import { legalPaths } from "../../contract/api/legal-pages.ts";
import { updatesPath } from "../../contract/legal-content/legal-updates.ts";
import { knowledgeLinks, moreLinks, packageLinks, serviceLinks } from "./navigation.ts";

/** Every public, indexable page with a fixed path: what sitemap.xml lists besides the posts. */
export const publicPagePaths: string[] = [
  ...new Set([
    "/",
    "/about",
    "/services",
    "/contact",
    "/book",
    ...serviceLinks.map((l) => l.to),
    ...packageLinks.map((l) => l.to),
    ...knowledgeLinks.map((l) => l.to),
    ...moreLinks.map((l) => l.to),
    "/internship",
    "/comparison",
    "/blog",
    "/case-studies",
    "/review",
    "/product-listing",
    "/tools",
    updatesPath,
    legalPaths.privacy,
    legalPaths.terms,
  ]),
];

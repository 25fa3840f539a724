import { labelTones, starFills } from "../lib/posts/post-display.ts";

/**
 * Class names the content pages' script puts on elements it creates. The server keeps their rules in
 * a content page's inline stylesheet, which holds only the classes the page's HTML names (decision 064).
 */
export const fieldErrorClass = "mt-1 text-sm text-danger";

/** A post list's cards take another post's label colour and stars (post-lists.ts). */
export const postListClasses = [...labelTones, starFills.on, starFills.off];

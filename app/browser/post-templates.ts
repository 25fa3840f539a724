import type { PostCardFields, PostCardText } from "../lib/posts/post-card-view.ts";
import { labelTones, ratingLabel, starFills, starFill } from "../lib/posts/post-display.ts";

/**
 * What the post lists and the home page's posts share (decision 065): React renders each part once
 * into a `<template data-list-template>`; these clone it, fill a card with a post's fields (the same
 * fields the React card renders) and swap a section's content only when it changed.
 */

/** A copy of the part a template holds (its first element). */
export function fromTemplate(root: Element, name: string): Element {
  const part = root.querySelector<HTMLTemplateElement>(`template[data-list-template="${name}"]`)?.content
    .firstElementChild;
  if (!part) throw new Error(`The page has no "${name}" template`);
  return part.cloneNode(true) as Element;
}

/** Puts a post's fields into a card cloned from a template. */
export function fillCard(card: Element, fields: PostCardFields): void {
  for (const slot of card.querySelectorAll<HTMLElement>("[data-field]")) {
    slot.textContent = fields[slot.dataset["field"] as PostCardText];
    if (slot.hasAttribute("data-tone")) {
      slot.classList.remove(...labelTones);
      slot.classList.add(fields.tone);
    }
  }
  // Each card has one link to its post (the card itself or its title) and one cover.
  for (const link of [card, ...card.querySelectorAll("a")])
    if (link instanceof HTMLAnchorElement) link.setAttribute("href", fields.href);
  card.querySelector("img")?.setAttribute("src", fields.image);
  const stars = card.querySelector("[data-stars]");
  if (stars) {
    stars.setAttribute("aria-label", ratingLabel(fields.rating));
    [...stars.children].forEach((star, i) => {
      star.classList.remove(starFills.on, starFills.off);
      star.classList.add(starFill(i + 1, fields.rating));
    });
  }
  // A known date is a <time>, an unknown one a <span> reading Unknown date (PostDate).
  const date = card.querySelector("[data-date]");
  if (date) {
    const shown = document.createElement(fields.date ? "time" : "span");
    if (fields.date) shown.setAttribute("datetime", fields.date.iso);
    shown.setAttribute("data-date", "");
    shown.textContent = fields.date ? fields.date.text : date.textContent;
    date.replaceWith(shown);
  }
}

/** A list whose one item (a card template's) is repeated for each post. */
export function repeatItem<T>(
  list: Element,
  items: readonly T[],
  fill: (item: Element, value: T, index: number) => void,
) {
  const prototype = list.firstElementChild!;
  prototype.remove();
  items.forEach((value, index) => {
    const item = prototype.cloneNode(true) as Element;
    fill(item, value, index);
    list.append(item);
  });
  return list;
}

/**
 * Puts `next` in place of a section's content unless it is the same (compared node by node), so a
 * server-rendered section the answer agrees with is not painted again.
 */
export function replaceIfChanged(section: Element, next: DocumentFragment): void {
  const now = section.childNodes;
  const same =
    now.length === next.childNodes.length && [...now].every((node, i) => node.isEqualNode(next.childNodes[i]!));
  if (!same) section.replaceChildren(next);
}

/**
 * Runs `read` once the page has loaded: the posts are already on screen, so their refresh from the
 * API waits until the images the first paint needs have had the connection to themselves.
 */
export function afterPageLoad(read: () => void): void {
  if (document.readyState === "complete") read();
  else window.addEventListener("load", read, { once: true });
}

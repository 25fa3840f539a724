import type { Post } from "../../contract/api/posts.ts";
import { postCardFields, type PostCardKind } from "../lib/posts/post-card-view.ts";
import { pageSlice, showingText } from "../lib/posts/post-display.ts";
import {
  BLOG_PAGE_SIZE,
  fetchPosts,
  isNarrowed,
  noFilters,
  selectPosts,
  type BlogFilter,
  type PostListFilters,
  type PostListKind,
  type PostsRead,
} from "../lib/posts/post-list.ts";
import { afterPageLoad, fillCard, fromTemplate, repeatItem, replaceIfChanged } from "./post-templates.ts";

const cardKind: Record<PostListKind, PostCardKind> = { blog: "post", "case-studies": "case-study", review: "review" };

/**
 * A post list (the blog, case studies, reviews; SPEC 2.10, 8, 9), as PostListScreen does it: the
 * server's cards stay on screen while GET /api/blogs runs (Loading blogs... meanwhile), then the list
 * is built again from the answer, or the error with Try Again; the filters, search, rating and pager
 * work in place. Every part is cloned from a template React rendered (post-templates.ts).
 */
export function enhancePostLists(): void {
  const root = document.querySelector<HTMLElement>("[data-post-list]");
  if (!root) return;
  const kind = root.dataset["postList"] as PostListKind;
  const status = root.querySelector<HTMLElement>("[data-list-status]")!;
  const body = root.querySelector<HTMLElement>("[data-list-body]")!;
  const search = root.querySelector<HTMLInputElement>("[data-list-search]");
  const rating = root.querySelector<HTMLSelectElement>("[data-list-rating]");
  const tabs = [...root.querySelectorAll<HTMLButtonElement>("button[data-filter]")];

  // A value the browser restored into a control (back and forward) counts from the start.
  const filters: PostListFilters = {
    ...noFilters,
    query: search?.value ?? "",
    rating: rating?.value ?? noFilters.rating,
  };
  let page = 1;
  let read: PostsRead | null = null;

  const render = () => {
    for (const tab of tabs) tab.setAttribute("aria-pressed", String(tab.dataset["filter"] === filters.category));
    // Until the answer arrives the server's list stays (it was rendered for no filter).
    if (!read) return;
    const next = document.createDocumentFragment();
    if (read.status === "error") next.append(fromTemplate(root, "error"));
    else {
      const shown = selectPosts(kind, read.posts, filters);
      if (shown.length === 0) next.append(emptyState(fromTemplate(root, "empty"), isNarrowed(kind, filters)));
      else if (kind === "blog") {
        const slice = pageSlice(shown, page, BLOG_PAGE_SIZE);
        page = slice.page;
        next.append(grid(slice.items), footer(fromTemplate(root, "footer"), slice));
      } else next.append(grid(shown));
    }
    replaceIfChanged(body, next);
  };

  const grid = (posts: Post[]) =>
    repeatItem(fromTemplate(root, "grid"), posts, (item, post, index) => {
      fillCard(item, postCardFields(post, cardKind[kind]));
      // The first card's cover loads at once, as the cards' `eager` does.
      const cover = item.querySelector<HTMLImageElement>("img[data-cover]");
      if (cover && index === 0) {
        cover.loading = "eager";
        cover.setAttribute("fetchpriority", "high");
      }
    });

  const load = async () => {
    status.hidden = false;
    read = await fetchPosts();
    status.hidden = true;
    render();
  };

  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const tab = target?.closest<HTMLButtonElement>("button[data-filter]");
    const pageButton = target?.closest<HTMLButtonElement>("button[data-page]");
    if (tab) {
      filters.category = tab.dataset["filter"] as BlogFilter;
      page = 1;
    } else if (pageButton) {
      const to = pageButton.dataset["page"]!;
      page = to === "previous" ? page - 1 : to === "next" ? page + 1 : Number(to);
      document.getElementById("main")?.scrollIntoView({ block: "start" });
    } else if (target?.closest("[data-list-clear]")) {
      filters.query = "";
      filters.rating = noFilters.rating;
      if (search) search.value = "";
      if (rating) rating.value = noFilters.rating;
    } else if (target?.closest("[data-list-retry]")) {
      void load();
      return;
    } else return;
    render();
  });
  search?.addEventListener("input", () => {
    filters.query = search.value;
    render();
  });
  rating?.addEventListener("change", () => {
    filters.rating = rating.value;
    render();
  });
  afterPageLoad(() => void load());
}

/** The empty state with the sentence for a search or rating that left nothing, or for none yet. */
function emptyState(empty: Element, narrowed: boolean): Element {
  const narrowedText = empty.querySelector<HTMLElement>('[data-empty-text="narrowed"]');
  const allText = empty.querySelector<HTMLElement>('[data-empty-text="all"]');
  if (narrowedText && allText) {
    narrowedText.hidden = !narrowed;
    allText.hidden = narrowed;
  }
  return empty;
}

/** The blog list's pager (when there is more than one page) and its Showing a-b of n articles. */
function footer(element: Element, slice: ReturnType<typeof pageSlice<Post>>): Element {
  element.querySelector("[data-list-showing]")!.textContent = showingText(slice);
  const pager = element.querySelector("nav")!;
  if (slice.pageCount <= 1) {
    pager.remove();
    return element;
  }
  const current = pager.querySelector("button[aria-current]")!;
  const other = pager.querySelector(
    "button[data-page]:not([aria-current]):not([data-page=previous]):not([data-page=next])",
  )!;
  const numbered = Array.from({ length: slice.pageCount }, (_, i) => {
    const button = (i + 1 === slice.page ? current : other).cloneNode(true) as Element;
    button.setAttribute("data-page", String(i + 1));
    button.setAttribute("aria-label", `Page ${i + 1}`);
    button.textContent = String(i + 1);
    return button;
  });
  current.replaceWith(...numbered);
  other.remove();
  (pager.querySelector("[data-page=previous]") as HTMLButtonElement).disabled = slice.page <= 1;
  (pager.querySelector("[data-page=next]") as HTMLButtonElement).disabled = slice.page >= slice.pageCount;
  return element;
}

// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "../../../../contract/api/posts.ts";
import { home } from "../../../../contract/content/home-copy.ts";
import { sortNewestFirst } from "../../../lib/posts/post-display.ts";
import { LatestPosts } from "./latest-posts.tsx";
import type { PostsRead } from "../../../lib/posts/post-list.ts";

/**
 * What the home page's posts look like as React renders them from the loader's read (decisions 064,
 * 065); home.spec.ts checks the browser's read of GET /api/blogs on the server-rendered page.
 */
function post(id: number, category: Post["category"], daysAgo: number, extra: Partial<Post> = {}): Post {
  return {
    id,
    title: `${category} post ${id}`,
    content: "<p>Body</p>",
    tag: "Payroll",
    category,
    image: null,
    author: "Sample Consulting Group",
    created_at: new Date(Date.UTC(2026, 9, 30) - daysAgo * 86_400_000).toISOString(),
    excerpt: `Excerpt of post ${id}`,
    rating: null,
    ...extra,
  } as Post;
}

/** Eight blog posts (out of order), seven case studies and a review: more than each section shows. */
const fixturePosts: Post[] = [
  post(101, "blog", 8),
  post(102, "blog", 1, { tag: '["esic"]', title: "Newest blog" }),
  post(103, "blog", 3, { tag: null }),
  post(104, "blog", 2, { title: "" }),
  post(105, "blog", 6),
  post(106, "blog", 4),
  post(107, "blog", 5),
  post(108, "blog", 7),
  post(201, "case-studies", 6),
  post(202, "case-studies", 1, { title: "Newest case study", tag: null }),
  post(203, "case-studies", 2, { tag: "'Vendor Audit'" }),
  post(204, "case-studies", 3),
  post(205, "case-studies", 4),
  post(206, "case-studies", 5),
  post(207, "case-studies", 7, { title: "Oldest case study" }),
  post(301, "review", 0, { rating: 5 }),
];

function renderPosts(state: PostsRead) {
  const router = createMemoryRouter([
    { path: "/", element: <LatestPosts insights={home.insights} caseStudies={home.caseStudies} state={state} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

const hrefs = (elements: HTMLElement[]) => elements.map((el) => el.getAttribute("href"));

describe("LatestPosts", () => {
  beforeAll(() => {
    // jsdom has no matchMedia; the carousel asks it about reduced motion.
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    // Nor does it scroll; the carousel scrolls its first card into place.
    Element.prototype.scrollTo = () => {};
    // The browser's read of GET /api/blogs never answers here: these tests look at the loader's read.
    globalThis.fetch = () => new Promise<Response>(() => {});
  });
  afterEach(cleanup);

  it("shows two large and four small blog cards, newest first, with label and title defaults", () => {
    renderPosts({ status: "loaded", posts: sortNewestFirst(fixturePosts) });
    const large = screen.getAllByTestId("insight-large");
    const small = screen.getAllByTestId("insight-small");
    expect(hrefs([...large, ...small])).toEqual([
      "/blog/102",
      "/blog/104",
      "/blog/103",
      "/blog/106",
      "/blog/107",
      "/blog/105",
    ]);
    expect(large[0]!.textContent).toContain("ESIC");
    expect(large[0]!.textContent).not.toContain('"');
    expect(large[1]!.textContent).toContain("Untitled Post");
    expect(small[0]!.textContent).toContain("GENERAL");
    expect(large[1]!.querySelector("img")?.getAttribute("src")).toBe("/images/blog/placeholder.svg");
  });

  it("shows the six newest case studies with their labels, the first one current", () => {
    renderPosts({ status: "loaded", posts: sortNewestFirst(fixturePosts) });
    const region = screen.getByRole("region", { name: "Case studies" });
    const slides = within(region).getAllByRole("group");
    expect(slides).toHaveLength(6);
    expect(region.textContent).not.toContain("Oldest case study");
    expect(slides[0]!.textContent).toContain("Newest case study");
    expect(slides[0]!.textContent).toContain("CASE STUDY");
    expect(slides[1]!.textContent).toContain("VENDOR AUDIT");
    expect(slides[0]!.dataset["current"]).toBe("true");
    expect(within(region).getByRole("button", { name: "Show case study 1 of 6" }).getAttribute("aria-current")).toBe(
      "true",
    );
  });

  it("says Failed to fetch blogs in red when the posts could not be read, and leaves the strip empty", () => {
    renderPosts({ status: "error", message: "Failed to fetch blogs" });
    expect(screen.getByRole("alert").textContent).toBe("Failed to fetch blogs");
    expect(screen.getByRole("alert").className).toContain("text-danger");
    expect(screen.getByText("No case studies found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next case study" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Previous case study" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows the empty texts when there are no posts", () => {
    renderPosts({ status: "loaded", posts: [] });
    expect(screen.getByText("No insights available yet")).toBeTruthy();
    expect(screen.getByText("Check back later for updates")).toBeTruthy();
    expect(screen.getByText("No case studies found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next case study" }).hasAttribute("disabled")).toBe(true);
  });
});

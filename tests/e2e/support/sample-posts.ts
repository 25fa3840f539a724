/** Posts in the API's shape, for tests that answer GET /api/blogs themselves (page.route). */
export interface SamplePost {
  id: number;
  title: string;
  content: string;
  tag: string | null;
  category: "blog" | "case-studies" | "review";
  image: string | null;
  author: string;
  created_at: string;
  excerpt: string;
  rating: number | null;
}

export function samplePost(id: number, overrides: Partial<SamplePost> = {}): SamplePost {
  return {
    id,
    title: `Sample post ${id}`,
    content: `<p>Body ${id}</p>`,
    tag: "ESIC",
    category: "blog",
    image: null,
    author: "Sample Consulting Group",
    created_at: new Date(Date.UTC(2026, 0, 1) + (100 - id) * 86_400_000).toISOString(),
    excerpt: `Excerpt ${id}`,
    rating: null,
    ...overrides,
  };
}

/** The JSON body of GET /api/blogs: an array whose first element is the list (SPEC 7). */
export const listBody = (posts: SamplePost[]) => JSON.stringify([posts]);

import type { Post } from "../../contract/api/posts.ts";
import { caseStudyDotLabel, dotLabel, slideLabel } from "../lib/carousel-labels.ts";
import { postCardFields } from "../lib/posts/post-card-view.ts";
import { fetchPosts, newestOf, type PostsRead } from "../lib/posts/post-list.ts";
import { showSlide } from "./carousels.ts";
import { afterPageLoad, fillCard, fromTemplate, repeatItem, replaceIfChanged } from "./post-templates.ts";

/**
 * The home page's insights teaser and case-study strip (SPEC 2.4, 7, 8), as LatestPosts does it:
 * the server's cards stay while GET /api/blogs runs, then both are built again from the answer
 * (nothing changes when it agrees): the six newest blog posts (two large, four small) or No
 * insights available yet or the failure in red, and the six newest case studies or No case studies
 * found (also when the read failed).
 */
export function enhanceHomePosts(): void {
  const insights = document.querySelector<HTMLElement>("[data-insights-body]");
  const carousel = document.querySelector<HTMLElement>("[data-slide-carousel]");
  if (!insights || !carousel) return;
  afterPageLoad(
    () =>
      void fetchPosts().then((read) => {
        renderInsights(insights, read);
        renderCaseStudies(carousel, read.status === "loaded" ? newestOf(read.posts, "case-studies") : []);
      }),
  );
}

function renderInsights(body: HTMLElement, read: PostsRead): void {
  const root = body.parentElement!;
  const next = document.createDocumentFragment();
  const posts = read.status === "loaded" ? newestOf(read.posts, "blog") : [];
  if (read.status === "error") {
    const error = fromTemplate(root, "insights-error");
    error.textContent = read.message;
    next.append(error);
  } else if (posts.length === 0) next.append(fromTemplate(root, "insights-empty"));
  else {
    const grid = fromTemplate(root, "insights");
    const [large, small] = [...grid.children];
    const fill = (item: Element, post: Post) => fillCard(item, postCardFields(post, "insight"));
    repeatItem(large!, posts.slice(0, 2), fill);
    repeatItem(small!, posts.slice(2), fill);
    if (posts.length <= 2) small!.remove();
    next.append(grid);
  }
  replaceIfChanged(body, next);
}

function renderCaseStudies(carousel: HTMLElement, posts: Post[]): void {
  const body = carousel.querySelector<HTMLElement>("[data-carousel-body]")!;
  const count = posts.length;
  // A reader who already moved the strip keeps their slide (the first when there are fewer now).
  const onScreen = [...body.querySelectorAll<HTMLElement>("[data-slide]")];
  const kept = Math.min(
    Math.max(
      0,
      onScreen.findIndex((slide) => slide.dataset["current"] === "true"),
    ),
    Math.max(0, count - 1),
  );
  const next = document.createDocumentFragment();
  if (count === 0) next.append(fromTemplate(carousel, "slides-empty"));
  else {
    const [view, dots] = [...fromTemplate(carousel, "slides").children];
    repeatItem(view!.querySelector("[data-slide]")!.parentElement!, posts, (slide, post, i) => {
      fillCard(slide, postCardFields(post, "slide"));
      slide.setAttribute("aria-label", slideLabel(i, count));
      slide.setAttribute("data-current", String(i === kept));
    });
    repeatItem(dots!, posts, (dot, _post, i) => {
      dot.setAttribute("aria-label", dotLabel(caseStudyDotLabel, i, count));
      if (i === kept) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    next.append(view!, dots!);
  }
  for (const arrow of carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-previous], [data-carousel-next]"))
    arrow.disabled = count === 0;
  const before = body.firstElementChild;
  replaceIfChanged(body, next);
  if (body.firstElementChild !== before && kept > 0) showSlide(carousel, kept, "auto");
}

import { contentPage } from "../../../contract/shared/page-handle.ts";
import { CallToAction } from "../../components/marketing/shared/call-to-action.tsx";
import { ClientMarquee } from "../../components/marketing/home/client-marquee.tsx";
import { FaqSection } from "../../components/marketing/home/faq-section.tsx";
import { FounderQuote } from "../../components/marketing/home/founder-quote.tsx";
import { HeroSlider } from "../../components/marketing/home/hero-slider.tsx";
import { HomeIntro } from "../../components/marketing/home/home-intro.tsx";
import { LatestPosts } from "../../components/marketing/home/latest-posts.tsx";
import { PlansSection } from "../../components/marketing/home/plans-section.tsx";
import { PricingSection } from "../../components/marketing/home/pricing-section.tsx";
import { ServicesShowcase } from "../../components/marketing/home/services-showcase.tsx";
import { StatsBand } from "../../components/marketing/home/stats-band.tsx";
import { TestimonialsCarousel } from "../../components/marketing/home/testimonials-carousel.tsx";
import { telHref } from "../../../contract/shared/site.ts";
import { organizationJsonLd } from "../../lib/json-ld.ts";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import itServicesSvg from "../../../public/images/hero/it-services.svg?raw";
import manufacturingSvg from "../../../public/images/hero/manufacturing.svg?raw";
import retailSvg from "../../../public/images/hero/retail-warehousing.svg?raw";
import type { AppServices } from "../../../contract/api/app-services.ts";
import { newestOf, readPostsForList, type PostsRead } from "../../lib/posts/post-list.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/home-page";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { founderHi } from "../../../contract/shared/site-hi.ts";

/**
 * The posts the page shows (SPEC 2.4, 9): the six newest blog posts and the six newest case
 * studies; if they cannot be read, the teaser says so (SPEC 8) and the strip is empty.
 */
async function homePosts(services: AppServices): Promise<PostsRead> {
  const read = await readPostsForList(services);
  if (read.status === "error") return read;
  return { status: "loaded", posts: [...newestOf(read.posts, "blog"), ...newestOf(read.posts, "case-studies")] };
}

/**
 * The default hero illustrations, inlined at build time (server only: the loader is not part of the
 * client bundle), by the path a slide names them with; an image staff chose instead is an <img>.
 */
const heroMarkup: Record<string, string> = {
  "/images/hero/manufacturing.svg": manufacturingSvg,
  "/images/hero/it-services.svg": itServicesSvg,
  "/images/hero/retail-warehousing.svg": retailSvg,
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const path = pathIn(loaderData?.language ?? "en", "/");
  return documentSeoMeta(root, loaderData?.seo, { path, jsonLd: [organizationJsonLd(root)] });
};

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The home page's copy travels as loader data, so it never ships as JavaScript modules. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = services.site();
  // /hi/ (issue 29): the home document's Hindi version. The posts are written in English, so the
  // Hindi page leaves their strip out rather than show English titles (no half-Hindi pages).
  const language = requestLanguage(request);
  const { seo, hero, copy, planCards, testimonials, pricing, faq, clients, claims, stats } = services.content(
    "home",
    language,
  );
  return {
    language,
    seo,
    posts: language === "hi" ? null : await homePosts(services),
    hero: {
      ...hero,
      slides: hero.slides.map((slide) => {
        const markup = heroMarkup[slide.image.src];
        return markup ? { ...slide, image: { ...slide.image, markup } } : slide;
      }),
    },
    home: copy,
    planCards,
    testimonials,
    pricing,
    faq,
    clients,
    claims,
    homeStats: stats,
    founder: language === "hi" ? founderHi(site.founder) : site.founder,
    phone: { tel: telHref(site), display: site.phone.display },
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <>
      <HeroSlider hero={data.hero} />
      <HomeIntro intro={data.home.intro} claims={data.claims} />
      <PlansSection copy={data.home.plans} cards={data.planCards} />
      <ServicesShowcase services={data.home.services} />
      {data.posts ? (
        <LatestPosts insights={data.home.insights} caseStudies={data.home.caseStudies} state={data.posts} />
      ) : null}
      <TestimonialsCarousel content={data.testimonials} />
      <FounderQuote founder={data.founder} eyebrow={data.home.founder.eyebrow} />
      <PricingSection pricing={data.pricing} />
      <FaqSection faq={data.faq} />
      <ClientMarquee clients={data.clients} />
      <StatsBand title={data.home.stats.title} stats={data.homeStats} />
      <CallToAction {...data.home.callToAction} telHref={data.phone.tel} phoneDisplay={data.phone.display} />
    </>
  );
}

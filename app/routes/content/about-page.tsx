import { contentPage } from "../../../contract/shared/page-handle.ts";
import { AboutHero } from "../../components/marketing/about/about-hero.tsx";
import { AboutIntro } from "../../components/marketing/about/about-intro.tsx";
import { TeamSection } from "../../components/marketing/about/team-section.tsx";
import { TimelineSection } from "../../components/marketing/about/timeline-section.tsx";
import { ValuesGrid } from "../../components/marketing/about/values-grid.tsx";
import { VisionMission } from "../../components/marketing/about/vision-mission.tsx";
import { WhyUs } from "../../components/marketing/about/why-us.tsx";
import { telHref } from "../../../contract/shared/site.ts";
import { organizationJsonLd } from "../../lib/json-ld.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { founderHi } from "../../../contract/shared/site-hi.ts";
import type { Route } from "./+types/about-page";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const { baseUrl, site } = root;
  const { "@context": context, ...organization } = organizationJsonLd(root);
  const language = loaderData?.language ?? "en";
  const path = pathIn(language, "/about");
  return documentSeoMeta(root, loaderData?.seo, {
    path,
    jsonLd: [
      {
        "@context": context,
        "@type": "AboutPage",
        name: language === "hi" ? `${site.brand} के बारे में` : `About ${site.brand}`,
        url: `${baseUrl}${path}`,
        ...(language === "hi" ? { inLanguage: "hi" } : {}),
        mainEntity: organization,
      },
    ],
  });
};

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The about page's copy travels as loader data, so it never ships as JavaScript modules. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = services.site();
  // /hi/about (issue 29): the about and home documents' Hindi versions, the founder's words in Hindi.
  const language = requestLanguage(request);
  const { seo, copy, stats, timeline, team } = services.content("about", language);
  return {
    language,
    seo,
    about: copy,
    timeline,
    team,
    aboutStats: stats,
    claims: services.content("home", language).claims,
    sinceYear: site.sinceYear,
    founder: language === "hi" ? founderHi(site.founder) : site.founder,
    phone: { tel: telHref(site), display: site.phone.display },
  };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about: copy, timeline: items, team, aboutStats: stats, claims, sinceYear, founder, phone } = loaderData;
  return (
    <>
      <AboutHero hero={copy.hero} sinceYear={sinceYear} claims={claims} />
      <AboutIntro intro={copy.intro} sinceYear={sinceYear} founder={founder} />
      <ValuesGrid id="core-values-title" {...copy.coreValues} tone="tinted" />
      <VisionMission vision={copy.vision} mission={copy.mission} />
      <WhyUs whyUs={copy.whyUs} statsTitle={copy.stats.title} stats={stats} phone={phone} />
      <ValuesGrid id="work-values-title" {...copy.values} />
      <TimelineSection copy={copy.timeline} items={items} />
      <TeamSection team={team} />
    </>
  );
}

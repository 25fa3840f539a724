import { aboutDefault, type AboutDocument } from "./about-document.ts";
import { achievementsDefault, type AchievementsDocument } from "./achievements.ts";
import { comparisonPage, type ComparisonPage } from "./comparison.ts";
import { packageContentPages, packageDefaults, type PackageDocuments } from "./packages.ts";
import { servicePageContentPages, servicePageDefaults, type ServicePageDocuments } from "./service-pages.ts";
import { servicesOverview, type ServicesOverview } from "./services.ts";
import { homeDefault, type HomeDocument } from "./home.ts";
import { internshipPage, type InternshipPage } from "./internship.ts";
import { defaultSite, siteBrandOf, type SiteBrand } from "../shared/site.ts";

/**
 * Every page whose content staff edit in the console, by key (issue 28, decision 100): the key is
 * the page's route without slashes. Each document's typed default is the copy the site shipped
 * with; with nothing published every page reads exactly as its default.
 */
export interface ContentDocuments extends PackageDocuments, ServicePageDocuments {
  site: SiteBrand;
  home: HomeDocument;
  about: AboutDocument;
  internship: InternshipPage;
  services: ServicesOverview;
  comparison: ComparisonPage;
  achievements: AchievementsDocument;
}

export type ContentKey = keyof ContentDocuments;

export const contentDefaults: { readonly [K in ContentKey]: ContentDocuments[K] } = {
  site: siteBrandOf(defaultSite),
  home: homeDefault,
  about: aboutDefault,
  internship: internshipPage,
  services: servicesOverview,
  comparison: comparisonPage,
  achievements: achievementsDefault,
  ...packageDefaults,
  ...servicePageDefaults,
};

/** What the console calls each document and where its page is (what Preview opens). */
export const contentPages: { readonly [K in ContentKey]: { title: string; path: string } } = {
  site: { title: "Brand and identity", path: "/" },
  home: { title: "Home page", path: "/" },
  about: { title: "About us", path: "/about" },
  internship: { title: "Internship programmes", path: "/internship" },
  services: { title: "Services", path: "/services" },
  comparison: { title: "Plan comparison", path: "/comparison" },
  achievements: { title: "Achievements", path: "/achievements" },
  ...packageContentPages,
  ...servicePageContentPages,
};

export const contentKeys = Object.keys(contentPages) as ContentKey[];

export const isContentKey = (key: string): key is ContentKey => Object.hasOwn(contentPages, key);

import type { ImageRef } from "../shared/image-ref.ts";

/** The home hero slider (SPEC 2.4, 3 "Hero image option"): one slide per industry we serve. */
export interface HeroImage extends ImageRef {
  /**
   * The SVG's own markup, filled in by the home route's loader: drawn inline, the first slide's
   * illustration can be the page's largest paint without waiting for an image request.
   */
  markup?: string;
}

export interface HeroButton {
  label: string;
  to: string;
  variant: "accent" | "outline";
}

export interface HeroSlide {
  id: string;
  /** The industry the slide speaks to: the name of its step button. */
  industry: string;
  image: HeroImage;
  tag?: { label: string; to: string };
  heading: string;
  description: string;
  buttons: HeroButton[];
}

export interface HeroContent {
  /** The page's h1: what the firm is, above the rotating slide headings. */
  title: string;
  /** SPEC 9: rotate duration and progress tick, in milliseconds. */
  rotateMs: number;
  tickMs: number;
  slides: HeroSlide[];
}

const contactButton: HeroButton = { label: "Contact Us", to: "/contact", variant: "accent" };
const aboutButton: HeroButton = { label: "About us", to: "/about", variant: "outline" };

export const hero: HeroContent = {
  title: "HR, payroll and labour-law compliance partner",
  rotateMs: 10_000,
  tickMs: 50,
  slides: [
    {
      id: "manufacturing",
      image: {
        src: "/images/hero/manufacturing.svg",
        alt: "Illustration of a factory floor with a checked compliance register",
      },
      industry: "Manufacturing",
      tag: { label: "Factory compliance", to: "/services/factory-compliance" },
      heading: "Factories ready for the inspector's visit",
      description:
        "Factory licences, registers, PF and ESIC for plants of every size, kept current under the Labour Codes so paperwork does not hold up production.",
      buttons: [contactButton, aboutButton],
    },
    {
      id: "it-services",
      image: {
        src: "/images/hero/it-services.svg",
        alt: "Illustration of an office team at laptops with a payroll dashboard",
      },
      industry: "IT and services",
      tag: { label: "Payroll services", to: "/services/payroll-services" },
      heading: "Payroll and HR that scale with your team",
      description:
        "Accurate monthly payroll, appointment letters, leave and policies for growing IT and service companies, with statutory filings done before the due date.",
      buttons: [contactButton, aboutButton],
    },
    {
      id: "retail-warehousing",
      image: {
        src: "/images/hero/retail-warehousing.svg",
        alt: "Illustration of a warehouse with shelves, boxes and a delivery van",
      },
      industry: "Retail and warehousing",
      tag: { label: "Vendor audit", to: "/services/vendor-audit" },
      heading: "Stores, warehouses and contractors, kept on track",
      description:
        "Shops and establishment registrations, flexi staffing and monthly vendor audits for retailers and logistics operators across India.",
      buttons: [contactButton, aboutButton],
    },
  ],
};

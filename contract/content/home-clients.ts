import type { ImageRef } from "../shared/image-ref.ts";

/** The client-logo marquee (SPEC 2.4, 3 "Client logo"). Plainly sample names; swap in real logos here. */
export interface ClientLogo {
  id: string;
  name: string;
  logo: ImageRef;
}

export interface ClientsContent {
  title: string;
  /** SPEC 9: one loop of the marquee, in seconds, and the logo width in pixels. */
  loopSeconds: number;
  logoWidth: number;
  logoHeight: number;
  logos: ClientLogo[];
}

export const clients: ClientsContent = {
  title: "Trusted by 100+ corporates across India",
  loopSeconds: 20,
  logoWidth: 160,
  logoHeight: 48,
  logos: [
    {
      id: "northwind",
      name: "Northwind Textiles (sample)",
      logo: { src: "/images/clients/northwind.svg", alt: "Northwind Textiles (sample)" },
    },
    {
      id: "acme",
      name: "Acme Auto Parts (sample)",
      logo: { src: "/images/clients/acme.svg", alt: "Acme Auto Parts (sample)" },
    },
    {
      id: "globex",
      name: "Globex Logistics (sample)",
      logo: { src: "/images/clients/globex.svg", alt: "Globex Logistics (sample)" },
    },
    {
      id: "initech",
      name: "Initech Software (sample)",
      logo: { src: "/images/clients/initech.svg", alt: "Initech Software (sample)" },
    },
    {
      id: "umbrella",
      name: "Umbrella Foods (sample)",
      logo: { src: "/images/clients/umbrella.svg", alt: "Umbrella Foods (sample)" },
    },
    {
      id: "vandelay",
      name: "Vandelay Retail (sample)",
      logo: { src: "/images/clients/vandelay.svg", alt: "Vandelay Retail (sample)" },
    },
    {
      id: "contoso",
      name: "Contoso Pharma (sample)",
      logo: { src: "/images/clients/contoso.svg", alt: "Contoso Pharma (sample)" },
    },
    {
      id: "fabrikam",
      name: "Fabrikam Steel (sample)",
      logo: { src: "/images/clients/fabrikam.svg", alt: "Fabrikam Steel (sample)" },
    },
  ],
};

/** The client-logo marquee (SPEC 2.4, 3 "Client logo"). Plainly sample names; swap in real logos here. */
export interface ClientLogo {
  id: string;
  name: string;
  logo: string;
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
    { id: "northwind", name: "Northwind Textiles (sample)", logo: "/images/clients/northwind.svg" },
    { id: "acme", name: "Acme Auto Parts (sample)", logo: "/images/clients/acme.svg" },
    { id: "globex", name: "Globex Logistics (sample)", logo: "/images/clients/globex.svg" },
    { id: "initech", name: "Initech Software (sample)", logo: "/images/clients/initech.svg" },
    { id: "umbrella", name: "Umbrella Foods (sample)", logo: "/images/clients/umbrella.svg" },
    { id: "vandelay", name: "Vandelay Retail (sample)", logo: "/images/clients/vandelay.svg" },
    { id: "contoso", name: "Contoso Pharma (sample)", logo: "/images/clients/contoso.svg" },
    { id: "fabrikam", name: "Fabrikam Steel (sample)", logo: "/images/clients/fabrikam.svg" },
  ],
};

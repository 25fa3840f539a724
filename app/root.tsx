import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
  type MetaDescriptor,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteFrame } from "./components/layout/site-frame.tsx";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { servicesContext } from "./lib/services-context.ts";
import { defaultSite } from "../contract/shared/site.ts";
import { brandStyle } from "../contract/shared/colour.ts";
import { SiteContext } from "./hooks/use-site.ts";
import { FooterContext } from "./hooks/use-footer.ts";
import type { FooterDocument } from "../contract/content/footer.ts";
import { rootDataFrom, type RootData } from "./lib/seo.ts";
import { devanagariFontUrl, webFontScript, webFontUrl } from "./lib/web-font.ts";
import { contentScriptLoader, useContentDocument } from "./lib/content-document.ts";
import { visitSourceScript } from "./lib/visit-source-script.ts";
import { useScriptNonce } from "./lib/script-nonce.ts";
import { htmlLang, languageOf, requestLanguage } from "../contract/shared/language.ts";
import { LanguageContext } from "./lib/i18n/language-context.ts";
import { hindiFrame, type HindiFrame } from "./content/hi/frame.ts";

/**
 * Every page's base URL, the site's identity in force (the console may have changed its contact
 * details, decision 028, and its brand), the footer's published lists (issue 28), and on a Hindi
 * page the frame's Hindi words (app/lib/i18n/hindi-frame.ts).
 */
export async function loader({
  context,
  request,
}: Route.LoaderArgs): Promise<RootData & { brandCss: string; footer: FooterDocument; hindiFrame: HindiFrame | null }> {
  const services = context.get(servicesContext);
  const site = services.site();
  return {
    baseUrl: services.publicBaseUrl,
    site,
    // Made on the server: the colour arithmetic never ships to the browser.
    brandCss: brandStyle(site.colours, defaultSite.colours),
    footer: services.content("footer"),
    // Data, not an import: the Hindi reaches only the documents that show it.
    hindiFrame: requestLanguage(request) === "hi" ? hindiFrame : null,
  };
}

/** The frame's words depend on the language: crossing between /hi and English reloads them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  languageOf(currentUrl.pathname) !== languageOf(nextUrl.pathname) || defaultShouldRevalidate;

// Links get no loader data; the brand is not among what staff may change (decision 028).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Its names, colour and icons are the brand in force (routes/web-manifest.ts).
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: `${defaultSite.brand} insights`, href: "/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The identity the server rendered with: hydration reads the very same data.
  const data = useRouteLoaderData<typeof loader>("root");
  const site = data?.site ?? defaultSite;
  // A content page carries its stylesheet inline and its one script instead of the framework's
  // (decision 064); every other page hydrates.
  const content = useContentDocument();
  // The server's render has one, the browser's none: the head script's attribute differs on hydration.
  const nonce = useScriptNonce();
  // The language is the URL's (/hi/… is Hindi, issue 29), so server and browser agree without state.
  const language = languageOf(useLocation().pathname);
  return (
    // The head script may add data-font before React hydrates (app/lib/web-font.ts).
    <html lang={htmlLang[language]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colours.primary} />
        {data?.brandCss ? <style dangerouslySetInnerHTML={{ __html: data.brandCss }} /> : null}
        {site.favicon ? <link rel="icon" href={site.favicon.src} /> : null}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: webFontScript }} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: visitSourceScript }} />
        {content ? (
          <style dangerouslySetInnerHTML={{ __html: content.css }} />
        ) : (
          <>
            {/* Preloaded so that it is requested before the scripts React lists in <head>. */}
            <link rel="preload" href={appCss} as="style" />
            <link rel="stylesheet" href={appCss} />
          </>
        )}
        <Meta />
        <Links />
      </head>
      <body className="bg-white font-sans text-ink antialiased">
        <LanguageContext value={language}>
          <SiteContext value={site}>
            {data?.footer ? <FooterContext value={data.footer}>{children}</FooterContext> : children}
          </SiteContext>
        </LanguageContext>
        {content ? (
          <script
            type="module"
            nonce={nonce}
            data-font-url={webFontUrl}
            data-font-hi-url={language === "hi" ? devanagariFontUrl : undefined}
            dangerouslySetInnerHTML={{ __html: contentScriptLoader(content.script) }}
          />
        ) : (
          <Scripts />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <SiteFrame>
      <ErrorPage kind={notFound ? "not-found" : "error"} />
    </SiteFrame>
  );
}

export const meta: Route.MetaFunction = ({ error, matches }): MetaDescriptor[] => {
  if (!error) return [];
  const { site } = rootDataFrom(matches);
  return [
    {
      title:
        isRouteErrorResponse(error) && error.status === 404
          ? `Page not found | ${site.brand}`
          : `Something went wrong | ${site.brand}`,
    },
    { name: "robots", content: "noindex" },
  ];
};

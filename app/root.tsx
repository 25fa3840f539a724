import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteLoaderData,
  type MetaDescriptor,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteFrame } from "./components/layout/site-frame.tsx";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { servicesContext } from "./lib/services-context.ts";
import { applySiteContact, site, siteContactOf } from "../contract/site.ts";
import { webFontScript, webFontUrl } from "./lib/web-font.ts";
import { contentScriptLoader, useContentDocument } from "./lib/content-document.ts";
import { useScriptNonce } from "./lib/script-nonce.ts";

export async function loader({ context }: Route.LoaderArgs) {
  // The contact details in force on the server (the console may have changed them, decision 028).
  return { baseUrl: context.get(servicesContext).publicBaseUrl, siteContact: siteContactOf(site) };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: `${site.brand} insights`, href: "/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Before anything renders (the head's structured data included): the browser's copy of
  // contract/site.ts takes the server's contact details, so hydration reads what the server
  // rendered. The server's copy already holds them (pages-plugin.ts), so there it changes nothing.
  const data = useRouteLoaderData<typeof loader>("root");
  if (data) applySiteContact(data.siteContact);
  // A content page carries its stylesheet inline and its one script instead of the framework's
  // (decision 064); every other page hydrates.
  const content = useContentDocument();
  // The server's render has one, the browser's none: the head script's attribute differs on hydration.
  const nonce = useScriptNonce();
  return (
    // The head script may add data-font before React hydrates (app/lib/web-font.ts).
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12305a" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: webFontScript }} />
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
        {children}
        {content ? (
          <script
            type="module"
            nonce={nonce}
            data-font-url={webFontUrl}
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

export const meta: Route.MetaFunction = ({ error }): MetaDescriptor[] =>
  error
    ? [
        {
          title:
            isRouteErrorResponse(error) && error.status === 404
              ? `Page not found | ${site.brand}`
              : `Something went wrong | ${site.brand}`,
        },
        { name: "robots", content: "noindex" },
      ]
    : [];

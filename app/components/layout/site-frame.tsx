import { Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ChatLink } from "./chat-link.tsx";
import { Footer } from "./site-footer.tsx";
import { Header } from "./header.tsx";
import { TopBar } from "./top-bar.tsx";
import { prefetchWebFont } from "../../lib/web-font.ts";
import { useHindiFrame } from "../../lib/i18n/hindi-frame.ts";

/**
 * Every page's frame (SPEC 2.1-2.3): top bar, sticky header, content, footer, chat link.
 *
 * The frame sits in a Suspense boundary so that React hydrates it in short slices after the
 * document shell, yielding to the reader's taps in between, instead of in one task that freezes a
 * phone for a quarter of a second. The page and the footer are boundaries of their own: React
 * commits each hydrated boundary separately, so the header is live first and no single commit
 * covers the whole page. Nothing in them suspends; entry.server.tsx keeps their HTML in place.
 */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <Suspense>
      <Frame>{children}</Frame>
    </Suspense>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const menu = useHindiFrame()?.menu;
  // SPEC 2.1: the page scrolls to the top on every path change. Not on hydration: a reader who
  // started scrolling before the JavaScript arrived must not be thrown back to the top.
  const shownPath = useRef(pathname);
  // Marks the document once React has hydrated the frame, for tests and for CSS that needs JavaScript.
  useEffect(() => {
    document.documentElement.dataset["hydrated"] = "true";
  }, []);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    // A reader who moves on to a second page is likely to come back: fetch the web font for then.
    prefetchWebFont();
  }, [pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {menu?.skip ?? "Skip to content"}
      </a>
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ChatLink />
    </>
  );
}

import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPageScript } from "./vite-content-page-script.ts";

const frameParts = [
  // Not the star rating: only the testimonials and the review cards, on content pages, show one.
  /app[\\/]components[\\/](layout[\\/]|ui[\\/](?!star-rating))/,
  /app[\\/]content[\\/](legal[\\/](legal|privacy-notices)|footer|navigation|tool-links)\.ts$/,
  /app[\\/]hooks[\\/]use-(hydrated|session)\.ts$/,
  /app[\\/]lib[\\/]content-document\.ts$/,
];
const framePart = (id: string) => frameParts.some((part) => part.test(id));

/**
 * The lucide files of the icons the marketing cards name (app/components/marketing/services/
 * marketing-icon.tsx): read from its import list, each name looked up in lucide's export list
 * (Building2 is building-complex.mjs), so that a new icon there needs no change here.
 */
const marketingIconFiles = (() => {
  const source = readFileSync("app/components/marketing/services/marketing-icon.tsx", "utf8");
  const lucideExports = readFileSync("node_modules/lucide-react/dist/esm/lucide-react.mjs", "utf8");
  const imported = /import \{([^}]+)\} from "lucide-react"/.exec(source)?.[1] ?? "";
  return imported
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith("type "))
    .map((name) => new RegExp(`default as ${name}\\b[^;]*from '\\./icons/([\\w-]+)\\.mjs'`).exec(lucideExports)?.[1])
    .filter((file): file is string => file !== undefined);
})();
const isMarketingIcon = (id: string) => marketingIconFiles.some((file) => id.endsWith(`/icons/${file}.mjs`));

/** What the cart, the product listing and the checkout share. */
const shopParts = [
  /app[\\/]components[\\/]shop[\\/](cart-totals|fill|product-image|shop-skeleton)\.tsx?$/,
  /app[\\/]hooks[\\/]use-cart\.ts$/,
  /app[\\/]lib[\\/]shop[\\/]pending-order\.ts$/,
  /contract[\\/](?:[\w-]+[\\/])?(gst|orders|payments|product-categories|products)\.ts$/,
];
const shopPart = (id: string) => shopParts.some((part) => part.test(id));

/** The login page's steps; the editors' pages share only the guard (RequireEditor), a chunk of its own. */
const authParts = [
  /app[\\/]components[\\/]auth[\\/](?!require-editor)/,
  /contract[\\/](?:[\w-]+[\\/])?auth\.ts$/,
  /lucide-react[\\/].*[\\/]arrow-left\.js$/,
];
const authPart = (id: string) => authParts.some((part) => part.test(id));

/**
 * Browser chunks, grouped so that a page loads about fifteen scripts instead of thirty-five: on a
 * phone over HTTP/1.1 (six connections) every extra request costs a round trip, while a few kB more
 * in a shared chunk cost little. React and the router stay two files so that they download side by
 * side. Only modules many pages share are grouped, so the editor's and the console's code (and the
 * zod schemas, decision 007) stay out of public pages (docs/decisions/060).
 */
const browserChunks = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  {
    name: "router",
    test: /node_modules[\\/](react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  // Not the marketing cards' icons: only content pages draw them, and in the shared group every
  // hydrating page (the cart, the console) would download them too.
  {
    name: "icons",
    test: (id: string) => /[\\/]lucide-react[\\/]/.test(id) && !isMarketingIcon(id),
    priority: 2,
    minShareCount: 3,
  },
  // zod, for the two forms that check what a person types (the product fields, the editors' list),
  // loaded on their first focus: a group of its own, so no shared group takes it in as a
  // dependency and puts it on every hydrating page, as `common` once did (decision 068).
  { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 1.5 },
  {
    name: "common",
    // The console's own parts (its components and its two hooks) stay in the console's chunks.
    test: /[\\/](app|contract)[\\/](?!.*\.schema\.ts)(?!components[\\/]admin[\\/]|hooks[\\/]use-(admin-data|legal-item-form)\.ts)/,
    priority: 1,
    minShareCount: 10,
  },
  // The site frame's small parts (footer, menus' data, notices, the session hook), which every page
  // loads: one file instead of eight, each of which cost a request and its headers (issue 21).
  { name: "frame", test: framePart, priority: 0.5 },
  { name: "shop", test: shopPart, priority: 0.5 },
  { name: "auth", test: authPart, priority: 0.5 },
  // What nearly every console page uses (the data hook, the list states, the header, the banner and
  // the confirmation); parts a few pages share (the legal forms' review block, the search box) are
  // left to the default split, so a list page does not load the legal editors' code.
  {
    name: "console",
    test: /app[\\/](hooks[\\/]use-admin-data|components[\\/]admin[\\/](list-state|panel-header|error-banner|confirm-button))\./,
    priority: 0.5,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), contentPageScript()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: browserChunks } } },
  },
}));

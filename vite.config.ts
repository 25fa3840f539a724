import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Browser chunks, grouped so that a page loads about fifteen scripts instead of thirty-five: on a
 * phone over HTTP/1.1 (six connections) every extra request costs a round trip, while a few kB more
 * in a shared chunk cost little. React and the router stay two files so that they download side by
 * side. Only modules many pages share are grouped, so the editor's and the console's code (and the
 * zod schemas, decision 007) stay out of public pages (docs/decisions/008).
 */
const browserChunks = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  { name: "router", test: /node_modules[\\/](react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 3 },
  { name: "icons", test: /[\\/]lucide-react[\\/]/, priority: 2, minShareCount: 3 },
  { name: "common", test: /[\\/](app|contract)[\\/](?!.*\.schema\.ts)/, priority: 1, minShareCount: 10 },
  // The post lists' parts (home teaser, blog, case studies, reviews): one file instead of seven on
  // those pages. Below `common` in priority, so what many pages share stays there.
  { name: "posts-ui", test: /[\\/]app[\\/](hooks[\\/]use-posts|lib[\\/]post-display|components[\\/](blog[\\/](list-states|post-cover|post-navigation-spinner)|ui[\\/]star-rating))|[\\/]contract[\\/]posts\.ts|[\\/]lucide-react[\\/].*chevron-left/, priority: 0.5 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: browserChunks } } },
  },
}));

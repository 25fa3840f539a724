import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The one URL map (SPEC 2.1). Families of pages share a module and are told apart by their data. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("packages/:slug", "routes/package.tsx"),
  route("contact", "routes/contact.tsx"),

  route("esic", "routes/guide.tsx", { id: "guide-esic" }),
  route("epfo", "routes/guide.tsx", { id: "guide-epfo" }),
  route("se-guide", "routes/guide.tsx", { id: "guide-se" }),
  route("factory-guide", "routes/guide.tsx", { id: "guide-factory" }),

  route("professional-collaboration", "routes/professional-collaboration.tsx"),
  route("achievements", "routes/achievements.tsx"),
  route("industrial-licenses", "routes/industrial-licenses.tsx"),
  route("internship", "routes/internship.tsx"),
  route("comparison", "routes/comparison.tsx"),
  route("dash", "routes/dash.tsx"),

  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog-post.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("review", "routes/review.tsx"),
  route("login", "routes/login.tsx"),
  route("create-blog", "routes/create-blog.tsx"),

  // Compliance tools (issue 18): server-rendered GET forms; the answer lives in the query.
  route("tools", "routes/tools.tsx"),
  route("tools/pf-esi-calculator", "routes/tool-pf-esi.tsx"),
  route("tools/gratuity-calculator", "routes/tool-gratuity.tsx"),
  route("tools/bonus-calculator", "routes/tool-bonus.tsx"),
  route("tools/compliance-calendar", "routes/tool-calendar.tsx"),
  route("tools/compliance-calendar.ics", "routes/tool-calendar-feed.ts"),
  route("tools/which-laws-apply", "routes/tool-which-laws.tsx"),
  route("tools/reminders", "routes/tool-reminders.tsx"),

  route("product-listing", "routes/product-listing.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("products-create", "routes/products-create.tsx"),
  // The customer's order page (issue 16): the key in the link is the way in; never cached.
  route("orders/:id", "routes/order.tsx"),
  route("downloads/expired", "routes/download-expired.tsx"),

  route("privacy", "routes/privacy.tsx"),
  // The footer's mailing-list form posts here without JavaScript (decision 064).
  route("subscribe", "routes/subscribe.tsx"),
  route("terms", "routes/terms.tsx"),
  // Where the mailing list's e-mails lead (decision 016); the server answers /mailing-list/confirm
  // and the POST to /mailing-list/unsubscribe itself.
  route("mailing-list/unsubscribe", "routes/mailing-list.tsx", { id: "mailing-list-unsubscribe" }),
  route("mailing-list/confirmed", "routes/mailing-list.tsx", { id: "mailing-list-confirmed" }),
  route("mailing-list/unsubscribed", "routes/mailing-list.tsx", { id: "mailing-list-unsubscribed" }),
  route("mailing-list/invalid-link", "routes/mailing-list.tsx", { id: "mailing-list-invalid-link" }),

  // The operator's console (issue 7): its own chunks, never loaded by public pages.
  route("admin", "routes/admin.tsx", [
    index("routes/admin-enquiries.tsx"),
    route("orders", "routes/admin-orders.tsx"),
    route("subscribers", "routes/admin-subscribers.tsx"),
    route("newsletters", "routes/admin-newsletters.tsx"),
    route("newsletters/:id", "routes/admin-newsletter.tsx"),
    route("posts", "routes/admin-posts.tsx"),
    route("posts/:id", "routes/admin-post-edit.tsx"),
    route("products", "routes/admin-products.tsx"),
    route("products/:id", "routes/admin-product-edit.tsx"),
    route("editors", "routes/admin-editors.tsx"),
    route("personal-data", "routes/admin-personal-data.tsx"),
    route("guides", "routes/admin-guides.tsx"),
    route("guides/:id", "routes/admin-guide-edit.tsx"),
    route("licences", "routes/admin-licences.tsx"),
    route("licences/:id", "routes/admin-licence-edit.tsx"),
    route("services", "routes/admin-service-lists.tsx"),
    route("services/:slug", "routes/admin-service-list-edit.tsx"),
    route("site", "routes/admin-site.tsx"),
    route("figures", "routes/admin-figures.tsx"),
    route("activity", "routes/admin-activity.tsx"),
  ]),

  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("updates", "routes/updates.tsx"),
  route("updates/rss.xml", "routes/updates-feed.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

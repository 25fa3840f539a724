import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The one URL map (SPEC 2.1). Families of pages share a module and are told apart by their data. */
export default [
  index("routes/content/home-page.tsx"),
  route("about", "routes/content/about-page.tsx"),
  route("services", "routes/content/services-page.tsx"),
  route("services/:slug", "routes/content/service-page.tsx"),
  route("packages/:slug", "routes/content/package-page.tsx"),
  route("contact", "routes/content/contact-page.tsx"),
  // Online booking of a free consultation (issue 31); the manage page opens from the e-mail's signed link.
  route("book", "routes/content/book-page.tsx"),
  route("book/manage", "routes/content/book-manage-page.tsx"),

  route("esic", "routes/content/guide-page.tsx", { id: "guide-esic" }),
  route("epfo", "routes/content/guide-page.tsx", { id: "guide-epfo" }),
  route("se-guide", "routes/content/guide-page.tsx", { id: "guide-se" }),
  route("factory-guide", "routes/content/guide-page.tsx", { id: "guide-factory" }),

  route("professional-collaboration", "routes/content/professional-collaboration-page.tsx"),
  route("achievements", "routes/content/achievements-page.tsx"),
  route("industrial-licenses", "routes/content/industrial-licenses-page.tsx"),
  route("internship", "routes/content/internship-page.tsx"),
  route("comparison", "routes/content/comparison-page.tsx"),
  route("dash", "routes/content/dash-page.tsx"),

  route("blog", "routes/blog/blog-page.tsx"),
  route("blog/:id", "routes/blog/blog-post-page.tsx"),
  route("case-studies", "routes/blog/case-studies-page.tsx"),
  route("review", "routes/blog/reviews-page.tsx"),
  route("login", "routes/editors/login-page.tsx"),
  route("create-blog", "routes/editors/create-blog-page.tsx"),

  // Compliance tools (issue 18): server-rendered GET forms; the answer lives in the query.
  route("tools", "routes/tools/tools-page.tsx"),
  route("tools/pf-esi-calculator", "routes/tools/pf-esi-page.tsx"),
  route("tools/gratuity-calculator", "routes/tools/gratuity-page.tsx"),
  route("tools/bonus-calculator", "routes/tools/bonus-page.tsx"),
  route("tools/compliance-calendar", "routes/tools/calendar-page.tsx"),
  route("tools/compliance-calendar.ics", "routes/tools/calendar-feed.ts"),
  route("tools/which-laws-apply", "routes/tools/which-laws-page.tsx"),
  route("tools/reminders", "routes/tools/reminders-page.tsx"),

  route("product-listing", "routes/shop/product-listing-page.tsx"),
  route("cart", "routes/shop/cart-page.tsx"),
  route("checkout", "routes/shop/checkout-page.tsx"),
  route("products-create", "routes/editors/create-product-page.tsx"),
  // The customer's order page (issue 16): the key in the link is the way in; never cached.
  route("orders/:id", "routes/shop/customer-order-page.tsx"),
  route("downloads/expired", "routes/shop/download-expired-page.tsx"),

  route("privacy", "routes/content/privacy-page.tsx"),
  // The footer's mailing-list form posts here without JavaScript (decision 064).
  route("subscribe", "routes/content/subscribe-page.tsx"),
  route("terms", "routes/content/terms-page.tsx"),
  // Where the mailing list's e-mails lead (decision 016); the server answers /mailing-list/confirm
  // and the POST to /mailing-list/unsubscribe itself.
  route("mailing-list/unsubscribe", "routes/content/mailing-list-page.tsx", { id: "mailing-list-unsubscribe" }),
  route("mailing-list/confirmed", "routes/content/mailing-list-page.tsx", { id: "mailing-list-confirmed" }),
  route("mailing-list/topics", "routes/content/mailing-list-page.tsx", { id: "mailing-list-topics" }),
  route("mailing-list/unsubscribed", "routes/content/mailing-list-page.tsx", { id: "mailing-list-unsubscribed" }),
  route("mailing-list/invalid-link", "routes/content/mailing-list-page.tsx", { id: "mailing-list-invalid-link" }),

  // The operator's console (issue 7): its own chunks, never loaded by public pages.
  route("admin", "routes/admin/console-page.tsx", [
    index("routes/admin/enquiries-page.tsx"),
    route("orders", "routes/admin/orders-page.tsx"),
    route("analytics", "routes/admin/analytics-page.tsx"),
    route("clients", "routes/admin/clients-page.tsx"),
    route("invoices", "routes/admin/invoices-page.tsx"),
    route("gst", "routes/admin/gst-page.tsx"),
    route("subscribers", "routes/admin/subscribers-page.tsx"),
    route("newsletters", "routes/admin/newsletters-page.tsx"),
    route("newsletters/:id", "routes/admin/newsletter-page.tsx"),
    route("posts", "routes/admin/posts-page.tsx"),
    route("posts/new", "routes/admin/post-new-page.tsx"),
    route("posts/:id", "routes/admin/post-edit-page.tsx"),
    route("products", "routes/admin/products-page.tsx"),
    route("products/:id", "routes/admin/product-edit-page.tsx"),
    route("editors", "routes/admin/editors-page.tsx"),
    route("personal-data", "routes/admin/personal-data-page.tsx"),
    route("guides", "routes/admin/guides-page.tsx"),
    route("guides/:id", "routes/admin/guide-edit-page.tsx"),
    route("licences", "routes/admin/licences-page.tsx"),
    route("licences/:id", "routes/admin/licence-edit-page.tsx"),
    route("services", "routes/admin/service-lists-page.tsx"),
    route("services/:slug", "routes/admin/service-list-edit-page.tsx"),
    route("content", "routes/admin/content-page.tsx"),
    route("content/:key", "routes/admin/content-edit-page.tsx"),
    route("site", "routes/admin/site-page.tsx"),
    route("bookings", "routes/admin/bookings-page.tsx"),
    route("bookings/settings", "routes/admin/booking-settings-page.tsx"),
    route("activity", "routes/admin/activity-page.tsx"),
    route("figures", "routes/admin/figures-page.tsx"),
    route("media", "routes/admin/media-page.tsx"),
    route("redirects", "routes/admin/redirects-page.tsx"),
  ]),

  // The Hindi edition (issue 29): the same modules under /hi, told apart by id; the language comes
  // from the URL. Only pages written in Hindi are here (contract/shared/language.ts lists the same).
  route("hi/esic", "routes/content/guide-page.tsx", { id: "hi-guide-esic" }),
  route("hi/epfo", "routes/content/guide-page.tsx", { id: "hi-guide-epfo" }),
  route("hi/se-guide", "routes/content/guide-page.tsx", { id: "hi-guide-se" }),
  route("hi/factory-guide", "routes/content/guide-page.tsx", { id: "hi-guide-factory" }),
  route("hi/industrial-licenses", "routes/content/industrial-licenses-page.tsx", { id: "hi-industrial-licenses" }),
  route("hi/tools", "routes/tools/tools-page.tsx", { id: "hi-tools" }),
  route("hi/tools/pf-esi-calculator", "routes/tools/pf-esi-page.tsx", { id: "hi-tools-pf-esi" }),
  route("hi/tools/gratuity-calculator", "routes/tools/gratuity-page.tsx", { id: "hi-tools-gratuity" }),
  route("hi/tools/bonus-calculator", "routes/tools/bonus-page.tsx", { id: "hi-tools-bonus" }),
  route("hi/tools/reminders", "routes/tools/reminders-page.tsx", { id: "hi-tools-reminders" }),
  route("hi/tools/which-laws-apply", "routes/tools/which-laws-page.tsx", { id: "hi-tools-which-laws" }),
  route("hi/tools/compliance-calendar", "routes/tools/calendar-page.tsx", { id: "hi-tools-calendar" }),
  route("hi/mailing-list/confirmed", "routes/content/mailing-list-page.tsx", { id: "hi-mailing-list-confirmed" }),
  route("hi/mailing-list/invalid-link", "routes/content/mailing-list-page.tsx", { id: "hi-mailing-list-invalid-link" }),
  // The content documents' Hindi versions (decision 124): home, about, contact, privacy and terms.
  route("hi", "routes/content/home-page.tsx", { id: "hi-home" }),
  route("hi/about", "routes/content/about-page.tsx", { id: "hi-about" }),
  route("hi/contact", "routes/content/contact-page.tsx", { id: "hi-contact" }),
  route("hi/privacy", "routes/content/privacy-page.tsx", { id: "hi-privacy" }),
  route("hi/terms", "routes/content/terms-page.tsx", { id: "hi-terms" }),
  route("hi/services", "routes/content/services-page.tsx", { id: "hi-services" }),
  route("hi/services/:slug", "routes/content/service-page.tsx", { id: "hi-service" }),
  route("hi/packages/:slug", "routes/content/package-page.tsx", { id: "hi-package" }),

  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/web-manifest.ts"),
  route("rss.xml", "routes/rss-feed.ts"),
  // What changed in the law and where (issue 27): the legal figures staff keep and their feed.
  route("updates", "routes/content/updates-page.tsx"),
  route("updates/rss.xml", "routes/content/updates-feed.ts"),

  route("*", "routes/content/not-found-page.tsx"),
] satisfies RouteConfig;

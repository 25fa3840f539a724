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

  route("product-listing", "routes/product-listing.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("products-create", "routes/products-create.tsx"),

  // The operator's console (issue 7): its own chunks, never loaded by public pages.
  route("admin", "routes/admin.tsx", [
    index("routes/admin-enquiries.tsx"),
    route("orders", "routes/admin-orders.tsx"),
    route("subscribers", "routes/admin-subscribers.tsx"),
    route("posts", "routes/admin-posts.tsx"),
    route("posts/:id", "routes/admin-post-edit.tsx"),
    route("products", "routes/admin-products.tsx"),
    route("products/:id", "routes/admin-product-edit.tsx"),
    route("editors", "routes/admin-editors.tsx"),
    route("activity", "routes/admin-activity.tsx"),
  ]),

  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

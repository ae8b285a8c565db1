import { index, route, type RouteConfig } from "@react-router/dev/routes"

export default [
  index("app/routes/landing.tsx"),
  route("explore", "app/routes/explore.tsx"),
  route("api/:id", "app/routes/api-detail.tsx"),
  route("pricing", "app/routes/pricing.tsx"),
  route("signup", "app/routes/signup.tsx"),
  route("contact", "app/routes/contact.tsx"),
  route("status", "app/routes/status.tsx"),
  route("sitemap.xml", "app/routes/sitemap.ts"),
  route("robots.txt", "app/routes/robots.ts"),
  route("catalogue.json", "app/routes/catalogue-json.ts"),
  route("*", "app/routes/not-found.tsx"),
] satisfies RouteConfig

import { index, route, type RouteConfig } from "@react-router/dev/routes"
import { paths } from "./config/paths"

// Each route's module; its path comes from the one table in config/paths.ts.
export default [
  index("app/routes/landing.tsx"),
  route(paths.explore.path, "app/routes/explore.tsx"),
  route(paths.api.path, "app/routes/api-detail.tsx"),
  route(paths.open.path, "app/routes/open.tsx"),
  route(paths.opened.path, "app/routes/opened-api.tsx"),
  route(paths.pricing.path, "app/routes/pricing.tsx"),
  route(paths.signup.path, "app/routes/signup.tsx"),
  route(paths.contact.path, "app/routes/contact.tsx"),
  route(paths.status.path, "app/routes/status.tsx"),
  route(paths.directory.path, "app/routes/directory.tsx"),
  route(paths.sitemap.path, "app/routes/sitemap.ts"),
  route(paths.robots.path, "app/routes/robots.ts"),
  route(paths.catalogue.path, "app/routes/catalogue-json.ts"),
  route(paths.oauthCallback.path, "app/routes/oauth-callback.tsx"),
  route("*", "app/routes/not-found.tsx"),
] satisfies RouteConfig

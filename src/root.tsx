import { use, useEffect, type ReactNode } from "react"
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router"
import { SearchBox } from "@/features/explore/components/search-box"
import { SiteFooter } from "@/components/layout/site-footer"
import { SiteHeader } from "@/components/layout/site-header"
import { PaletteHost } from "@/app/components/palette-host"
import { RouteError } from "@/components/route-error"
import { pageTitle } from "@/config/paths"
import { isStaticPage, SpaFallbackContext } from "@/config/route-handle"
import { EARLY_INTERACTIONS_SCRIPT, replayEarlyInteractions } from "@/app/boot/early-interactions"
import { SERVICE_WORKER_SCRIPT } from "@/app/boot/service-worker-script"
import { THEME_COLORS } from "@/lib/theme-colors"
import { STATIC_PAGE_SCRIPT } from "@/app/boot/static-page-script"
import { THEME_SCRIPT } from "@/app/boot/theme-script"
import { HydratedContext, useHydrated, useHydrationSwitch } from "@/hooks/use-hydrated"
import type { Route } from "./+types/root"
import STYLESHEET from "./index.css?inline"

// The stylesheet is inlined in every page's <head> (about 7 KB gzip): the page paints from its HTML alone, while
// the scripts, which start downloading at once, use the connection (docs/decisions/017-download-early.md).
// In the browser its text is read back from the page rather than bundled, so the app chunk does not carry it twice
// and a render from scratch on the client (React's answer to a hydration error) keeps the page styled.
const STYLESHEET_ID = "stylesheet"
const STYLESHEET_TEXT = import.meta.env.SSR ? STYLESHEET : (document.getElementById(STYLESHEET_ID)?.textContent ?? "")
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (docs/behaviour.md §2, "Offline and installing"): the web app manifest and the iOS home-screen icon.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
]

export function Layout({ children }: { children: ReactNode }) {
  const isSpaFallback = use(SpaFallbackContext)
  const isStatic = isStaticPage(useMatches()) && !isSpaFallback
  const isHydrated = useHydrationSwitch()
  return (
    // The inline script sets `class="dark"` before React hydrates; the mismatch on <html> is expected.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser's title bar follows the system theme (the page background of each theme). */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        {/* Inline scripts run from the prerendered HTML; the browser bundle doesn't need their text again. */}
        <script suppressHydrationWarning>{import.meta.env.SSR ? THEME_SCRIPT : ""}</script>
        {!isStatic && <script suppressHydrationWarning>{import.meta.env.SSR ? EARLY_INTERACTIONS_SCRIPT : ""}</script>}
        <Meta />
        <style id={STYLESHEET_ID}>{STYLESHEET_TEXT}</style>
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <HydratedContext value={isHydrated}>
          <a
            href="#main"
            className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <SiteHeader search={<SearchBox />} />
          <PaletteHost />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
        </HydratedContext>
        {isStatic ? (
          <script suppressHydrationWarning>{import.meta.env.SSR ? STATIC_PAGE_SCRIPT : ""}</script>
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
        {/* Offline support (docs/decisions/008-workbox-service-worker-from-postbuild.md): registers the service worker
            once the page is loaded and idle. */}
        <script suppressHydrationWarning>{import.meta.env.SSR ? SERVICE_WORKER_SCRIPT : ""}</script>
      </body>
    </html>
  )
}

export default function App() {
  // A marker for tests and tooling that the prerendered page has hydrated, shows the visitor's state and is
  // interactive.
  const isHydrated = useHydrated()
  useEffect(() => {
    if (!isHydrated) return
    document.documentElement.dataset.hydrated = "true"
    // Taps made before hydration (a heart, a page number, a filter): applied now, after the visitor's state rendered.
    const timer = setTimeout(replayEarlyInteractions)
    return () => clearTimeout(timer)
  }, [isHydrated])
  return <Outlet />
}

export function HydrateFallback() {
  return (
    <p className="mx-auto max-w-7xl px-4 py-16 text-muted-foreground" role="status">
      Loading…
    </p>
  )
}

export function meta({ error }: Route.MetaArgs) {
  return error ? [{ title: pageTitle("Something went wrong") }] : []
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <RouteError title="Page not found" message="There is nothing at this address." />
  }
  console.error(error)
  return (
    <RouteError
      title="Something went wrong"
      message="This page failed to load. Try again, or start over from the home page."
      canRetry
    />
  )
}

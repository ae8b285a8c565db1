// A build-time Vite plugin: the browser build uses React Router's production build.
//
// React Router ships two copies of itself, dist/development and dist/production, that differ in one line:
// `var ENABLE_DEV_WARNINGS = true` (console warnings such as 'No routes matched location "/x"', and a "Hey developer"
// note in its default error boundary). Its package.json `exports` point at dist/development only, so every
// production bundle carries the warnings (remix-run/react-router#14102, open since 7.0.2). This plugin resolves the
// client build's `react-router` and `react-router/dom` to the same file in dist/production: 0.6 KB gzip less on
// every hydrating page (docs/performance.md). The prerender build keeps the warnings: they show in the build's log.
// The build fails when nothing was redirected, e.g. once React Router's exports select dist/production themselves.

import { existsSync } from "node:fs"

const DEVELOPMENT = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/

/** The dist/production twin of a React Router dist/development file, or null for any other file. */
export function productionTwin(id) {
  return DEVELOPMENT.test(id) ? id.replace(DEVELOPMENT, "$1production$2") : null
}

export function reactRouterProduction() {
  let redirected = 0
  return {
    name: "api-explorer:react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      redirected = 0
    },
    async resolveId(source, importer, options) {
      if (source !== "react-router" && !source.startsWith("react-router/")) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const twin = resolved && productionTwin(resolved.id)
      if (!twin) return resolved
      if (!existsSync(twin))
        this.error(`react-router-production: ${twin} does not exist; React Router's dist layout changed.`)
      redirected += 1
      return { ...resolved, id: twin }
    },
    buildEnd(error) {
      if (!error && redirected === 0)
        this.error(
          "react-router-production: no import of react-router resolved to dist/development in the client build. " +
            "If React Router now selects dist/production itself, remove scripts/lib/react-router-production.mjs.",
        )
    },
  }
}

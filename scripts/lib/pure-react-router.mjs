// A build-time Vite plugin that lets the bundler drop the parts of React Router a page does not use.
//
// React Router ships one large module. Tree-shaking removes unused functions from it, but not unused
// components created at the module's top level: `var NavLink = React.forwardRef(...)` is a call the bundler
// must assume has side effects, and `NavLink.displayName = "NavLink"` is a property write it must keep. So
// NavLink, Form and everything only they use (form submission, view transitions …) reached every page,
// about 1.9 KB gzip. This plugin marks those calls pure (forwardRef, memo and createContext have no side
// effects) and drops the displayName writes (names for React DevTools only). Nothing else changes.
// `npm run size` measures the result; the build fails when the installed version no longer matches (checkMarked).
// Kept because it is what holds /api/{id} under its 120 KB budget (docs/decisions/004-pure-react-router-build-patch.md).

const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm
const PURE_FACTORY = /= (React\d*)\.(forwardRef|memo|createContext)\(/g

/** The source with top-level component factories marked pure and displayName writes removed (lines kept). */
export function markPure(code) {
  return code.replace(DISPLAY_NAME, "").replace(PURE_FACTORY, "= /* @__PURE__ */ $1.$2(")
}

/**
 * The components whose removal is the point (docs/decisions): a build fails when React Router's dist no longer
 * defines them the way markPure expects, instead of silently shipping them again.
 */
const EXPECTED = ["NavLink", "Form"]

/** Why `code` (a React Router module defining an EXPECTED component) was not marked as expected, or null. */
export function checkMarked(code, out) {
  const problems = []
  for (const name of EXPECTED) {
    if (!new RegExp(`^var ${name} = `, "m").test(code)) continue
    if (!new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.(forwardRef|memo)\\(`, "m").test(out))
      problems.push(`${name} is no longer created by a top-level React.forwardRef/memo call`)
    if (new RegExp(`^${name}\\.displayName = `, "m").test(out))
      problems.push(`${name}.displayName is no longer written as a plain top-level string`)
  }
  return problems.length ? problems.join("; ") : null
}

/**
 * The Vite plugin: applies markPure to React Router's own modules, nothing else. It fails the client build when
 * React Router's dist no longer matches: the module defining NavLink and Form was not seen, or was not marked.
 */
export function pureReactRouter() {
  const seen = new Set()
  return {
    name: "api-explorer:pure-react-router",
    apply: "build",
    buildStart() {
      seen.clear()
    },
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null
      const out = markPure(code)
      const problem = checkMarked(code, out)
      if (problem)
        this.error(
          `pure-react-router: React Router's dist changed (${id}): ${problem}. Update the plugin or remove it.`,
        )
      for (const name of EXPECTED) if (new RegExp(`^var ${name} = `, "m").test(code)) seen.add(name)
      // Line numbers are unchanged (removed lines stay empty), so the identity source map stays right.
      return out === code ? null : { code: out, map: null }
    },
    buildEnd(error) {
      // Only the browser build bundles React Router's components (the prerender build may keep it external).
      if (error || this.environment?.name !== "client") return
      const missing = EXPECTED.filter((name) => !seen.has(name))
      if (missing.length)
        this.error(
          `pure-react-router: no React Router module defined ${missing.join(" and ")} in this build; ` +
            "its dist layout changed. Update scripts/lib/pure-react-router.mjs or remove it.",
        )
    },
  }
}

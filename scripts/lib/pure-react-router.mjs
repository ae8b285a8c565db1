// A build-time Vite plugin that lets the bundler drop the parts of React Router a page does not use.
//
// React Router ships one large module. Tree-shaking removes unused functions from it, but not unused
// components created at the module's top level: `var NavLink = React.forwardRef(...)` is a call the bundler
// must assume has side effects, and `NavLink.displayName = "NavLink"` is a property write it must keep. So
// NavLink, Form and everything only they use (form submission, view transitions …) reached every page,
// about 1.9 KB gzip. This plugin marks those calls pure (forwardRef, memo and createContext have no side
// effects) and drops the displayName writes (names for React DevTools only). Nothing else changes.
// `npm run size` measures the result; pure-react-router.test.ts checks the installed version still matches.

const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm
const PURE_FACTORY = /= (React\d*)\.(forwardRef|memo|createContext)\(/g

/** The source with top-level component factories marked pure and displayName writes removed (lines kept). */
export function markPure(code) {
  return code.replace(DISPLAY_NAME, "").replace(PURE_FACTORY, "= /* @__PURE__ */ $1.$2(")
}

/** The Vite plugin: applies markPure to React Router's own modules, nothing else. */
export function pureReactRouter() {
  return {
    name: "api-explorer:pure-react-router",
    apply: "build",
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null
      const out = markPure(code)
      // Line numbers are unchanged (removed lines stay empty), so the identity source map stays right.
      return out === code ? null : { code: out, map: null }
    },
  }
}

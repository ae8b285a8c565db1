// Content-Security-Policy for the prerendered pages. Every page gets a <meta> policy listing the SHA-256 of
// each of its own inline scripts (the theme script, React Router's hydration data …) and of its inline
// stylesheet, computed from the built HTML so it can never drift from the code. See docs/security.md.
import { createHash } from "node:crypto"

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g

/** The 'sha256-…' source of an inline script's text, exactly as the browser hashes it. */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/** Hashes of every inline script in an HTML document, in order, without duplicates. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!/type="(?!module|text\/javascript)[^"]*"/.test(attributes)) hashes.add(scriptHash(text))
  }
  return [...hashes]
}

/** Hashes of every inline <style> element in an HTML document (the inlined stylesheet), without duplicates. */
export function inlineStyleHashes(html) {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, text]) => scriptHash(text)))]
}

/**
 * The policy: scripts and styles only from our origin plus the listed inline hashes (no 'unsafe-inline'); connect-src open so the tester can
 * call any API; images from https, data: and blob: (response previews); nothing else.
 */
export function buildCsp(hashes, styleHashes = []) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    `style-src 'self' ${styleHashes.join(" ")}`.trim(),
    "img-src 'self' https: data: blob:",
    "font-src 'self'",
    "connect-src *",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    // Only our own service worker (/sw.js).
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join("; ")
}

/**
 * Adds the CSP <meta> at the top of <head> — right after the charset declaration, which must stay within the
 * first 1024 bytes — so it governs every script that follows.
 */
export function withCspMeta(html) {
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error("This page already has a CSP meta tag")
  const csp = buildCsp(inlineScriptHashes(html), inlineStyleHashes(html))
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}"/>`
  const charset = /<head>(<meta charSet="utf-8"\/>)?/i.exec(html)
  if (!charset) throw new Error("No <head> to put the CSP in")
  return html.replace(charset[0], `${charset[0]}${meta}`)
}

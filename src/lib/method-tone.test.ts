import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { methodTone, type MethodTone } from "./method-tone"

describe("methodTone", () => {
  it.each<[string, MethodTone]>([
    ["GET", "primary"],
    ["POST", "warning"],
    ["PUT", "success"],
    ["PATCH", "success"],
    ["patch", "success"],
    ["DELETE", "danger"],
    ["HEAD", "neutral"],
    ["OPTIONS", "neutral"],
    ["TRACE", "neutral"],
  ])("%s → %s", (method, tone) => {
    expect(methodTone(method)).toBe(tone)
  })
})

// The text and background tokens of each tone, as components/ui/badge.tsx pairs them.
const TONE_TOKENS: Record<MethodTone, [text: string, background: string]> = {
  primary: ["accent-foreground", "accent"],
  warning: ["warning", "warning-soft"],
  success: ["success", "success-soft"],
  danger: ["destructive", "destructive-soft"],
  neutral: ["foreground", "muted"],
}

/** The `--name: oklch(L C h)` tokens of one block of index.css (":root" or ".dark"). */
function tokens(css: string, selector: string): Map<string, [number, number, number]> {
  const block = new RegExp(`${selector.replace(".", "\\.")}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? ""
  const found = new Map<string, [number, number, number]>()
  for (const m of block.matchAll(/--([\w-]+):\s*oklch\(([\d.]+)\s+([\d.]+)\s+([\d.]+)\)/g))
    found.set(m[1] ?? "", [Number(m[2]), Number(m[3]), Number(m[4])])
  return found
}

/** WCAG relative luminance of an OKLCH colour (OKLab → linear sRGB, clipped to the gamut). */
function luminance([L, C, h]: [number, number, number]): number {
  const a = C * Math.cos((h * Math.PI) / 180)
  const b = C * Math.sin((h * Math.PI) / 180)
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  const clip = (x: number) => Math.min(1, Math.max(0, x))
  const r = clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s)
  const g = clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s)
  const bl = clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s)
  return 0.2126 * r + 0.7152 * g + 0.0722 * bl
}

describe("every method tone is readable in both themes (WCAG AA, 4.5:1 for the badge's small text)", () => {
  const css = readFileSync(join(process.cwd(), "src/index.css"), "utf8")
  it.each([":root", ".dark"])("%s", (selector) => {
    const theme = tokens(css, selector)
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]) {
      const [text, background] = TONE_TOKENS[methodTone(method)]
      const fg = theme.get(text)
      const bg = theme.get(background)
      if (!fg || !bg) throw new Error(`index.css ${selector} lacks --${text} or --${background}`)
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number]
      expect((hi + 0.05) / (lo + 0.05), `${method} (${text} on ${background})`).toBeGreaterThanOrEqual(4.5)
    }
  })
})

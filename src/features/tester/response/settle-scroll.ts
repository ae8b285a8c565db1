/** The width from which the response pane sits beside the request (Tailwind's `lg`, 64rem). */
export const TWO_PANE_QUERY = "(min-width: 64rem)"

type ScrollTarget = Pick<Element, "scrollIntoView">

/**
 * When a request settles below the two-pane width, scrolls the response to the top of the screen: on a 390 px
 * phone it starts about a screen below 'Send Request', so nothing of the answer was visible. Smooth unless the
 * visitor asked for reduced motion. Focus is left where it is (on 'Send Request'), so Send again is one key away.
 */
export function settleScroll(target: ScrollTarget | null, view: Pick<Window, "matchMedia">): void {
  if (!target || view.matchMedia(TWO_PANE_QUERY).matches) return
  const isReduced = view.matchMedia("(prefers-reduced-motion: reduce)").matches
  target.scrollIntoView({ behavior: isReduced ? "auto" : "smooth", block: "start" })
}

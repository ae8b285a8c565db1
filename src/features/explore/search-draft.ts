import { NavigationType } from "react-router"

/**
 * What the search box still holds once a navigation lands: its draft (text typed but not yet in `?q=`), or null
 * when the box can show `?q=` again. The box writes each keystroke with a REPLACE navigation, and navigations are
 * asynchronous, so a landing REPLACE may carry an older keystroke: the draft stays until the URL has caught up with
 * it. Any other navigation (Back, Forward, a filter, 'Clear filters', a link) is not the box's: the URL wins.
 * landedDraft("dog", "REPLACE", "do") → "dog"; landedDraft("dog", "REPLACE", "dog") → null; landedDraft("dog", "POP", "cat") → null
 */
export function landedDraft(draft: string | null, navigationType: NavigationType, q: string): string | null {
  if (draft === null || navigationType !== NavigationType.Replace || q === draft) return null
  return draft
}

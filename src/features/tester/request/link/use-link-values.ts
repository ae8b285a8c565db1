import { useEffect, useRef, useState } from "react"
import { useSearchParams } from "react-router"
import { depthState, readDepth } from "../../tester-depth"
import { readLinkValues, writeLinkValues } from "./tester-link"
import { NO_MARKED_NAMES } from "../auth/typed-secrets"

/** The values the tester opens with, from the link's own (an opened API's examples: parameters/parameter-fields.ts openingValues). */
type Opening = (fromLink: Record<string, string>) => Record<string, string>

const keep: Opening = (fromLink) => fromLink

/**
 * The tester's typed values, kept in the URL (`?endpoint=1&p.id=5`) so a link or a reload opens them again
 * (docs/testing-links-and-history.md). `{ values, setValue, setMany, commit, replaceAll }`:
 * - the first keystroke after a commit pushes a browser history entry and later keystrokes replace it, so Back
 *   undoes one field edit at a time instead of one character;
 * - `commit()` (leaving a field, sending) ends that edit;
 * - Back/Forward (`popstate`) put the URL's values back into the fields;
 * - 'Back to API Details' (leaveTester) goes back past the pushed entries before closing the tester.
 * Values are held in state too, so typing never waits for the router. The key (`apiKey`, given with each change:
 * which key applies depends on the values themselves, lib/api-keys.ts requestKeySlot) is masked out of the URL.
 * `opening` gives the values a link without any opens with (an opened API's examples); they reach the URL with the
 * first edit or Send, and a reload of a link without values opens with them again. `marked`: the parameters the
 * document marks as credentials (typed-secrets.ts markedNames), kept out of the URL as those named like one are.
 */
export function useLinkValues(
  names: readonly string[],
  opening: Opening = keep,
  marked: ReadonlySet<string> = NO_MARKED_NAMES,
) {
  const [searchParams, setSearchParams] = useSearchParams()
  const [values, setValues] = useState<Record<string, string>>(() =>
    opening(readLinkValues(searchParams, names, marked)),
  )
  // The latest marks, for Back/Forward (they follow `names`: both come from the endpoint).
  const markedRef = useRef(marked)
  useEffect(() => {
    markedRef.current = marked
  })
  // The latest `opening`, for Back/Forward to an entry without values (the tester as it opened).
  const openingRef = useRef(opening)
  useEffect(() => {
    openingRef.current = opening
  })
  const isEditing = useRef(false)
  const nameList = JSON.stringify(names)

  // On Back/Forward the address bar already shows the entry's URL when `popstate` fires: read the values from it.
  // (A listener rather than React Router's navigation type keeps that hook out of every page's first load.)
  useEffect(() => {
    const known = JSON.parse(nameList) as string[]
    function handlePopState() {
      isEditing.current = false
      setValues(
        openingRef.current(readLinkValues(new URLSearchParams(window.location.search), known, markedRef.current)),
      )
    }
    window.addEventListener("popstate", handlePopState)
    return () => window.removeEventListener("popstate", handlePopState)
  }, [nameList])

  function write(next: Record<string, string>, push: boolean, apiKey: string) {
    // Each pushed entry counts one deeper, so leaving the tester can go back past all of them (leaveTester).
    const depth = readDepth(window.history.state)
    setValues(next)
    setSearchParams((current) => writeLinkValues(current, next, names, apiKey, marked), {
      replace: !push,
      preventScrollReset: true,
      state: depthState(push ? depth + 1 : depth),
    })
  }

  function setValue(name: string, value: string, apiKey: string) {
    write({ ...values, [name]: value }, !isEditing.current, apiKey)
    isEditing.current = true
  }

  /** Several values at once, as one edit (an opened API's media type and its body). */
  function setMany(changes: Record<string, string>, apiKey: string) {
    write({ ...values, ...changes }, !isEditing.current, apiKey)
    isEditing.current = true
  }

  function commit() {
    isEditing.current = false
  }

  /** All values at once (restoring a history entry), as one new browser history entry. */
  function replaceAll(next: Record<string, string>, apiKey: string) {
    isEditing.current = false
    const kept = writeLinkValues(new URLSearchParams(), next, names, apiKey, marked)
    write(readLinkValues(kept, names, marked), true, apiKey)
  }

  return { values, setValue, setMany, commit, replaceAll }
}

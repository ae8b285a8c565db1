import { useCallback, useState } from "react"

// The scheme chosen per API, for this page's life: opening another endpoint of the same API keeps it. Never stored:
// it is no secret, but a choice made once per visit is cheap to make again.
const chosenSchemes = new Map<string, number>()

/** The index of the chosen scheme of `apiId`'s key choices (request/auth/auth-choice.ts): `{ index, choose }`. */
export function useAuthChoice(apiId: string) {
  const [index, setIndex] = useState(() => chosenSchemes.get(apiId) ?? 0)
  const choose = useCallback(
    (next: number) => {
      chosenSchemes.set(apiId, next)
      setIndex(next)
    },
    [apiId],
  )
  return { index, choose }
}

import { useEffect, useState } from "react"
import type { Api } from "@/data/api-schema"
import type { CatalogueSignIn } from "./catalogue-sign-in"

/**
 * A catalogue `oauth` entry's sign-in (catalogue-sign-in.ts), loaded with the providers' data only for such an entry:
 * the other testers never download it. Undefined until loaded, and for every other API.
 */
export function useCatalogueSignIn(api: Pick<Api, "id" | "auth" | "source">): CatalogueSignIn | undefined {
  const isCatalogueOAuth = api.source.kind === "catalogue" && api.auth === "oauth"
  const [loaded, setLoaded] = useState<{ id: string; signIn: CatalogueSignIn | undefined }>()
  useEffect(() => {
    if (!isCatalogueOAuth) return
    let isCurrent = true
    import("./catalogue-sign-in").then(
      ({ catalogueSignInOf }) => {
        if (isCurrent) setLoaded({ id: api.id, signIn: catalogueSignInOf(api.id) })
      },
      // Offline before the chunk was cached: the key field stays as it is, for a pasted token.
      () => {},
    )
    return () => {
      isCurrent = false
    }
  }, [isCatalogueOAuth, api.id])
  return isCatalogueOAuth && loaded?.id === api.id ? loaded.signIn : undefined
}

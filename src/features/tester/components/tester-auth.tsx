import type { RefObject } from "react"
import type { Tester } from "../model/use-tester"
import { authChoiceLabel } from "../request/auth/auth-choice"
import { ApiKeyField } from "../request/auth/components/api-key-field"
import { CatalogueOAuthNote } from "../sign-in/components/catalogue-oauth-note"
import { SignInLauncher } from "../sign-in/components/sign-in-launcher"

type TesterAuthProps = { t: Tester; idPrefix: string; formId: string; keyRef: RefObject<HTMLInputElement | null> }

/**
 * Authentication, directly under the request bar: the key field (its inputs belong to the form, so Enter sends), the
 * Scheme picker when the endpoint documents several, and OAuth sign-in whose token becomes the key (docs/oauth.md).
 */
export function TesterAuth({ t, idPrefix, formId, keyRef }: TesterAuthProps) {
  const { api, shape, target, key } = t
  if (!target.hasKeyField) return null
  return (
    <>
      <ApiKeyField
        idPrefix={idPrefix}
        formId={formId}
        schemes={
          shape.schemes.length > 1
            ? { labels: shape.schemes.map(authChoiceLabel), chosen: t.schemeIndex, onChoose: t.actions.chooseScheme }
            : undefined
        }
        api={api}
        endpoint={shape.keyed}
        apiKey={key.apiKey}
        origin={target.keyOrigin}
        otherOrigins={key.otherOrigins}
        isRemembered={key.isRemembered}
        onKeyChange={key.setApiKey}
        onRememberedChange={key.setRemembered}
        onForgetAll={key.forgetAllKeys}
        keyRef={keyRef}
      />
      {shape.placement?.in === "bearer" && t.oauthSchemes.length > 0 && (
        <SignInLauncher
          idPrefix={idPrefix}
          schemes={t.oauthSchemes}
          hasToken={key.apiKey !== ""}
          onToken={key.setApiKey}
          onSignOut={() => key.setApiKey("")}
          keySlot={target.keySlot}
          isRemembered={key.isRemembered}
        />
      )}
      {t.catalogueAuth && <CatalogueOAuthNote signIn={t.catalogueAuth} apiName={api.name} />}
    </>
  )
}

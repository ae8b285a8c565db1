import type { Parameter } from "@/data/api-schema"
import { encodeFormComponent } from "@/lib/request-body/encode-form"

// The catalogue's form bodies (docs/behaviour.md): Twilio's message, Stripe's PaymentIntent and PayPal's token take their
// fields as application/x-www-form-urlencoded, so those parameters are declared `in: "form"` and go there — never
// into the query string, whose rule (docs/behaviour.md §7) stays as it is for every other parameter.

export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded"

/** The line under a form field (field-hint.ts). */
export const FORM_FIELD_HINT = `Sent in the request body as a form field (${FORM_CONTENT_TYPE}), not in the URL.`

/**
 * The form body of the typed values of the `in: "form"` parameters, in declaration order, each as `name=value`
 * encoded as a form is (a space as `+`); empty values are skipped as the URL builder skips them. Undefined when no
 * form value is typed: the request is then the spec's default one, without a body.
 * formBody([{ name: "To", in: "form", … }, { name: "Body", in: "form", … }], { To: "+1555", Body: "Hi there" })
 *   → "To=%2B1555&Body=Hi+there"
 */
export function formBody(
  parameters: readonly Pick<Parameter, "name" | "in">[],
  values: Readonly<Record<string, string>>,
): string | undefined {
  const pairs = parameters.flatMap((p) => {
    const value = p.in === "form" && Object.hasOwn(values, p.name) ? (values[p.name] ?? "") : ""
    return value === "" ? [] : [`${encodeFormComponent(p.name)}=${encodeFormComponent(value)}`]
  })
  return pairs.length === 0 ? undefined : pairs.join("&")
}

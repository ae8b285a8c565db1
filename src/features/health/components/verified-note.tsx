import { verifiedText, type VerifiedSummary } from "../verified-text"

/** The maintainer's last browser verification of this API (build time), or nothing. */
export function VerifiedNote({ verified }: { verified?: VerifiedSummary | null }) {
  if (!verified) return null
  return <p className="text-sm text-muted-foreground">{verifiedText(verified)}</p>
}

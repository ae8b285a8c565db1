import { paths } from "@/config/paths"

export type PricingTier = {
  name: string
  price: string
  period?: string
  features: readonly string[]
  cta: { label: string; href: string }
  isHighlighted?: boolean
}

/** docs/behaviour.md §9. Display only: no plan is enforced (docs/behaviour.md §6), and the Pro payment call is not specified (§7). */
export const PRICING_TIERS: readonly PricingTier[] = [
  {
    name: "Free",
    price: "$0",
    period: "per month",
    features: ["Basic API discovery", "Limited API calls", "Community support"],
    cta: { label: "Get started", href: paths.signup.getHref() },
  },
  {
    name: "Pro",
    price: "$19",
    period: "per month",
    features: ["Unlimited API calls", "Team collaboration", "Priority support", "Custom integrations"],
    cta: { label: "Subscribe with Polar", href: "#" },
    isHighlighted: true,
  },
  {
    name: "Enterprise",
    price: "Custom",
    features: ["Dedicated support", "SLA guarantees", "Custom solutions", "On-premise option"],
    cta: { label: "Contact sales", href: paths.contact.getHref() },
  },
]

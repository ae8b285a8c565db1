import { Check } from "lucide-react"
import { Link } from "react-router"
import { buttonVariants } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { cn } from "@/lib/cn"
import { PRICING_TIERS } from "../pricing-tiers"

type PricingSectionProps = { headingLevel?: "h1" | "h2" }

export function PricingSection({ headingLevel = "h2" }: PricingSectionProps) {
  const Heading = headingLevel
  // Tier names sit one level below the section heading, so the outline never skips a level (h1 → h2, h2 → h3).
  const TierHeading = headingLevel === "h1" ? "h2" : "h3"
  return (
    <section aria-labelledby="pricing-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <Heading id="pricing-heading" className="text-center text-3xl font-bold tracking-tight">
        Simple, transparent pricing
      </Heading>
      <p className="mx-auto mt-3 max-w-xl text-center text-muted-foreground">
        Browsing and testing are open to everyone. Plans are shown for information; no account is needed today.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {PRICING_TIERS.map((tier) => (
          <li key={tier.name}>
            <Card
              className={cn("flex h-full flex-col p-6", tier.isHighlighted && "border-primary ring-1 ring-primary")}
            >
              <TierHeading className="text-lg font-semibold">{tier.name}</TierHeading>
              <p className="mt-4">
                <span className="text-4xl font-bold">{tier.price}</span>
                {tier.period && <span className="ml-1 text-muted-foreground">{tier.period}</span>}
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {tier.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
              {tier.cta.href === "#" ? (
                // docs/behaviour.md §2: the Pro button is a placeholder link to '#'; the payment call is not specified.
                // eslint-disable-next-line jsx-a11y/anchor-is-valid -- the spec's placeholder href
                <a href="#" className={cn(buttonVariants({ variant: "primary" }), "mt-8 w-full")}>
                  {tier.cta.label}
                </a>
              ) : (
                <Link
                  to={tier.cta.href}
                  className={cn(buttonVariants({ variant: tier.isHighlighted ? "primary" : "outline" }), "mt-8 w-full")}
                >
                  {tier.cta.label}
                </Link>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}

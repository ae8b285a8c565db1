import { routeMeta } from "@/config/meta"
import { PricingSection } from "@/features/pricing/components/pricing-section"

export const meta = () =>
  routeMeta("Pricing", "API Explorer plans: Free, Pro at $19 per month, and Enterprise.", "/pricing")

export default function PricingRoute() {
  return <PricingSection headingLevel="h1" />
}

import { routeMeta } from "@/config/meta"
import { STATIC_PAGE_HANDLE } from "@/config/route-handle"
import { FeatureGrid } from "@/features/landing/components/feature-grid"
import { Hero } from "@/features/landing/components/hero"
import { StartCards } from "@/features/landing/components/start-cards"
import { PricingSection } from "@/features/pricing/components/pricing-section"

export const meta = () =>
  routeMeta(
    "Discover & test public APIs",
    "Search a catalogue of about 70 public web APIs, read their endpoints, send live requests from your browser and copy working code.",
    "/",
  )

// The landing page is static content: it ships without React (see route-handle.ts).
export const handle = STATIC_PAGE_HANDLE

export default function LandingRoute() {
  return (
    <>
      <Hero />
      <StartCards />
      <FeatureGrid />
      <PricingSection />
    </>
  )
}

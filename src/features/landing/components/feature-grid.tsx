import { Compass, FlaskConical, ShieldCheck } from "lucide-react"
import { Card } from "@/components/ui/card"

const FEATURES = [
  {
    title: "API Discovery",
    icon: Compass,
    text: "Search about 70 hand-checked public APIs by name or description, and filter by category, authentication and CORS support.",
  },
  {
    title: "Interactive Testing",
    icon: FlaskConical,
    text: "Fill in an endpoint's parameters, send a live request straight from your browser and read the status, headers and body.",
  },
  {
    title: "Security First",
    icon: ShieldCheck,
    text: "Requests go straight from your browser to the API, never through our servers. Your API keys stay in your browser, for this tab only unless you choose to remember them, and are sent only to that API's own address. Copied code shows YOUR_API_KEY, never your key.",
  },
] as const

export function FeatureGrid() {
  return (
    <section aria-label="Features" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ul className="grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, icon: Icon, text }) => (
          <li key={title}>
            <Card className="h-full p-6">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h2 className="mt-4 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}

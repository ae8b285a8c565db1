import type { BodySchema, JsonValue } from "./body-schema"

// XML text from a value and its schema, for an XML body the document gives no example text for: elements named as
// the schema's `xml.name` says, else by property name; `xml.attribute` properties as attributes; a list as repeated
// elements (inside one more element when `xml.wrapped`).

const MAX_DEPTH = 32

/** Text escaped for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  )
}

/** A valid XML element name from a property name: other characters become "_" ("first name" → "first_name"). */
export function xmlName(name: string): string {
  const cleaned = name.replace(/[^\w.-]/g, "_")
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `_${cleaned}`
}

function scalar(value: JsonValue): string {
  return value === null ? "" : typeof value === "object" ? JSON.stringify(value) : String(value)
}

function element(
  name: string,
  value: JsonValue,
  schema: BodySchema | undefined,
  indent: string,
  depth: number,
): string {
  const tag = xmlName(schema?.xml?.name ?? name)
  if (Array.isArray(value)) {
    const itemName = schema?.items?.xml?.name ?? name
    if (schema?.xml?.wrapped) {
      const inner = value.map((item) => element(itemName, item, schema.items, `${indent}  `, depth + 1)).join("")
      return `${indent}<${tag}>\n${inner}${indent}</${tag}>\n`
    }
    return value.map((item) => element(itemName, item, schema?.items, indent, depth + 1)).join("")
  }
  if (value === null || typeof value !== "object" || depth >= MAX_DEPTH)
    return `${indent}<${tag}>${escapeXml(scalar(value))}</${tag}>\n`
  let attributes = ""
  let children = ""
  for (const [key, item] of Object.entries(value)) {
    const property = schema?.properties && Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined
    if (property?.xml?.attribute && (item === null || typeof item !== "object"))
      attributes += ` ${xmlName(property.xml.name ?? key)}="${escapeXml(scalar(item))}"`
    else children += element(key, item, property, `${indent}  `, depth + 1)
  }
  return children === ""
    ? `${indent}<${tag}${attributes}/>\n`
    : `${indent}<${tag}${attributes}>\n${children}${indent}</${tag}>\n`
}

/**
 * An XML document for `value`: its root element named by the schema (`xml.name`, set by the importer from the
 * schema's component name, "Pet"), else "root".
 * toXml({ id: 1, name: "Rex" }, { xml: { name: "Pet" } })
 *   → '<?xml version="1.0" encoding="UTF-8"?>\n<Pet>\n  <id>1</id>\n  <name>Rex</name>\n</Pet>\n'
 */
export function toXml(value: JsonValue, schema?: BodySchema): string {
  const root = Array.isArray(value)
    ? { xml: { name: schema?.xml?.name ?? "root", wrapped: true as const }, items: schema?.items }
    : schema
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element("root", value, root, "", 0)}`
}

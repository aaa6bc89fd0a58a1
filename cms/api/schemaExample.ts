/** A JSON Schema node as z.toJSONSchema writes one (the parts an example is made from). */
interface SchemaNode {
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  default?: unknown
  examples?: unknown[]
  format?: string
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  items?: SchemaNode
  prefixItems?: SchemaNode[]
  properties?: Record<string, SchemaNode>
  additionalProperties?: SchemaNode | boolean
  anyOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  allOf?: SchemaNode[]
}

/** Sample text for the string formats the declarations use. */
const FORMATTED: Record<string, string> = {
  email: 'ana@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'date-time': '2026-01-15T09:30:00.000Z',
  date: '2026-01-15',
  uuid: '3f0c8a2e-6d1b-4c3a-9e5f-2b7d4a1c8e90',
}

function stringExample(node: SchemaNode): string {
  const text = (node.format && FORMATTED[node.format]) ?? 'example'
  const min = node.minLength ?? 0
  return (text.length < min ? text.padEnd(min, 'x') : text).slice(0, node.maxLength ?? Infinity)
}

function numberExample(node: SchemaNode, integer: boolean): number {
  const low = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined)
  const value = low ?? Math.min(node.maximum ?? 1, 1)
  return integer ? Math.ceil(value) : value
}

/**
 * An example value of a JSON Schema: its own example, const, default or first allowed value where it names one,
 * else a value of its type within its bounds (every property of an object, one item of a list). What it cannot
 * make (a pattern's text) the contract's schema names itself (`.meta({ examples })`); the document's test checks every example
 * against its schema.
 */
export function schemaExample(node: SchemaNode | boolean | undefined): unknown {
  if (typeof node !== 'object') return null
  if (node.examples?.length) return node.examples[0]
  if ('const' in node) return node.const
  if (node.enum?.length) return node.enum[0]
  if (node.default !== undefined) return node.default
  const choice = node.anyOf ?? node.oneOf
  // A value rather than null or an empty text: an optional link's example is a link.
  if (choice?.length) return schemaExample(choice.find((each) => each.type !== 'null' && each.const !== '') ?? choice[0])
  if (node.allOf?.length) return Object.assign({}, ...node.allOf.map((each) => schemaExample(each) as object))
  const type = Array.isArray(node.type) ? node.type.find((each) => each !== 'null') : node.type
  switch (type) {
    case 'string':
      return stringExample(node)
    case 'integer':
    case 'number':
      return numberExample(node, type === 'integer')
    case 'boolean':
      return true
    case 'null':
      return null
    case 'array':
      if (node.prefixItems) return node.prefixItems.map(schemaExample)
      return Array.from({ length: Math.max(1, node.minItems ?? 1) }, () => schemaExample(node.items))
    case 'object':
    default:
      if (!node.properties && typeof node.additionalProperties === 'object') return { key: schemaExample(node.additionalProperties) }
      return Object.fromEntries(Object.entries(node.properties ?? {}).map(([name, property]) => [name, schemaExample(property)]))
  }
}

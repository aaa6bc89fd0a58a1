import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/** An answer as it was seen: the operation it belongs to (its method and the document's path template) and what came back. */
export interface SeenAnswer {
  method: string
  /** The declared path (`/api/jobs/:slug`) or the document's (`/api/jobs/{slug}`). */
  path: string
  status: number
  contentType: string | null
  text: string
}

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>
}

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

/**
 * Checks answers against an OpenAPI 3.1 document with a maintained JSON Schema validator (ajv, draft 2020-12,
 * with ajv-formats): the status must be one the operation lists, a JSON answer must match that status's schema,
 * and an answer of another type must be of the type the status names. Each mismatch says which and why.
 */
export function createDocumentCheck(document: { paths: Record<string, Record<string, object>> }) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema(document, 'openapi.json')
  const validators = new Map<string, ReturnType<typeof ajv.compile>>()
  const validatorOf = (ref: string) => {
    let validate = validators.get(ref)
    if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: ref })))
    return validate
  }
  const mismatches: string[] = []
  let checked = 0

  function mismatchOf(answer: SeenAnswer): string | null {
    const path = answer.path.replace(/:(\w+)/g, '{$1}')
    const method = answer.method.toLowerCase() === 'head' && !document.paths[path]?.head ? 'get' : answer.method.toLowerCase()
    const operation = document.paths[path]?.[method] as Operation | undefined
    if (!operation) return 'the document has no such operation'
    const declared = operation.responses?.[String(answer.status)] ?? operation.responses?.default
    if (!declared) return `status ${answer.status} is not declared (declared: ${Object.keys(operation.responses ?? {}).join(', ')})`
    const type = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase()
    const content = declared.content
    if (!content || method === 'head') return null
    if (!content[type]) return `status ${answer.status} answered ${type || 'no content type'}, declared ${Object.keys(content).join(', ')}`
    if (type !== 'application/json' || content[type].schema === undefined) return null
    let body: unknown
    try {
      body = JSON.parse(answer.text)
    } catch {
      return `status ${answer.status} body is not JSON: ${answer.text.slice(0, 120)}`
    }
    const validate = validatorOf(`openapi.json#/${pointer('paths', path, method, 'responses', String(answer.status), 'content', type, 'schema')}`)
    if (validate(body)) return null
    const errors = (validate.errors ?? []).slice(0, 4).map((error) => `${error.instancePath || '(body)'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`)
    return `status ${answer.status} body outside its schema: ${errors.join('; ')}`
  }

  return {
    /** Checks one answer; a mismatch is kept (with the request it answered) for `mismatches`. */
    check(answer: SeenAnswer, request = `${answer.method} ${answer.path}`): void {
      checked += 1
      const why = mismatchOf(answer)
      if (why) mismatches.push(`${request}: ${why}`)
    },
    /** Counts an answer that never arrived (the request threw) as a mismatch. */
    failed(request: string, why: string): void {
      checked += 1
      mismatches.push(`${request}: ${why}`)
    },
    get checked() {
      return checked
    },
    mismatches,
  }
}

/** What a response is, for the check (reads a clone). */
export async function seen(method: string, path: string, response: Response): Promise<SeenAnswer> {
  return { method, path, status: response.status, contentType: response.headers.get('content-type'), text: await response.clone().text() }
}

import { z } from 'zod'

/** GET /api/categories: a bare array; `count` is the live jobs its page lists. */
const categoryItemSchema = z.object({ id: z.number(), slug: z.string(), name: z.string(), count: z.number().int().nonnegative() })
export const categoryListSchema = z.array(categoryItemSchema)
export type CategoryItem = z.infer<typeof categoryItemSchema>

/** GET /api/locations: a bare array; region is null for locations shown under "Global"; `count` as its page lists. */
const locationItemSchema = categoryItemSchema.extend({ region: z.string().nullable() })
export const locationListSchema = z.array(locationItemSchema)
export type LocationItem = z.infer<typeof locationItemSchema>

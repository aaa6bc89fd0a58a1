import { z } from 'zod'

/** GET /api/categories: a bare array. */
const categoryItemSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() })
export const categoryListSchema = z.array(categoryItemSchema)
export type CategoryItem = z.infer<typeof categoryItemSchema>

/** GET /api/locations: a bare array; region is null for locations shown under "Global". */
const locationItemSchema = categoryItemSchema.extend({ region: z.string().nullable() })
export const locationListSchema = z.array(locationItemSchema)
export type LocationItem = z.infer<typeof locationItemSchema>

import type { Payload } from 'payload'
import type { CategoryItem, LocationItem } from '../contract/taxonomy'

export async function listCategories(payload: Payload): Promise<CategoryItem[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    pagination: false,
    sort: 'name',
    depth: 0,
    select: { slug: true, name: true },
  })
  return docs.map(({ id, slug, name }) => ({ id, slug, name }))
}

export async function listLocations(payload: Payload): Promise<LocationItem[]> {
  const { docs } = await payload.find({
    collection: 'locations',
    pagination: false,
    sort: 'name',
    depth: 0,
    select: { slug: true, name: true, region: true },
  })
  return docs.map(({ id, slug, name, region }) => ({ id, slug, name, region: region ?? null }))
}

import type { Payload } from 'payload'
import { TOOLKIT_TAB_IDS, type ToolkitTool } from '@cms/contract/toolkit'

/** Every toolkit tool, grouped in tab order, each tab by the editors' order then name. */
export async function listToolkitTools(payload: Payload): Promise<ToolkitTool[]> {
  const { docs } = await payload.find({ collection: 'toolkit-tools', pagination: false, depth: 0, sort: ['order', 'name'] })
  const tabIndex = (tab: string) => TOOLKIT_TAB_IDS.indexOf(tab as (typeof TOOLKIT_TAB_IDS)[number])
  return docs
    .map((doc) => ({
      id: doc.id,
      tab: doc.tab,
      name: doc.name,
      description: doc.description,
      price: doc.price,
      features: (doc.features ?? '').split('\n').map((line) => line.trim()).filter(Boolean),
      url: doc.url,
      badge: doc.badge || null,
    }))
    .sort((a, b) => tabIndex(a.tab) - tabIndex(b.tab))
}

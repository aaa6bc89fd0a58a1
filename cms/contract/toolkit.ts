import { z } from 'zod'

/** The toolkit's tabs, in display order; productivity is the default. */
export const TOOLKIT_TAB_IDS = ['productivity', 'vpn', 'esim', 'insurance', 'resume', 'security', 'learning', 'finance'] as const
export type ToolkitTabId = (typeof TOOLKIT_TAB_IDS)[number]

/** One tool card; `url` is the partner's (affiliate) link, opened in a new tab. */
const toolkitToolSchema = z.object({
  id: z.number(),
  tab: z.enum(TOOLKIT_TAB_IDS),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  features: z.array(z.string()),
  url: z.string(),
  badge: z.string().nullable(),
})
export type ToolkitTool = z.infer<typeof toolkitToolSchema>

/** GET /api/toolkit/tools: every tool editors keep in the CMS, by tab order then their own order. */
export const toolkitToolListSchema = z.object({ tools: z.array(toolkitToolSchema) })
export type ToolkitToolList = z.infer<typeof toolkitToolListSchema>

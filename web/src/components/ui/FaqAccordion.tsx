import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import type { ReactNode } from 'react'

export interface FaqAccordionItem {
  id: string
  question: string
  answer: ReactNode
}

/**
 * Questions and answers with one item open at a time; the open one can be closed again. Each question is a heading
 * one level below the section it sits in (`headingLevel`: 2 right under a page's h1, 3 under an h2), so no level is skipped.
 */
export function FaqAccordion({ items, className = '', headingLevel = 3 }: { items: FaqAccordionItem[]; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Accordion.Root type="single" collapsible className={`divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white ${className}`}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id}>
          <Accordion.Header asChild>
            <Heading>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
                {item.question}
                <ChevronDown size={18} className="shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}

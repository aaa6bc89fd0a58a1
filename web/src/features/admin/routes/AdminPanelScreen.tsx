import { FileText } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { Link } from 'react-router-dom'
import { ApiManagementTab } from '../components/ApiManagementTab'
import { NewsletterTab } from '../components/NewsletterTab'
import { Card } from '@web/components/ui/Card'

const TAB = 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm'

function ManageGuideButton() {
  return (
    <Link to="/admin/guide" className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
      <FileText size={16} aria-hidden />
      Manage Guide PDF
    </Link>
  )
}

function ComingSoon({ title }: { title: string }) {
  return (
    <Card title={title}>
      <p className="text-sm text-slate-600">This feature is coming in a future update.</p>
    </Card>
  )
}

/** /admin: provider integrations, newsletter count, placeholders. */
export default function AdminPanelScreen() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Admin Panel</h1>
          <p className="mt-1 text-slate-600">Manage system settings and external integrations</p>
        </div>
        <ManageGuideButton />
      </div>

      <Tabs.Root defaultValue="api" className="mt-8">
        <Tabs.List aria-label="Admin sections" className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="api" className={TAB}>
            API Management
          </Tabs.Trigger>
          <Tabs.Trigger value="newsletter" className={TAB}>
            Newsletter
          </Tabs.Trigger>
          <Tabs.Trigger value="users" className={TAB}>
            User Management
          </Tabs.Trigger>
          <Tabs.Trigger value="system" className={TAB}>
            System Settings
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="api" className="mt-6">
          <ApiManagementTab />
        </Tabs.Content>
        <Tabs.Content value="newsletter" className="mt-6">
          <NewsletterTab />
        </Tabs.Content>
        <Tabs.Content value="users" className="mt-6">
          <ComingSoon title="User Management" />
        </Tabs.Content>
        <Tabs.Content value="system" className="mt-6">
          <ComingSoon title="System Settings" />
        </Tabs.Content>
      </Tabs.Root>

      <div className="mt-10 flex justify-center">
        <ManageGuideButton />
      </div>
    </div>
  )
}

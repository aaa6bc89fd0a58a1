import { FileText } from 'lucide-react'
import { Link } from 'react-router-dom'
import { ApiManagementTab } from '../components/ApiManagementTab'
import { NewsletterTab } from '../components/NewsletterTab'
import { Card } from '@web/components/ui/Card'
import { Tab, TabList, TabPanel, Tabs } from '@web/components/ui/Tabs'

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

      <Tabs look="segmented" defaultValue="api" className="mt-8">
        <TabList aria-label="Admin sections">
          <Tab value="api">
            API Management
          </Tab>
          <Tab value="newsletter">
            Newsletter
          </Tab>
          <Tab value="users">
            User Management
          </Tab>
          <Tab value="system">
            System Settings
          </Tab>
        </TabList>
        <TabPanel value="api" className="mt-6">
          <ApiManagementTab />
        </TabPanel>
        <TabPanel value="newsletter" className="mt-6">
          <NewsletterTab />
        </TabPanel>
        <TabPanel value="users" className="mt-6">
          <ComingSoon title="User Management" />
        </TabPanel>
        <TabPanel value="system" className="mt-6">
          <ComingSoon title="System Settings" />
        </TabPanel>
      </Tabs>

      <div className="mt-10 flex justify-center">
        <ManageGuideButton />
      </div>
    </div>
  )
}

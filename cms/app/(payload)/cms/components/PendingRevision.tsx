'use client'
import { useField, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { revisionChanges } from './revisionChanges'

const cell = { padding: '6px 10px', borderTop: '1px solid var(--theme-elevation-150)', verticalAlign: 'top' as const, whiteSpace: 'pre-wrap' as const }

/**
 * A live post's pending edit, shown as what it changes (field, live now, after approval) instead of Payload's JSON
 * editor, which loads from a CDN and showed an empty grey box. Read-only: staff decide in the sidebar.
 */
export const PendingRevision: JSONFieldClientComponent = ({ path, field }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const fields = useFormFields(([state]) => state)
  const changes = revisionChanges(value, (name) => fields[name]?.value)
  const description = typeof field.admin?.description === 'string' ? field.admin.description : null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field)' }}>
      <span className="field-label">Pending edit</span>
      {value === null || value === undefined ? (
        <p>No edit is waiting for approval.</p>
      ) : changes.length === 0 ? (
        <p>An edit is waiting for approval; it changes nothing the live job shows.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse', border: '1px solid var(--theme-elevation-150)' }}>
          <thead>
            <tr style={{ background: 'var(--theme-elevation-50)', textAlign: 'left' }}>
              <th style={cell}>Field</th>
              <th style={cell}>Live now</th>
              <th style={cell}>After approval</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.label}>
                <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                  {change.label}
                </th>
                <td style={cell}>{change.now}</td>
                <td style={{ ...cell, background: 'var(--theme-success-50)' }}>{change.pending}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {description && <p className="field-description">{description}</p>}
    </div>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from '@web/components/ui/useToast'
import { useUpdateProfile } from '@web/features/accounts/api/updateProfile'
import { GENDER_LABELS, profileSchema } from '../formSchemas'
import type { Gender, SessionUser } from '@cms/contract/accounts'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'
import { GenderSelect } from './FormControls'

/** 'Member Since' is fixed; a save takes at least 500 ms (the spec's feel) and is stored on the server. */
export const MEMBER_SINCE = 'March 2024'
export const MIN_SAVE_MS = 500

interface ProfileValues {
  fullName?: string
  location?: string
  gender?: Gender | ''
}

/** One line of the account's details. */
export function ProfileRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-3 gap-4 border-b border-slate-100 py-3 text-sm last:border-0">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="col-span-2 text-slate-900">{value}</dd>
    </div>
  )
}

/** The Profile tab: view mode with Edit Profile, and the edit form (fullName, location, gender). */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
  const save = useUpdateProfile()
  const shown: ProfileValues = { fullName: user.fullName ?? '', location: user.location ?? '', gender: user.gender ?? '' }
  const form = useForm({ resolver: zodResolver(profileSchema), defaultValues: shown })

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true)
    try {
      await Promise.all([save.mutateAsync(values), new Promise((resolve) => setTimeout(resolve, MIN_SAVE_MS))])
      setEditing(false)
      toast({ title: 'Profile updated', description: 'Your profile has been updated successfully' })
    } catch {
      toast({ title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  })

  if (!editing) {
    return (
      <div>
        <dl>
          <ProfileRow label="Full Name" value={shown.fullName || 'Not set'} />
          <ProfileRow label="Email" value={user.email} />
          <ProfileRow label="Username" value={user.username || 'Not set'} />
          <ProfileRow label="Location" value={shown.location || 'Not set'} />
          <ProfileRow label="Gender" value={shown.gender ? GENDER_LABELS[shown.gender] : 'Not set'} />
          <ProfileRow label="Member Since" value={MEMBER_SINCE} />
        </dl>
        <Button
          onClick={() => {
            form.reset(shown)
            setEditing(true)
          }}
          className="mt-4"
        >
          Edit Profile
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <TextField label="Full Name" autoComplete="name" {...form.register('fullName')} />
      <TextField label="Location" placeholder="City, Country" {...form.register('location')} />
      <Controller control={form.control} name="gender" render={({ field }) => <GenderSelect value={field.value} onChange={field.onChange} />} />
      <div className="flex gap-3">
        <Button type="submit" busy={saving} busyLabel="Saving...">
          Save Changes
        </Button>
        <Button variant="outline" disabled={saving} onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

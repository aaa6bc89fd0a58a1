import { Bookmark, LogOut, Settings, Shield, User } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from '@web/components/ui/useToast'
import { useLogout } from '@web/lib/session/logout'
import { avatarInitials } from '@web/lib/session/avatarInitials'
import type { SessionUser } from '@cms/contract/accounts'

function Item({ icon, children, onSelect }: { icon: ReactNode; children: ReactNode; onSelect: () => void }) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  )
}

/** The signed-in header control (spec 1 §2): initials, name, e-mail and the account entries. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate()
  const logout = useLogout()
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out', description: 'You have been logged out successfully.' })
        navigate('/')
      },
      // Spec 1 §8: a logout error is only logged (the local session is cleared anyway).
      onError: (error) => console.error('Logout failed', error),
    })
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
      >
        {avatarInitials(user.fullName)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <div className="px-2 py-1.5">
            <p className="text-sm font-semibold">{user.fullName || 'User'}</p>
            <p className="text-xs text-slate-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <Item icon={<User size={16} />} onSelect={() => navigate('/profile')}>Profile</Item>
          <Item icon={<Bookmark size={16} />} onSelect={() => navigate('/saved-jobs')}>Saved Jobs</Item>
          <Item icon={<Settings size={16} />} onSelect={() => navigate('/settings')}>Settings</Item>
          {user.role === 'admin' && (
            <Item icon={<Shield size={16} />} onSelect={() => navigate('/admin')}>Admin Panel</Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <Item icon={<LogOut size={16} />} onSelect={onLogout}>Logout</Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

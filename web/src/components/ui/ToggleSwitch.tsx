import { Switch } from 'radix-ui'

/** An on/off switch (Radix's, a `role="switch"` button) in the admin pages' look; `label` is its accessible name. */
export function ToggleSwitch({ checked, onCheckedChange, label, disabled }: { checked: boolean; onCheckedChange: (next: boolean) => void; label: string; disabled?: boolean }) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      aria-label={label}
      className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors disabled:opacity-60 data-[state=checked]:bg-brand-600"
    >
      <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </Switch.Root>
  )
}

import type { TextField, TextFieldSingleValidation } from 'payload'
import { slugify } from '@cms/contract/slugify'

/**
 * A unique, indexed slug filled from another field when the editor leaves it empty,
 * so every public URL (/jobs/{slug}, /blog/post/{slug}, ...) is stable and readable.
 */
export function slugField(sourceField: string, { description, validate }: { description?: string; validate?: TextFieldSingleValidation } = {}): TextField {
  return {
    validate,
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: description ?? `Filled from ${sourceField} when left empty.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const source = data?.[sourceField]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}

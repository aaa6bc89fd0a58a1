import type { Access } from 'payload'
import { canEditContent } from './canEditContent'

/** Only people who may edit content: drafts (versions) and edit locks follow this rule. */
export const contentEditors: Access = ({ req }) => canEditContent(req.user)

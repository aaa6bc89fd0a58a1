import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode, REMOVE_LIST_COMMAND, $isListNode } from '@lexical/list'
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils'
import { $createParagraphNode, $getRoot, $getSelection, $isElementNode, $isRangeSelection, FORMAT_TEXT_COMMAND, type EditorState, type LexicalEditor, type ParagraphNode } from 'lexical'
import { Bold, Italic, Link2, List, ListOrdered } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'

const theme = {
  paragraph: 'mb-2',
  text: { bold: 'font-semibold', italic: 'italic' },
  list: { ul: 'ml-5 list-disc', ol: 'ml-5 list-decimal', listitem: 'mb-1' },
  link: 'text-brand-700 underline',
}

/** Only http(s) and mailto links; anything else is not made a link (the server's allow-list says the same). */
const validUrl = (url: string) => /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i.test(url.trim())

interface Marks {
  bold: boolean
  italic: boolean
  list: 'bullet' | 'number' | null
  link: boolean
}

function readMarks(): Marks {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return { bold: false, italic: false, list: null, link: false }
  const anchor = selection.anchor.getNode()
  const list = $getNearestNodeOfType(anchor, ListNode)
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
    link: Boolean($findMatchingParent(anchor, $isLinkNode)),
  }
}

function ToolButton({ label, pressed, onClick, children }: { label: string; pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keep the editor's selection: a mouse-down on the button would otherwise move focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 ${pressed ? 'bg-brand-100 text-brand-800' : ''}`}
    >
      {children}
    </button>
  )
}

/** Bold, italic, bulleted and numbered lists, links. */
function Toolbar() {
  const [editor] = useLexicalComposerContext()
  const [marks, setMarks] = useState<Marks>({ bold: false, italic: false, list: null, link: false })
  useEffect(() => editor.registerUpdateListener(({ editorState }) => setMarks(editorState.read(readMarks))), [editor])
  const toggleList = (type: 'bullet' | 'number') =>
    editor.dispatchCommand(marks.list === type ? REMOVE_LIST_COMMAND : type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined)
  const toggleLink = () => {
    if (marks.link) return editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)
    const url = window.prompt('Link address (https://… or mailto:…)')?.trim()
    if (url && validUrl(url)) editor.dispatchCommand(TOGGLE_LINK_COMMAND, url)
  }
  return (
    <div role="toolbar" aria-label="Formatting" className="flex gap-1 border-b border-slate-200 p-1">
      <ToolButton label="Bold" pressed={marks.bold} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <Bold size={16} aria-hidden />
      </ToolButton>
      <ToolButton label="Italic" pressed={marks.italic} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        <Italic size={16} aria-hidden />
      </ToolButton>
      <ToolButton label="Bulleted list" pressed={marks.list === 'bullet'} onClick={() => toggleList('bullet')}>
        <List size={16} aria-hidden />
      </ToolButton>
      <ToolButton label="Numbered list" pressed={marks.list === 'number'} onClick={() => toggleList('number')}>
        <ListOrdered size={16} aria-hidden />
      </ToolButton>
      <ToolButton label="Link" pressed={marks.link} onClick={toggleLink}>
        <Link2 size={16} aria-hidden />
      </ToolButton>
    </div>
  )
}

/** Loads HTML given from outside (a restored draft, an edit) once, when the editor starts. */
function InitialHtml({ html }: { html: string }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    if (!html) return
    // Appended without a selection, so loading a draft does not move the page's focus into the editor.
    editor.update(() => {
      const root = $getRoot().clear()
      let paragraph: ParagraphNode | null = null
      for (const node of $generateNodesFromDOM(editor, new DOMParser().parseFromString(html, 'text/html'))) {
        if ($isElementNode(node) && !node.isInline()) {
          root.append(node)
          paragraph = null
        } else {
          if (!paragraph) root.append((paragraph = $createParagraphNode()))
          paragraph.append(node)
        }
      }
    })
    // Only the first value: later values are the editor's own output.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor])
  return null
}

interface RichTextEditorProps {
  id: string
  /** The HTML to start from. */
  initialHtml: string
  onChange: (html: string) => void
  onBlur?: () => void
  invalid?: boolean
  describedBy?: string
  labelledBy: string
}

/**
 * The description's editor (Lexical): a small toolbar and an editable area that hands its content on as HTML.
 * The server keeps only its allow-list of that HTML.
 */
export function RichTextEditor({ id, initialHtml, onChange, onBlur, invalid, describedBy, labelledBy }: RichTextEditorProps) {
  const config: InitialConfigType = { namespace: 'job-description', theme, nodes: [ListNode, ListItemNode, LinkNode], onError: (error) => console.error(error) }
  // The HTML is read inside the editor's read, and handed on after it (the form's update must not run inside it).
  const change = (state: EditorState, editor: LexicalEditor) => onChange(state.read(() => ($getRoot().getTextContent().trim() ? $generateHtmlFromNodes(editor, null) : '')))
  return (
    <LexicalComposer initialConfig={config}>
      <div className={`rounded-lg border bg-white shadow-sm ${invalid ? 'border-red-500' : 'border-slate-300'}`}>
        <Toolbar />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                aria-labelledby={labelledBy}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-multiline
                onBlur={onBlur}
                className="min-h-48 px-3 py-2 text-sm text-slate-900"
                aria-placeholder="What the job is, what the person will do, what you offer."
                placeholder={<p className="pointer-events-none absolute top-2 left-3 text-sm text-slate-500">What the job is, what the person will do, what you offer.</p>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={validUrl} />
      <OnChangePlugin onChange={change} ignoreSelectionChange />
      <InitialHtml html={initialHtml} />
    </LexicalComposer>
  )
}

import type { Plugin } from 'vite'

/** The tags Vite writes into the built index.html for the entry chunk and the chunks it imports. */
const SCRIPT_TAGS = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * Moves the built page's scripts out of the head into an inline loader that adds them once the page has
 * painted. The server's HTML is the whole page, so the text should not wait for JavaScript: on a phone's slow
 * connection the ~130 KB of scripts otherwise share the bandwidth with the HTML and the stylesheet and hold the
 * first paint back by about a second. The scripts then load and hydrate right after; a hidden tab (which
 * does not paint) loads them at once.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const entries: string[] = []
  const preloads: string[] = []
  const withoutScripts = html.replace(SCRIPT_TAGS, (_tag, entry?: string, preload?: string) => {
    if (entry) entries.push(entry)
    if (preload) preloads.push(preload)
    return ''
  })
  if (entries.length !== 1) throw new Error(`expected one entry script in index.html, found ${entries.length}`)
  const loader =
    `(()=>{const add=(tag,attrs)=>{const e=document.createElement(tag);for(const k in attrs)e.setAttribute(k,attrs[k]);document.head.appendChild(e)};` +
    `const load=()=>{for(const href of ${JSON.stringify(preloads)})add('link',{rel:'modulepreload',crossorigin:'',href});add('script',{type:'module',crossorigin:'',src:${JSON.stringify(entries[0])}})};` +
    `if(document.visibilityState==='hidden')load();else requestAnimationFrame(()=>setTimeout(load))})()`
  return withoutScripts.replace('</body>', `  <script>${loader}</script>\n  </body>`)
}

/** The build step that applies {@link loadScriptsAfterFirstPaint} once Vite has written its tags. */
export function scriptsAfterFirstPaint(): Plugin {
  return { name: 'nomad:scripts-after-first-paint', apply: 'build', transformIndexHtml: { order: 'post', handler: loadScriptsAfterFirstPaint } }
}

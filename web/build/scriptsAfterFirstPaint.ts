import type { Plugin } from 'vite'
import { SCRIPTS_ON_INTENT_GLOBAL, EARLY_CLICK_GLOBAL, FIRST_INTENT_GLOBAL } from '../../cms/contract/ssr'

/** The tags Vite writes into the built index.html for the entry chunk and the chunks it imports. */
const SCRIPT_TAGS = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * What a visitor does first that says they are about to use the page rather than only read it ('click' alone:
 * a screen reader's activation may send no pointer or key event before it).
 */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click']

/**
 * The page's inline loader, in the browser's own JavaScript (it runs before any of our modules).
 * - On pages the server marked as read-first (SCRIPTS_ON_INTENT_GLOBAL), the scripts wait for the visitor's first
 *   touch, scroll, key or pointer move, or a #hash that may open a dialog; until then the page is the server's
 *   HTML, whose links and forms work without JavaScript. A phone that only reads downloads no script. The
 *   interaction is kept for the app (FIRST_INTENT_GLOBAL): after a scroll it hydrates the shell only.
 * - Elsewhere they are added once the page has painted: the text should not wait for JavaScript, since on a
 *   phone's slow connection ~130 KB of scripts share the bandwidth with the HTML and the stylesheet and held the
 *   first paint back by about a second. A hidden tab (which does not paint) loads them at once.
 * - A button tapped before the app runs does nothing in plain HTML; it is remembered, and the app clicks it
 *   again once hydrated (main.tsx). Submit buttons are left alone: their form works without JavaScript.
 */
function loaderSource(preloads: string[], entry: string): string {
  return `(()=>{
const add=(tag,attrs)=>{const e=document.createElement(tag);for(const k in attrs)e.setAttribute(k,attrs[k]);document.head.appendChild(e)};
let started=false;
const load=()=>{if(started)return;started=true;for(const href of ${JSON.stringify(preloads)})add('link',{rel:'modulepreload',crossorigin:'',href});add('script',{type:'module',crossorigin:'',src:${JSON.stringify(entry)}})};
let early=null;
const remember=(event)=>{const button=event.target instanceof Element&&event.target.closest('button');if(button&&(button.type==='button'||!button.form))early=button};
addEventListener('click',remember,true);
window.${EARLY_CLICK_GLOBAL}=()=>{removeEventListener('click',remember,true);return early};
if(window.${SCRIPTS_ON_INTENT_GLOBAL}&&!location.hash){
const events=${JSON.stringify(INTENT_EVENTS)};
const onIntent=(e)=>{for(const type of events)removeEventListener(type,onIntent,true);window.${FIRST_INTENT_GLOBAL}={type:e.type,pointerType:e.pointerType,target:e.target};load()};
for(const type of events)addEventListener(type,onIntent,{capture:true,passive:true});
}else if(document.visibilityState==='hidden')load();
else requestAnimationFrame(()=>setTimeout(load));
})()`
}

/**
 * Moves the built page's scripts out of the head into an inline loader at the end of the body
 * ({@link loaderSource} says when it adds them).
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
  return withoutScripts.replace('</body>', `  <script>${loaderSource(preloads, entries[0]!)}</script>\n  </body>`)
}

/** The build step that applies {@link loadScriptsAfterFirstPaint} once Vite has written its tags. */
export function scriptsAfterFirstPaint(): Plugin {
  return { name: 'nomad:scripts-after-first-paint', apply: 'build', transformIndexHtml: { order: 'post', handler: loadScriptsAfterFirstPaint } }
}

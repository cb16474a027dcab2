/** The id of the <noscript> that holds the display face's rules on a public page. */
export const DISPLAY_FACE_ID = 'display-face';

/**
 * Set in the visitor's storage once the face has loaded: its file is then in their cache.
 * The privacy policy names it (its "collected" section, backend/src/privacy/default-policy.ts).
 */
const LOADED_KEY = 'prism-display-face';

/**
 * The one script of a public page, in its head (root.tsx). It marks that scripts run
 * (html.js, see styles/theme.css), and starts what the first screen does not need once the
 * page has painted its first content (the Paint Timing entry, then a task; a frame is not
 * enough: a first frame can paint nothing yet):
 *
 * - the display face's rules (styles/display-face.css), from the <noscript> that holds them
 *   for pages read without scripts. The first screen paints in the sized local serif and
 *   the face swaps in when its file arrives, moving nothing (ADR 077). Once the face has
 *   loaded in this browser its file is cached, and later pages add the rules at once, so
 *   they paint in the face itself.
 * - the islands, after the load event as well.
 *
 * A browser without Paint Timing waits for a frame instead; one that never reports the
 * paint (a page opened in a background tab) starts them after three seconds.
 */
export function publicHeadScript(islandScript: string | undefined): string {
  let script = made.get(islandScript);
  if (script === undefined) {
    script = headScript(islandScript);
    made.set(islandScript, script);
  }
  return script;
}

/** The script for each islands' entry (one per process): not made again on every render. */
const made = new Map<string | undefined, string>();

function headScript(islandScript: string | undefined): string {
  const islands = islandScript
    ? `addEventListener('load', function () { painted(function () { import(${JSON.stringify(islandScript)}); }); });`
    : '';
  return `document.documentElement.classList.add('js');
(function () {
  var waiting = [];
  var go = function () { var now = waiting; waiting = null; now.forEach(function (f) { setTimeout(f); }); };
  var painted = function (then) { if (waiting) waiting.push(then); else setTimeout(then); };
  try {
    new PerformanceObserver(function (list, observer) {
      if (waiting && list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); go(); }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(function () { if (waiting) go(); }, 3000);
  } catch (e) { requestAnimationFrame(go); }
  var rules = document.getElementById(${JSON.stringify(DISPLAY_FACE_ID)});
  var addFace = function () {
    document.head.insertAdjacentHTML('beforeend', rules.textContent);
    document.fonts.load('500 1em "Fraunces Variable"').then(function (faces) {
      try { if (faces.length) localStorage.setItem(${JSON.stringify(LOADED_KEY)}, '1'); } catch (e) {}
    });
  };
  var cached = false;
  try { cached = localStorage.getItem(${JSON.stringify(LOADED_KEY)}) === '1'; } catch (e) {}
  if (rules) { if (cached) addFace(); else painted(addFace); }
  ${islands}
})();`.replace(/\n\s*/g, '');
}

/** The admin app's head script: only the html.js mark (it links its own faces, app.css). */
export const appHeadScript = "document.documentElement.classList.add('js')";

/** The id of the <noscript> that holds the faces' rules (display and text) on a public page. */
export const FACES_ID = 'faces';

/**
 * Set in the visitor's storage once both faces have loaded: their files are then in its cache.
 * Named for the display face, the first one (the policy names the key).
 * The privacy policy names it (its "collected" section, backend/src/privacy/default-policy.ts).
 */
const LOADED_KEY = 'prism-display-face';

/**
 * The one script of a public page, in its head (root.tsx). It marks that scripts run
 * (html.js, see styles/theme.css), and starts what the first screen does not need once the
 * page has painted its first content (the Paint Timing entry, then a task; a frame is not
 * enough: a first frame can paint nothing yet):
 *
 * - the faces' rules (styles/display-face.css, text-face.css), from the <noscript> that
 *   holds them for pages read without scripts. The first screen paints in the sized local
 *   serif and sans, and the faces swap in when their files arrive, moving nothing (ADR 077,
 *   ADR 095). Once both have loaded in this browser their files are cached, and later pages
 *   add the rules at once, so they paint in the faces themselves.
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
  var rules = document.getElementById(${JSON.stringify(FACES_ID)});
  var addFace = function () {
    document.head.insertAdjacentHTML('beforeend', rules.textContent);
    Promise.all([document.fonts.load('500 1em "Fraunces Variable"'), document.fonts.load('1em "Instrument Sans Variable"')]).then(function (faces) {
      try { if (faces[0].length && faces[1].length) localStorage.setItem(${JSON.stringify(LOADED_KEY)}, '1'); } catch (e) {}
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

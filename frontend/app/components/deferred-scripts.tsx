import { createElement, Fragment, isValidElement, useEffect, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import type { ScriptsStart } from '~/lib/page-mode';

/** The id of React Router's module script while it waits for its start. */
const HELD_ID = 'app-scripts';

/** Sent on the document once the app has hydrated (the effect below). */
const HYDRATED = 'prism:hydrated';

/**
 * Runs the held module script as React Router would have, under the page's nonce: after the
 * load event and the first frame (a frame's callback, then a task after it, as the public
 * islands start), or at the first input, and at once when a form is submitted
 * first. A submit before hydration is held (never the browser's own GET with the password
 * in its address) and submitted again once the app has hydrated, so its handler takes it.
 */
const startScript = (start: ScriptsStart) => `(() => {
  let start = () => {
    start = null;
    const held = document.getElementById(${JSON.stringify(HELD_ID)});
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = held.nonce;
    script.textContent = held.textContent;
    document.head.append(script);
  };
  let submitted = null;
  const hold = (event) => {
    event.preventDefault();
    submitted = event;
    if (start) start();
  };
  addEventListener('submit', hold, true);
  document.addEventListener(${JSON.stringify(HYDRATED)}, () => {
    removeEventListener('submit', hold, true);
    if (submitted && submitted.target.isConnected) submitted.target.requestSubmit(submitted.submitter);
  }, { once: true });
  ${
    start === 'first-input'
      ? `for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) {
    addEventListener(type, () => start && start(), { capture: true, once: true, passive: true });
  }`
      : `addEventListener('load', () => requestAnimationFrame(() => setTimeout(() => start && start())));`
  }
})()`;

interface ScriptProps {
  rel?: string;
  type?: string;
  children?: ReactNode;
}

/**
 * React Router's scripts for a page whose first screen is its server HTML (ADR 071): the
 * same context and module scripts, without the `modulepreload` links (React hoists them
 * into the head, where the browser fetches every module at high priority beside the
 * stylesheet), and with the module script, which imports the route modules and starts
 * hydration, held until `start`. Nothing the page shows waits on a script.
 */
export function DeferredScripts({ nonce, start }: { nonce?: string; start: ScriptsStart }) {
  // Called, not rendered: its output is rewritten below. Its hooks (context reads, a memo
  // and the effect that marks the app hydrated) run as this component's, in the same order
  // on every render; once hydrated it renders nothing, as <Scripts> does.
  const scripts = Scripts({ nonce });
  useEffect(() => {
    // The browser specs wait for this mark, as a visitor's first click would find the app.
    document.documentElement.dataset.app = 'ready';
    document.dispatchEvent(new Event(HYDRATED));
  }, []);
  if (scripts === null) return null;
  return (
    <>
      {hold(scripts)}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: startScript(start) }} />
    </>
  );
}

function hold(node: ReactNode): ReactNode {
  // The route modules' preloads come as one keyed list.
  if (Array.isArray(node)) return node.map(hold);
  if (!isValidElement<ScriptProps>(node)) return node;
  const { props } = node;
  if (node.type === 'link' && props.rel === 'modulepreload') return null;
  if (node.type === 'script' && props.type === 'module') {
    // Not JavaScript to the browser: kept as text until the start script runs it.
    return createElement('script', {
      ...props,
      id: HELD_ID,
      type: 'text/x-held-module',
      async: undefined,
    });
  }
  if (node.type === Fragment) {
    const children = ([] as ReactNode[]).concat(props.children ?? []);
    return createElement(Fragment, null, ...children.map(hold));
  }
  return node;
}

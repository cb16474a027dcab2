import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';

/** The id of React Router's module script while it waits for the first frame. */
const HELD_ID = 'app-scripts';

/**
 * After the load event and the first frame (a frame's callback, then a task after it, as
 * the public islands start: ADR 066), the held module script runs as React Router would
 * have run it, under the page's nonce.
 */
const START = `addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(()=>{const h=document.getElementById(${JSON.stringify(HELD_ID)}),s=document.createElement('script');s.type='module';s.nonce=h.nonce;s.textContent=h.textContent;document.head.append(s)})))`;

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
 * hydration, held until the page has painted. Nothing the page shows waits on a script.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce?: string }) {
  // Called, not rendered: its output is rewritten below. Its hooks (context reads, a memo
  // and the effect that marks the app hydrated) run as this component's, in the same order
  // on every render; once hydrated it renders nothing, as <Scripts> does.
  const scripts = Scripts({ nonce });
  if (scripts === null) return null;
  return (
    <>
      {hold(scripts)}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: START }} />
    </>
  );
}

function hold(node: ReactNode): ReactNode {
  if (!isValidElement<ScriptProps>(node)) return node;
  const { props } = node;
  if (node.type === 'link' && props.rel === 'modulepreload') return null;
  if (node.type === 'script' && props.type === 'module') {
    // Not JavaScript to the browser: kept as text until START runs it.
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

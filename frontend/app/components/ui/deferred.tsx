import { Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import { isHydrated } from '~/lib/hydration';

/**
 * Lazy hydration for a section below the fold. The server renders it in full, so the HTML
 * holds all of its content. In the browser, the section's code is not part of the page's
 * first load: it is fetched when the section comes within 800 px of the viewport or is
 * touched, and until then the server's HTML stays as it is (React leaves a suspended
 * boundary dehydrated), so nothing moves. After a client-side navigation, when there is no
 * server HTML to keep, the code loads at once.
 *
 * The wrapper carries the section's `id`, so anchors (#services) work before hydration.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { id, name, minHeight }: { id?: string; name: string; minHeight: string },
): ComponentType<P> {
  let module: Promise<ComponentType<P>> | null = null;
  let openGate: (() => void) | null = null;

  const component = (): Promise<ComponentType<P>> => {
    if (!module) {
      const gate =
        typeof document === 'undefined' || isHydrated()
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              openGate = resolve;
            });
      module = gate.then(load);
    }
    return module;
  };
  const start = () => {
    void component();
    openGate?.();
  };

  function Inner(props: P) {
    const Component = use(component());
    return <Component {...props} />;
  }

  function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      // Native listeners: they fire even while the boundary is still dehydrated.
      element.addEventListener('focusin', start, { once: true });
      element.addEventListener('pointerenter', start, { once: true });
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            start();
            io.disconnect();
          }
        },
        { rootMargin: '800px 0px' },
      );
      io.observe(element);
      return () => {
        io.disconnect();
        element.removeEventListener('focusin', start);
        element.removeEventListener('pointerenter', start);
      };
    }, []);
    return (
      <div id={id} ref={wrapper} className={id ? 'scroll-mt-16' : undefined}>
        <Suspense fallback={<div aria-hidden="true" style={{ minHeight }} />}>
          <Inner {...props} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

import { createFocusTrap } from 'focus-trap';
import { useEffect, useEffectEvent, useRef } from 'react';
import { LuX } from 'react-icons/lu';
import { BrandMark } from './brand-mark';
import { SECTION_LINKS, sectionHref } from './nav-links';

const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The full-screen menu below 768 px (docs/product.md#landing): locks page scroll, traps focus, and
 * closes on its close button, a link, Escape, or when the window grows to desktop width.
 */
export default function MobileMenu({
  onLanding,
  onClose,
}: {
  onLanding: boolean;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    // Focus stays inside while open; Escape closes and focus returns to the menu button.
    const trap = createFocusTrap(element, {
      escapeDeactivates: true,
      returnFocusOnDeactivate: true,
      onDeactivate: () => close(),
    });
    trap.activate();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop.matches) trap.deactivate();
    };
    desktop.addEventListener('change', onResize);
    return () => {
      desktop.removeEventListener('change', onResize);
      document.body.style.overflow = overflow;
      trap.deactivate({ onDeactivate: () => undefined });
    };
  }, []);

  return (
    <div
      ref={panel}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className="menu-overlay fixed inset-0 z-[70] flex flex-col bg-ink text-paper md:hidden"
    >
      <div className="container-x flex h-20 items-center justify-between">
        <BrandMark />
        <button
          type="button"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-full"
          aria-label="Close menu"
          onClick={onClose}
        >
          <LuX aria-hidden className="size-6" />
        </button>
      </div>
      <nav aria-label="Mobile" className="container-x flex flex-1 flex-col justify-center pb-24">
        <ul className="space-y-3">
          {SECTION_LINKS.map((link, i) => (
            <li key={link.id}>
              <a
                href={sectionHref(link.id, onLanding)}
                onClick={onClose}
                className="group flex items-baseline gap-4 font-display text-5xl font-medium tracking-tight"
              >
                <span className="font-sans text-sm font-semibold text-paper/60">0{i + 1}</span>
                <span className="transition group-hover:text-accent-soft">{link.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

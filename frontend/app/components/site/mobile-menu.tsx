import { m } from '~/paraglide/messages';
import { CloseIcon } from '~/components/ui/icons';
import { BrandMark } from './brand-mark';
import type { HeaderLink } from './nav-links';

/**
 * The full-screen menu below 768 px, in the page from the start and hidden: the `menu`
 * island on the header's button opens it (scroll lock, focus trap, Escape).
 */
export function MobileMenu({ links }: { links: HeaderLink[] }) {
  return (
    <div
      id="mobile-menu"
      hidden
      role="dialog"
      aria-modal="true"
      aria-label={m.site_menu_label()}
      className="menu-overlay fixed inset-0 z-[70] flex flex-col bg-ink text-paper md:hidden"
    >
      <div className="container-x flex h-20 items-center justify-between">
        <BrandMark />
        <button
          type="button"
          data-menu-close=""
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-full"
          aria-label={m.site_menu_close()}
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <nav
        aria-label={m.site_nav_mobile_label()}
        className="container-x flex flex-1 flex-col justify-center pb-24"
      >
        <ul className="space-y-3">
          {links.map((link, i) => (
            <li key={`${i} ${link.href}`}>
              <a
                href={link.href}
                className="group flex items-baseline gap-4 font-display text-5xl font-medium tracking-tight"
              >
                <span className="font-sans text-sm font-semibold text-paper/60">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span className="transition group-hover:text-accent-soft">{link.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

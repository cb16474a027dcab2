import { m } from '~/paraglide/messages';
import { MenuIcon } from '~/components/ui/icons';
import { cn } from '~/lib/cn';
import { sitePath } from '~/lib/site-paths';
import { getLocale } from '~/paraglide/runtime';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import type { HeaderLink } from './nav-links';

/**
 * The fixed header. Its behaviour is the `header` island (compact past 50 px, the logo
 * back to the top) and the `menu` island on the menu button; the styles follow
 * `data-compact`. Its links are the navigation staff set, else the landing page's sections
 * (nav-links.ts). Without JavaScript the links show at every width instead of
 * the menu button: on a phone, in a second row of their own.
 */
export function Header({ links }: { links: HeaderLink[] }) {
  return (
    <header
      data-island="header"
      className="group fixed inset-x-0 top-0 z-50 border-b border-transparent bg-paper/0 transition-[background-color,box-shadow,border-color] duration-300 data-compact:border-line/80 data-compact:bg-paper/90 data-compact:shadow-[0_8px_30px_-12px_rgba(18,17,21,0.25)] data-compact:backdrop-blur-md no-js:bg-paper"
    >
      <div className="container-x flex h-20 flex-wrap items-center justify-between gap-x-6 transition-[height] duration-300 group-data-compact:h-16 no-js:h-auto no-js:py-4 no-js:max-md:gap-y-2 no-js:max-md:py-3">
        <a
          href={sitePath(getLocale(), { page: 'landing' })}
          data-home-link=""
          aria-label={m.site_header_home_label()}
          className="rounded-md"
        >
          <BrandMark />
        </a>
        {/* Without JavaScript on a phone: two rows, the logo and the switch, then the
            section links on one line (the header stays clear of the hero's first line). */}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 no-js:max-md:contents">
          <nav
            aria-label={m.site_nav_main_label()}
            className="hidden md:block no-js:block no-js:max-md:order-last no-js:max-md:w-full"
          >
            <ul
              className={cn(
                'flex flex-wrap items-center gap-x-9 gap-y-2 text-sm font-medium no-js:max-md:justify-between no-js:max-md:gap-x-3',
                // The four section links fit one line of a phone; staff's own may not.
                links.length <= 4 && 'no-js:max-md:flex-nowrap',
              )}
            >
              {links.map((link, i) => (
                <li key={`${i} ${link.href}`}>
                  <a
                    href={link.href}
                    className={
                      link.cta
                        ? 'rounded-full bg-ink px-5 py-2.5 text-paper transition hover:bg-accent no-js:max-md:px-3.5 no-js:max-md:py-2'
                        : 'text-ink-soft transition hover:text-accent'
                    }
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch className="rounded-full px-2 py-2.5 text-sm font-semibold text-ink-soft underline-offset-4 transition hover:text-accent hover:underline" />
          <button
            type="button"
            data-island="menu"
            className="-mr-2 hidden size-11 items-center justify-center rounded-full max-md:js:inline-flex"
            aria-label={m.site_menu_open()}
            aria-expanded="false"
            aria-controls="mobile-menu"
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </div>
    </header>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { MenuIcon } from '~/components/ui/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrandMark } from './brand-mark';
import { SECTION_LINKS, sectionHref } from './nav-links';
import { cn } from '~/lib/cn';
import { prefersReducedMotion } from '~/lib/use-reduced-motion';

/** Compact past 50 px; the full-screen menu below 768 px (docs/product.md#landing). */
export const COMPACT_AFTER_PX = 50;

// The menu (and its focus trap) loads when first wanted, not with every page.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export function Header() {
  const location = useLocation();
  const navigate = useNavigate();
  const onLanding = location.pathname === '/';
  const [compact, setCompact] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const update = () => setCompact(window.scrollY > COMPACT_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const onLogoClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!onLanding) return;
    event.preventDefault();
    if (location.search || location.hash) {
      void navigate('/', { replace: true, preventScrollReset: true });
    }
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <>
      <header
        data-compact={compact || undefined}
        className={cn(
          'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,box-shadow,border-color] duration-300',
          compact
            ? 'border-line/80 bg-paper/90 shadow-[0_8px_30px_-12px_rgba(18,17,21,0.25)] backdrop-blur-md'
            : 'border-transparent bg-paper/0',
        )}
      >
        <div
          className={cn(
            'container-x flex items-center justify-between transition-[height] duration-300',
            compact ? 'h-16' : 'h-20',
          )}
        >
          <Link to="/" onClick={onLogoClick} aria-label="Prism, back to top" className="rounded-md">
            <BrandMark />
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-9 text-sm font-medium">
              {SECTION_LINKS.map((link) =>
                link.id === 'contact' ? (
                  <li key={link.id}>
                    <a
                      href={sectionHref(link.id, onLanding)}
                      className="rounded-full bg-ink px-5 py-2.5 text-paper transition hover:bg-accent"
                    >
                      {link.label}
                    </a>
                  </li>
                ) : (
                  <li key={link.id}>
                    <a
                      href={sectionHref(link.id, onLanding)}
                      className="text-ink-soft transition hover:text-accent"
                    >
                      {link.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <button
            type="button"
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-full md:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </header>
      <Suspense fallback={null}>
        {menuOpen && <MobileMenu onLanding={onLanding} onClose={() => setMenuOpen(false)} />}
      </Suspense>
    </>
  );
}

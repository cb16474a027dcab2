import { createElement } from 'react';
import { BRAND_ICON_COMPONENTS, BRAND_TEXT } from './brand-icons';
import type { LogoView } from '~/lib/logo-view';
import type { SvgShape } from '~/lib/svg-shapes';
import { cn } from '~/lib/cn';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { getLocale } from '~/paraglide/runtime';

function drawShape(shape: SvgShape, key: number): React.ReactNode {
  return createElement(
    shape.tag,
    { key, ...shape.attrs },
    shape.children?.map((child, i) => drawShape(child, i)),
  );
}

/** One client logo, drawn in the muted grey of the strip (docs/product.md#logo-display). */
export function LogoMark({ logo, className }: { logo: LogoView; className?: string }) {
  const base = cn('inline-flex items-center text-muted', className);
  if (logo.kind === 'svg') {
    return (
      <svg
        role="img"
        aria-label={logo.name}
        viewBox={logo.svg.viewBox}
        fill="currentColor"
        className={cn(base, 'h-8 w-auto max-w-40')}
        data-logo-kind="svg"
      >
        {logo.svg.shapes.map((shape, i) => drawShape(shape, i))}
      </svg>
    );
  }
  if (logo.kind === 'image') {
    // A library image keeps its own colours; greyed like the drawn marks beside it.
    return (
      <span className={base} data-logo-kind="image">
        <ResponsiveImage
          image={logo.media.image}
          fallbackUrl={logo.media.imageUrl}
          alt={logo.media.alt[getLocale()] || logo.name}
          sizes="160px"
          className="h-8 w-auto max-w-40 object-contain opacity-70 grayscale"
        />
      </span>
    );
  }
  if (logo.kind === 'icon') {
    const Icon = BRAND_ICON_COMPONENTS[logo.icon];
    if (Icon) {
      return (
        <span className={base} data-logo-kind="icon">
          <Icon aria-hidden className="size-8" />
          <span className="sr-only">{logo.name}</span>
        </span>
      );
    }
    return (
      <span
        className={cn(base, 'font-sans text-2xl font-bold tracking-tight')}
        data-logo-kind="text"
      >
        {BRAND_TEXT[logo.icon]}
      </span>
    );
  }
  return (
    <span
      className={cn(base, 'font-display text-2xl font-semibold tracking-tight whitespace-nowrap')}
      data-logo-kind="text"
    >
      {logo.text}
    </span>
  );
}

import { createElement } from 'react';
import { BRAND_ICON_COMPONENTS, BRAND_TEXT } from './brand-icons';
import type { LogoView } from '~/lib/logo-view';
import type { SvgShape } from '~/lib/svg-shapes';
import { cn } from '~/lib/cn';

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

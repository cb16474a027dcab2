import type { ClientLogoAnswer } from '@prism/contracts';
import { LogoMark } from '~/components/site/logo-mark';
import { parseSvgInBrowser } from './svg-preview';
import { toLogoView } from '~/lib/logo-view';
import { cn } from '~/lib/cn';

/** A logo drawn by the public strip's own renderer, on the strip's paper background. */
export function LogoPreview({
  logo,
  className,
}: {
  logo: Pick<ClientLogoAnswer, 'id' | 'name' | 'iconType' | 'iconValue' | 'media'>;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex h-16 items-center justify-center overflow-hidden rounded-2xl border border-line bg-paper px-4',
        className,
      )}
    >
      <LogoMark logo={toLogoView(logo, parseSvgInBrowser)} />
    </span>
  );
}

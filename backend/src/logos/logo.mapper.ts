import type { ClientLogoAnswer } from '@prism/contracts';
import type { ClientLogo } from './client-logo.entity';

/** A media logo's library image as the answer carries it (null: no such image any more). */
export type LogoMedia = NonNullable<ClientLogoAnswer['media']>;

export const toClientLogoAnswer = (
  l: ClientLogo,
  media?: ReadonlyMap<number, LogoMedia>,
): ClientLogoAnswer => ({
  id: l.id,
  name: l.name,
  iconType: l.iconType,
  iconValue: l.iconValue,
  order: l.order,
  active: l.active,
  createdAt: l.createdAt.toISOString(),
  ...(l.iconType === 'media' ? { media: media?.get(Number(l.iconValue)) ?? null } : {}),
});

/** The library image ids the logos name (media logos only). */
export const logoMediaIds = (logos: readonly ClientLogo[]): number[] =>
  logos.filter((l) => l.iconType === 'media').map((l) => Number(l.iconValue));

/** Display order: `order` ascending with empty orders last, then name, then age. */
export function byDisplayOrder(
  a: Pick<ClientLogo, 'order' | 'name' | 'id'>,
  b: Pick<ClientLogo, 'order' | 'name' | 'id'>,
): number {
  if (a.order !== b.order) {
    if (a.order === null) return 1;
    if (b.order === null) return -1;
    return a.order - b.order;
  }
  return NAME_ORDER.compare(a.name, b.name) || a.id - b.id;
}

/** Same result on both databases, whatever their collation. */
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

import { BlockImage } from './block-image';
import { BlockSection } from './block-section';
import type { BlockProps } from './block-props';

/** The team: each member's photo (cropped around its focal point), name, role and bio. */
export function TeamBlock({ block, page }: BlockProps<'team'>) {
  const locale = page.locale;
  return (
    <BlockSection id={block.id} heading={block.heading[locale]}>
      <ul className="mt-12 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {block.members.map((member) => {
          const photo = member.mediaId === null ? undefined : page.media[member.mediaId];
          return (
            <li key={member.id}>
              <div className="aspect-[4/5] overflow-hidden rounded-2xl bg-paper-deep">
                {photo ? (
                  <BlockImage
                    image={photo}
                    sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                    className="size-full object-cover"
                  />
                ) : null}
              </div>
              <h3 className="mt-5 font-display text-xl font-medium tracking-tight">
                {member.name}
              </h3>
              <p className="mt-1 text-sm text-muted">{member.role[locale]}</p>
              {member.bio[locale] ? (
                <p className="mt-3 leading-relaxed text-ink-soft">{member.bio[locale]}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}

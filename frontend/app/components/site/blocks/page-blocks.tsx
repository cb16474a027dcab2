import type { Block } from '@prism/contracts/blocks';
import type { PublicPage } from '@prism/contracts/pages';
import type { SiteOutletContext } from '~/components/site/site-context';
import type { BlockProps } from './block-props';
import { ContactFormBlock } from './contact-form-block';
import { CtaBlock } from './cta-block';
import { FaqBlock } from './faq-block';
import { GalleryBlock } from './gallery-block';
import { HeadingTextBlock } from './heading-text-block';
import { ImageBlock } from './image-block';
import { ProjectsBlock } from './projects-block';
import { QuoteBlock } from './quote-block';
import { RichTextBlock } from './rich-text-block';
import { ServicesBlock } from './services-block';
import { StatsBlock } from './stats-block';
import { TeamBlock } from './team-block';

/**
 * A page built from blocks (issue 50), as the public site and the admin's live preview
 * show it: the title as the page's one h1, then each block in order, each block's heading
 * an h2. Server-rendered HTML only: nothing here is an island but the contact form's own.
 */
export function PageBlocks({
  page,
  privacy,
  lead,
}: {
  page: PublicPage;
  privacy: SiteOutletContext['privacy'];
  /** What follows the title in the header (a journal post's byline and cover). */
  lead?: React.ReactNode;
}) {
  const leadImage = page.blocks.findIndex((b) => b.type === 'image' || b.type === 'gallery');
  return (
    <article className="pt-28 pb-8 md:pt-36 md:pb-16">
      <header className="container-x">
        <h1 className="max-w-5xl font-display text-5xl leading-[1.02] font-medium tracking-[-0.03em] text-balance md:text-7xl">
          {page.title}
        </h1>
        {lead}
      </header>
      {page.blocks.map((block, index) => (
        <PageBlock
          key={block.id}
          block={block}
          page={page}
          leadImage={index === leadImage}
          privacy={privacy}
        />
      ))}
    </article>
  );
}

function PageBlock({
  block,
  privacy,
  ...props
}: Omit<BlockProps<Block['type']>, 'block'> & {
  block: Block;
  privacy: SiteOutletContext['privacy'];
}) {
  switch (block.type) {
    case 'richText':
      return <RichTextBlock block={block} {...props} />;
    case 'headingText':
      return <HeadingTextBlock block={block} {...props} />;
    case 'image':
      return <ImageBlock block={block} {...props} />;
    case 'gallery':
      return <GalleryBlock block={block} {...props} />;
    case 'quote':
      return <QuoteBlock block={block} {...props} />;
    case 'team':
      return <TeamBlock block={block} {...props} />;
    case 'services':
      return <ServicesBlock block={block} {...props} />;
    case 'projects':
      return <ProjectsBlock block={block} {...props} />;
    case 'stats':
      return <StatsBlock block={block} {...props} />;
    case 'cta':
      return <CtaBlock block={block} {...props} />;
    case 'faq':
      return <FaqBlock block={block} {...props} />;
    case 'contactForm':
      return <ContactFormBlock block={block} privacy={privacy} {...props} />;
    default:
      // A block type this build does not know (an API newer than the site): left out.
      return null;
  }
}

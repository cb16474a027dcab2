import { PORTFOLIO_CATEGORIES, type PortfolioItemAnswer } from '@prism/contracts';
import {
  BLOCK_LIMITS,
  EMPTY_LOCAL_TEXT,
  type Block,
  type BlockOf,
  type LocalText,
} from '@prism/contracts/blocks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { portfolioListQuery } from '~/admin/portfolio/portfolio';
import { loadedItems } from '~/admin/shared/paged-list';
import { categoryLabel } from '~/admin/shared/options';
import { Field, inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { m } from '~/paraglide/messages';
import { newId } from './block-list';
import { usePageEditor } from './editor-context';
import { bind } from './bind-field';
import { EntryList } from './entry-list';
import { GalleryField, MediaField } from './media-fields';
import { fieldDomId } from './page-errors';
import { LocalRichTextField, LocalTextField, PlainTextField } from './page-fields';

const L = BLOCK_LIMITS;

/** Props of one block type's fields: the block, where it is, and its change. */
interface Props<T extends Block['type']> {
  block: BlockOf<T>;
  /** `blocks.<id>`: the prefix of its fields' paths. */
  path: string;
  onChange: (block: BlockOf<T>) => void;
  /** Every id the page uses, so a new entry gets one of its own. */
  taken: ReadonlySet<string>;
}

/** The fields of a block, by its type. */
export function BlockFields({
  block,
  path,
  onChange,
  taken,
}: {
  block: Block;
  path: string;
  onChange: (block: Block) => void;
  taken: ReadonlySet<string>;
}) {
  const props = { path, onChange, taken };
  switch (block.type) {
    case 'richText':
      return <RichTextFields block={block} {...props} />;
    case 'headingText':
      return <HeadingTextFields block={block} {...props} />;
    case 'image':
      return <ImageFields block={block} {...props} />;
    case 'gallery':
      return (
        <GalleryField
          path={`${path}.mediaIds`}
          value={block.mediaIds}
          onChange={(mediaIds) => onChange({ ...block, mediaIds })}
        />
      );
    case 'quote':
      return <QuoteFields block={block} {...props} />;
    case 'team':
      return <TeamFields block={block} {...props} />;
    case 'services':
      return <ServicesFields block={block} {...props} />;
    case 'projects':
      return <ProjectsFields block={block} {...props} />;
    case 'stats':
      return <StatsFields block={block} {...props} />;
    case 'cta':
      return <CtaFields block={block} {...props} />;
    case 'faq':
      return <FaqFields block={block} {...props} />;
    case 'contactForm':
      return <ContactFormFields block={block} {...props} />;
  }
}

function RichTextFields({ block, path, onChange }: Props<'richText'>) {
  const field = bind(path, block, onChange);
  return <LocalRichTextField {...field('body')} label={m.pages_field_body()} />;
}

function HeadingTextFields({ block, path, onChange }: Props<'headingText'>) {
  const field = bind(path, block, onChange);
  return (
    <>
      <LocalTextField {...field('heading')} label={m.pages_field_heading()} max={L.heading} />
      <LocalRichTextField {...field('body')} label={m.pages_field_body()} />
    </>
  );
}

function ImageFields({ block, path, onChange }: Props<'image'>) {
  const { disabled } = usePageEditor();
  const field = bind(path, block, onChange);
  return (
    <>
      <MediaField {...field('mediaId')} label={m.pages_field_image()} />
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={block.wide}
          disabled={disabled}
          onChange={(event) => onChange({ ...block, wide: event.target.checked })}
          className="size-5"
        />
        {m.pages_field_wide()}
      </label>
    </>
  );
}

function QuoteFields({ block, path, onChange }: Props<'quote'>) {
  const field = bind(path, block, onChange);
  return (
    <>
      <LocalTextField {...field('quote')} label={m.pages_field_quote()} max={L.quote} multiline />
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainTextField {...field('author')} label={m.pages_field_author()} max={L.short} />
        <PlainTextField {...field('company')} label={m.pages_field_company()} max={L.short} />
      </div>
      <LocalTextField {...field('role')} label={m.pages_field_role()} max={L.short} />
      <MediaField {...field('mediaId')} label={m.pages_field_portrait()} />
    </>
  );
}

/** A block's heading, for the blocks that have one above a list. */
function Heading<T extends { heading: LocalText }>(props: {
  block: T;
  path: string;
  onChange: (block: T) => void;
}) {
  const field = bind(props.path, props.block, props.onChange);
  return <LocalTextField {...field('heading')} label={m.pages_field_heading()} max={L.heading} />;
}

function TeamFields({ block, path, onChange, taken }: Props<'team'>) {
  return (
    <>
      <Heading block={block} path={path} onChange={onChange} />
      <EntryList
        {...bind(path, block, onChange)('members')}
        max={L.teamMembers}
        entryName={(n) => m.pages_entry_member({ n })}
        addLabel={m.pages_add_member()}
        newEntry={() => ({
          id: newId(taken),
          name: '',
          role: { ...EMPTY_LOCAL_TEXT },
          bio: { ...EMPTY_LOCAL_TEXT },
          mediaId: null,
        })}
      >
        {(field) => (
          <>
            <PlainTextField {...field('name')} label={m.pages_field_name()} max={L.short} />
            <LocalTextField {...field('role')} label={m.pages_field_role()} max={L.short} />
            <LocalTextField {...field('bio')} label={m.pages_field_bio()} max={L.bio} multiline />
            <MediaField {...field('mediaId')} label={m.pages_field_photo()} />
          </>
        )}
      </EntryList>
    </>
  );
}

function ServicesFields({ block, path, onChange, taken }: Props<'services'>) {
  return (
    <>
      <Heading block={block} path={path} onChange={onChange} />
      <EntryList
        {...bind(path, block, onChange)('items')}
        max={L.services}
        entryName={(n) => m.pages_entry_service({ n })}
        addLabel={m.pages_add_service()}
        newEntry={() => ({
          id: newId(taken),
          title: { ...EMPTY_LOCAL_TEXT },
          text: { ...EMPTY_LOCAL_TEXT },
        })}
      >
        {(field) => (
          <>
            <LocalTextField
              {...field('title')}
              label={m.pages_field_service_name()}
              max={L.short}
            />
            <LocalTextField {...field('text')} label={m.pages_field_text()} max={L.bio} multiline />
          </>
        )}
      </EntryList>
    </>
  );
}

function ProjectsFields({ block, path, onChange }: Props<'projects'>) {
  const { disabled } = usePageEditor();
  const field = bind(path, block, onChange);
  const sourceId = fieldDomId({ path: `${path}.source`, locale: null });
  const categoryId = fieldDomId({ path: `${path}.category`, locale: null });
  const countId = fieldDomId({ path: `${path}.count`, locale: null });
  return (
    <>
      <Heading block={block} path={path} onChange={onChange} />
      <Field id={sourceId} label={m.pages_field_source()}>
        <Select
          id={sourceId}
          value={block.source}
          disabled={disabled}
          onChange={(event) =>
            onChange({
              ...block,
              source: event.target.value === 'category' ? 'category' : 'chosen',
            })
          }
        >
          <option value="chosen">{m.pages_projects_chosen()}</option>
          <option value="category">{m.pages_projects_category()}</option>
        </Select>
      </Field>
      {block.source === 'chosen' ? (
        <ChosenProjects {...field('projectIds')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={categoryId} label={m.pages_field_category()}>
            <Select
              id={categoryId}
              value={block.category ?? ''}
              disabled={disabled}
              onChange={(event) =>
                onChange({
                  ...block,
                  category:
                    PORTFOLIO_CATEGORIES.find((c) => c.value === event.target.value)?.value ?? null,
                })
              }
            >
              <option value="">{m.pages_projects_pick_category()}</option>
              {PORTFOLIO_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {categoryLabel(c.value)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={countId} label={m.pages_field_count()}>
            <input
              id={countId}
              type="number"
              min={1}
              max={L.projects}
              value={block.count}
              disabled={disabled}
              onChange={(event) =>
                onChange({
                  ...block,
                  count: Math.min(
                    L.projects,
                    Math.max(1, Math.round(Number(event.target.value) || 1)),
                  ),
                })
              }
              className={inputClass}
            />
          </Field>
        </div>
      )}
    </>
  );
}

/**
 * The projects a block (or a post's related projects) shows, in the order ticked: the first
 * page of the portfolio.
 */
export function ChosenProjects({
  path,
  value,
  onChange,
  label = m.pages_field_projects(),
  max = L.projects,
}: {
  path: string;
  value: number[];
  onChange: (ids: number[]) => void;
  label?: string;
  max?: number;
}) {
  const { disabled } = usePageEditor();
  const portfolio = useInfiniteQuery(portfolioListQuery('all'));
  const items: PortfolioItemAnswer[] = loadedItems(portfolio.data);
  const id = fieldDomId({ path, locale: null });
  return (
    <fieldset id={id} tabIndex={-1} className="grid gap-2">
      <legend className="text-sm font-semibold">{label}</legend>
      <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-line p-2">
        {items.map((item) => (
          <li key={item.id}>
            <label className="flex items-center gap-3 rounded-lg px-2 py-1 text-sm hover:bg-paper">
              <input
                type="checkbox"
                className="size-5"
                disabled={disabled || (!value.includes(item.id) && value.length >= max)}
                checked={value.includes(item.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, item.id] : value.filter((v) => v !== item.id),
                  )
                }
              />
              {item.title}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function StatsFields({ block, path, onChange, taken }: Props<'stats'>) {
  return (
    <EntryList
      {...bind(path, block, onChange)('items')}
      max={L.stats}
      entryName={(n) => m.pages_entry_figure({ n })}
      addLabel={m.pages_add_figure()}
      newEntry={() => ({
        id: newId(taken),
        value: { ...EMPTY_LOCAL_TEXT },
        label: { ...EMPTY_LOCAL_TEXT },
      })}
    >
      {(field) => (
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <LocalTextField {...field('value')} label={m.pages_field_value()} max={L.statValue} />
          <LocalTextField {...field('label')} label={m.pages_field_label()} max={L.label} />
        </div>
      )}
    </EntryList>
  );
}

function CtaFields({ block, path, onChange }: Props<'cta'>) {
  const field = bind(path, block, onChange);
  return (
    <>
      <Heading block={block} path={path} onChange={onChange} />
      <LocalTextField {...field('text')} label={m.pages_field_text()} max={L.text} multiline />
      <div className="grid gap-4 sm:grid-cols-2">
        <LocalTextField {...field('label')} label={m.pages_field_button_label()} max={L.label} />
        <LocalTextField
          {...field('href')}
          label={m.pages_field_href()}
          hint={m.pages_href_hint()}
          max={L.href}
        />
      </div>
    </>
  );
}

function FaqFields({ block, path, onChange, taken }: Props<'faq'>) {
  return (
    <>
      <Heading block={block} path={path} onChange={onChange} />
      <EntryList
        {...bind(path, block, onChange)('items')}
        max={L.faq}
        entryName={(n) => m.pages_entry_question({ n })}
        addLabel={m.pages_add_question()}
        newEntry={() => ({
          id: newId(taken),
          question: { ...EMPTY_LOCAL_TEXT },
          answer: { ...EMPTY_LOCAL_TEXT },
        })}
      >
        {(field) => (
          <>
            <LocalTextField
              {...field('question')}
              label={m.pages_field_question()}
              max={L.question}
            />
            <LocalTextField
              {...field('answer')}
              label={m.pages_field_answer()}
              max={L.answer}
              multiline
            />
          </>
        )}
      </EntryList>
    </>
  );
}

function ContactFormFields({ block, path, onChange }: Props<'contactForm'>) {
  const field = bind(path, block, onChange);
  return (
    <>
      <Heading block={block} path={path} onChange={onChange} />
      <LocalTextField {...field('intro')} label={m.pages_field_intro()} max={L.text} multiline />
    </>
  );
}

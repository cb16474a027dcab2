import { PORTFOLIO_CATEGORIES, type PortfolioItemAnswer } from '@prism/contracts';
import { BLOCK_LIMITS, EMPTY_LOCAL_TEXT, type Block, type BlockOf } from '@prism/contracts/blocks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { portfolioListQuery } from '~/admin/portfolio/portfolio';
import { loadedItems } from '~/admin/shared/paged-list';
import { categoryLabel } from '~/admin/shared/options';
import { Field, inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { m } from '~/paraglide/messages';
import { newId } from './block-list';
import { usePageEditor } from './editor-context';
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
  return (
    <LocalRichTextField
      path={`${path}.body`}
      label={m.pages_field_body()}
      value={block.body}
      onChange={(body) => onChange({ ...block, body })}
    />
  );
}

function HeadingTextFields({ block, path, onChange }: Props<'headingText'>) {
  return (
    <>
      <LocalTextField
        path={`${path}.heading`}
        label={m.pages_field_heading()}
        value={block.heading}
        max={L.heading}
        onChange={(heading) => onChange({ ...block, heading })}
      />
      <LocalRichTextField
        path={`${path}.body`}
        label={m.pages_field_body()}
        value={block.body}
        onChange={(body) => onChange({ ...block, body })}
      />
    </>
  );
}

function ImageFields({ block, path, onChange }: Props<'image'>) {
  const { disabled } = usePageEditor();
  return (
    <>
      <MediaField
        path={`${path}.mediaId`}
        label={m.pages_field_image()}
        value={block.mediaId}
        onChange={(mediaId) => onChange({ ...block, mediaId })}
      />
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
  return (
    <>
      <LocalTextField
        path={`${path}.quote`}
        label={m.pages_field_quote()}
        value={block.quote}
        max={L.quote}
        multiline
        onChange={(quote) => onChange({ ...block, quote })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PlainTextField
          path={`${path}.author`}
          label={m.pages_field_author()}
          value={block.author}
          max={L.short}
          onChange={(author) => onChange({ ...block, author })}
        />
        <PlainTextField
          path={`${path}.company`}
          label={m.pages_field_company()}
          value={block.company}
          max={L.short}
          onChange={(company) => onChange({ ...block, company })}
        />
      </div>
      <LocalTextField
        path={`${path}.role`}
        label={m.pages_field_role()}
        value={block.role}
        max={L.short}
        onChange={(role) => onChange({ ...block, role })}
      />
      <MediaField
        path={`${path}.mediaId`}
        label={m.pages_field_portrait()}
        value={block.mediaId}
        onChange={(mediaId) => onChange({ ...block, mediaId })}
      />
    </>
  );
}

/** A block's heading, for the blocks that have one above a list. */
function Heading<T extends { heading: typeof EMPTY_LOCAL_TEXT }>({
  block,
  path,
  onChange,
}: {
  block: T;
  path: string;
  onChange: (block: T) => void;
}) {
  return (
    <LocalTextField
      path={`${path}.heading`}
      label={m.pages_field_heading()}
      value={block.heading}
      max={L.heading}
      onChange={(heading) => onChange({ ...block, heading })}
    />
  );
}

function TeamFields({ block, path, onChange, taken }: Props<'team'>) {
  return (
    <>
      <Heading block={block} path={path} onChange={onChange} />
      <EntryList
        path={`${path}.members`}
        items={block.members}
        onChange={(members) => onChange({ ...block, members })}
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
        {(member, i, update) => (
          <>
            <PlainTextField
              path={`${path}.members.${i}.name`}
              label={m.pages_field_name()}
              value={member.name}
              max={L.short}
              onChange={(name) => update({ ...member, name })}
            />
            <LocalTextField
              path={`${path}.members.${i}.role`}
              label={m.pages_field_role()}
              value={member.role}
              max={L.short}
              onChange={(role) => update({ ...member, role })}
            />
            <LocalTextField
              path={`${path}.members.${i}.bio`}
              label={m.pages_field_bio()}
              value={member.bio}
              max={L.bio}
              multiline
              onChange={(bio) => update({ ...member, bio })}
            />
            <MediaField
              path={`${path}.members.${i}.mediaId`}
              label={m.pages_field_photo()}
              value={member.mediaId}
              onChange={(mediaId) => update({ ...member, mediaId })}
            />
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
        path={`${path}.items`}
        items={block.items}
        onChange={(items) => onChange({ ...block, items })}
        max={L.services}
        entryName={(n) => m.pages_entry_service({ n })}
        addLabel={m.pages_add_service()}
        newEntry={() => ({
          id: newId(taken),
          title: { ...EMPTY_LOCAL_TEXT },
          text: { ...EMPTY_LOCAL_TEXT },
        })}
      >
        {(item, i, update) => (
          <>
            <LocalTextField
              path={`${path}.items.${i}.title`}
              label={m.pages_field_service_name()}
              value={item.title}
              max={L.short}
              onChange={(title) => update({ ...item, title })}
            />
            <LocalTextField
              path={`${path}.items.${i}.text`}
              label={m.pages_field_text()}
              value={item.text}
              max={L.bio}
              multiline
              onChange={(text) => update({ ...item, text })}
            />
          </>
        )}
      </EntryList>
    </>
  );
}

function ProjectsFields({ block, path, onChange }: Props<'projects'>) {
  const { disabled } = usePageEditor();
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
        <ChosenProjects
          path={`${path}.projectIds`}
          value={block.projectIds}
          onChange={(projectIds) => onChange({ ...block, projectIds })}
        />
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
      path={`${path}.items`}
      items={block.items}
      onChange={(items) => onChange({ ...block, items })}
      max={L.stats}
      entryName={(n) => m.pages_entry_figure({ n })}
      addLabel={m.pages_add_figure()}
      newEntry={() => ({
        id: newId(taken),
        value: { ...EMPTY_LOCAL_TEXT },
        label: { ...EMPTY_LOCAL_TEXT },
      })}
    >
      {(item, i, update) => (
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <LocalTextField
            path={`${path}.items.${i}.value`}
            label={m.pages_field_value()}
            value={item.value}
            max={L.statValue}
            onChange={(v) => update({ ...item, value: v })}
          />
          <LocalTextField
            path={`${path}.items.${i}.label`}
            label={m.pages_field_label()}
            value={item.label}
            max={L.label}
            onChange={(label) => update({ ...item, label })}
          />
        </div>
      )}
    </EntryList>
  );
}

function CtaFields({ block, path, onChange }: Props<'cta'>) {
  return (
    <>
      <Heading block={block} path={path} onChange={onChange} />
      <LocalTextField
        path={`${path}.text`}
        label={m.pages_field_text()}
        value={block.text}
        max={L.text}
        multiline
        onChange={(text) => onChange({ ...block, text })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LocalTextField
          path={`${path}.label`}
          label={m.pages_field_button_label()}
          value={block.label}
          max={L.label}
          onChange={(label) => onChange({ ...block, label })}
        />
        <LocalTextField
          path={`${path}.href`}
          label={m.pages_field_href()}
          hint={m.pages_href_hint()}
          value={block.href}
          max={L.href}
          onChange={(href) => onChange({ ...block, href })}
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
        path={`${path}.items`}
        items={block.items}
        onChange={(items) => onChange({ ...block, items })}
        max={L.faq}
        entryName={(n) => m.pages_entry_question({ n })}
        addLabel={m.pages_add_question()}
        newEntry={() => ({
          id: newId(taken),
          question: { ...EMPTY_LOCAL_TEXT },
          answer: { ...EMPTY_LOCAL_TEXT },
        })}
      >
        {(item, i, update) => (
          <>
            <LocalTextField
              path={`${path}.items.${i}.question`}
              label={m.pages_field_question()}
              value={item.question}
              max={L.question}
              onChange={(question) => update({ ...item, question })}
            />
            <LocalTextField
              path={`${path}.items.${i}.answer`}
              label={m.pages_field_answer()}
              value={item.answer}
              max={L.answer}
              multiline
              onChange={(answer) => update({ ...item, answer })}
            />
          </>
        )}
      </EntryList>
    </>
  );
}

function ContactFormFields({ block, path, onChange }: Props<'contactForm'>) {
  return (
    <>
      <Heading block={block} path={path} onChange={onChange} />
      <LocalTextField
        path={`${path}.intro`}
        label={m.pages_field_intro()}
        value={block.intro}
        max={L.text}
        multiline
        onChange={(intro) => onChange({ ...block, intro })}
      />
    </>
  );
}

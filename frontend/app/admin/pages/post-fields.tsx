import { PAGE_LIMITS, type PageFields } from '@prism/contracts/pages';
import { Field, errorProps, inputClass } from '~/components/ui/field';
import { m } from '~/paraglide/messages';
import { ChosenProjects } from './block-fields';
import { useRefusal, usePageEditor } from './editor-context';
import { MediaField } from './media-fields';
import { fieldDomId } from './page-errors';
import { LocalTextField, PlainTextField } from './page-fields';

/**
 * A journal post's own fields (issue 50): its byline and publication day (both needed to
 * go live), its category in the language being edited, its cover from the library and its
 * related projects.
 */
export function PostFields({
  draft,
  onChange,
}: {
  draft: PageFields;
  onChange: (change: Partial<PageFields>) => void;
}) {
  const { disabled } = usePageEditor();
  const dateId = fieldDomId({ path: 'date', locale: null });
  const dateError = useRefusal('date', null);
  return (
    <section
      aria-labelledby="post-fields-heading"
      className="grid gap-5 rounded-3xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="post-fields-heading" className="font-display text-2xl">
        {m.pages_journal_post_heading()}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlainTextField
          path="author"
          label={m.pages_field_byline()}
          value={draft.author}
          max={PAGE_LIMITS.author}
          onChange={(author) => onChange({ author })}
        />
        <Field id={dateId} label={m.pages_field_date()} error={dateError}>
          <input
            {...errorProps(dateId, dateError)}
            type="date"
            value={draft.date}
            disabled={disabled}
            onChange={(event) => onChange({ date: event.target.value })}
            className={inputClass}
          />
        </Field>
      </div>
      <LocalTextField
        path="category"
        label={m.pages_field_post_category()}
        value={draft.category}
        max={PAGE_LIMITS.category}
        onChange={(category) => onChange({ category })}
      />
      <MediaField
        path="coverId"
        label={m.pages_field_cover()}
        value={draft.coverId}
        onChange={(coverId) => onChange({ coverId })}
      />
      <ChosenProjects
        path="relatedProjectIds"
        label={m.pages_field_related()}
        max={PAGE_LIMITS.relatedProjects}
        value={draft.relatedProjectIds}
        onChange={(relatedProjectIds) => onChange({ relatedProjectIds })}
      />
    </section>
  );
}

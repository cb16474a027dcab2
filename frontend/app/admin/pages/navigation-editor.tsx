import { LOCALES, type Locale } from '@prism/contracts';
import {
  PAGE_LIMITS,
  type NavLink,
  type Navigation,
  type PageSummary,
} from '@prism/contracts/pages';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WithHistory } from '~/admin/history/history-panel';
import { LoadError } from '~/admin/shared/load-error';
import { notifySuccess } from '~/admin/shared/notify';
import { loadedItems } from '~/admin/shared/paged-list';
import { EditableFor } from '~/admin/shared/read-only';
import { showRefusal } from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { m } from '~/paraglide/messages';
import { EntryList } from './entry-list';
import { languageName } from './page-field-label';
import { htmlLang } from './page-fields';
import { navigationQuery, pageListQuery, useSaveNavigation } from './pages';

type Place = 'header' | 'footer';
/** A link with a key of the editor's own, so the list can be reordered (the API's links have none). */
type Row = NavLink & { id: string };

let rows = 0;
const rowOf = (link: NavLink): Row => ({ ...link, id: `link-${++rows}` });
const linkOf = ({ id: _id, ...link }: Row): NavLink => link;
const emptyLink = (): Row =>
  rowOf({ label: { fr: '', en: '' }, pageId: null, path: { fr: '', en: '' } });

const MAX: Record<Place, number> = {
  header: PAGE_LIMITS.headerLinks,
  footer: PAGE_LIMITS.footerLinks,
};

/** /admin/navigation: the header's and the footer's links, with the navigation's history. */
export function NavigationScreen() {
  const navigation = useQuery(navigationQuery);
  if (navigation.isError) {
    return (
      <LoadError
        what={m.pages_navigation_what()}
        error={navigation.error}
        onRetry={() => void navigation.refetch()}
      />
    );
  }
  if (!navigation.data) {
    return <div aria-hidden className="h-96 animate-pulse rounded-3xl bg-paper-deep" />;
  }
  return (
    <WithHistory
      record="/api/navigation"
      dataUpdatedAt={navigation.dataUpdatedAt}
      restorePermission="edit_portfolio"
      live
    >
      <EditableFor permission="edit_portfolio">
        <NavigationForm navigation={navigation.data} />
      </EditableFor>
    </WithHistory>
  );
}

function NavigationForm({ navigation }: { navigation: Navigation }) {
  const [lists, setLists] = useState<Record<Place, Row[]>>(() => ({
    header: navigation.header.map(rowOf),
    footer: navigation.footer.map(rowOf),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pages = loadedItems(useInfiniteQuery(pageListQuery).data);
  const save = useSaveNavigation();
  const onSave = () =>
    save.mutate(
      { header: lists.header.map(linkOf), footer: lists.footer.map(linkOf) },
      {
        onSuccess: (saved) => {
          setLists({ header: saved.header.map(rowOf), footer: saved.footer.map(rowOf) });
          setErrors({});
          notifySuccess(m.pages_navigation_saved());
        },
        onError: showRefusal(
          {
            setError: (field: string, error: { message?: string }) =>
              setErrors((current) => ({ ...current, [field]: error.message ?? '' })),
          },
          m.pages_navigation_failed(),
        ),
      },
    );
  return (
    <div className="grid gap-8">
      {(['header', 'footer'] as const).map((place) => (
        <LinkList
          key={place}
          place={place}
          rows={lists[place]}
          pages={pages}
          errors={errors}
          onChange={(next) => setLists((current) => ({ ...current, [place]: next }))}
        />
      ))}
      <div>
        <Button onClick={onSave} disabled={save.isPending}>
          {m.pages_navigation_save()}
        </Button>
      </div>
    </div>
  );
}

function LinkList({
  place,
  rows: links,
  pages,
  errors,
  onChange,
}: {
  place: Place;
  rows: Row[];
  pages: PageSummary[];
  errors: Record<string, string>;
  onChange: (rows: Row[]) => void;
}) {
  const title = place === 'header' ? m.pages_navigation_header() : m.pages_navigation_footer();
  const nameOf = (n: number) => m.pages_navigation_link_n({ n });
  const update = (index: number, row: Row) =>
    onChange(links.map((current, i) => (i === index ? row : current)));
  return (
    <section
      aria-labelledby={`nav-${place}`}
      className="grid gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id={`nav-${place}`} className="font-display text-2xl">
        {title}
      </h2>
      <EntryList
        path={place}
        value={links}
        onChange={onChange}
        max={MAX[place]}
        entryName={nameOf}
        handleName={(row) => row.label.fr || nameOf(links.indexOf(row) + 1)}
        addLabel={
          place === 'header' ? m.pages_navigation_add_header() : m.pages_navigation_add_footer()
        }
        newEntry={emptyLink}
      >
        {(_field, row, index) => {
          const prefix = `${place}.${index}`;
          return (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                {LOCALES.map((locale) => (
                  <TextInput
                    key={locale}
                    id={`${prefix}.label.${locale}`}
                    label={m.pages_navigation_label({ language: languageName(locale) })}
                    locale={locale}
                    value={row.label[locale]}
                    max={PAGE_LIMITS.navLabel}
                    error={errors[`${prefix}.label.${locale}`]}
                    onChange={(text) =>
                      update(index, { ...row, label: { ...row.label, [locale]: text } })
                    }
                  />
                ))}
              </div>
              <Field
                id={`${prefix}.pageId`}
                label={m.pages_navigation_target()}
                error={errors[`${prefix}.pageId`]}
              >
                <Select
                  id={`${prefix}.pageId`}
                  value={row.pageId === null ? '' : String(row.pageId)}
                  onChange={(event) =>
                    update(index, {
                      ...row,
                      pageId: event.target.value ? Number(event.target.value) : null,
                    })
                  }
                >
                  <option value="">{m.pages_navigation_to_path()}</option>
                  {pages.map((page) => (
                    <option key={page.id} value={page.id}>
                      {page.title.fr || page.title.en || m.pages_untitled()}
                    </option>
                  ))}
                </Select>
              </Field>
              {row.pageId === null && (
                <div className="grid gap-3 sm:grid-cols-2">
                  {LOCALES.map((locale) => (
                    <TextInput
                      key={locale}
                      id={`${prefix}.path.${locale}`}
                      label={m.pages_navigation_path({ language: languageName(locale) })}
                      locale={locale}
                      value={row.path[locale]}
                      max={300}
                      placeholder={`/${locale}/…`}
                      error={errors[`${prefix}.path.${locale}`]}
                      onChange={(text) =>
                        update(index, { ...row, path: { ...row.path, [locale]: text } })
                      }
                    />
                  ))}
                </div>
              )}
            </>
          );
        }}
      </EntryList>
    </section>
  );
}

function TextInput({
  id,
  label,
  locale,
  value,
  max,
  error,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  locale: Locale;
  value: string;
  max: number;
  error?: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        lang={htmlLang(locale)}
        value={value}
        maxLength={max}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </Field>
  );
}

import type { CaseStudyInput, ItemTextsInput, PortfolioUpdateInput } from '@prism/contracts';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';

/** The editor's parts that each save themselves, by what their save takes. */
interface DraftParts {
  fields: PortfolioUpdateInput;
  caseStudy: CaseStudyInput;
  fr: ItemTextsInput;
  en: ItemTextsInput;
}
type Part = keyof DraftParts;

/** What the item's forms hold unsaved: each form's changed fields, as its save would send them. */
export type ProjectDraft = Partial<DraftParts>;

const Report = createContext<(<P extends Part>(part: P, value?: DraftParts[P]) => void) | null>(
  null,
);

/**
 * The project editor's unsaved changes across its forms (issue 50's live preview): each
 * form reports its own (DraftReporter); the screen reads them whole, the new-project
 * screen its one form's. Outside a provider, forms report to nobody.
 */
export function useProjectDraft() {
  const [draft, setDraft] = useState<ProjectDraft>({});
  const report = useCallback(<P extends Part>(part: P, value?: DraftParts[P]) => {
    setDraft((was) =>
      JSON.stringify(was[part]) === JSON.stringify(value) ? was : { ...was, [part]: value },
    );
  }, []);
  return { draft, report };
}

export const DraftReport = Report.Provider;

/**
 * Reports a form's unsaved changes as `toDraft` makes them from its values and its
 * changed marks, as they are typed; nothing once the form is gone (a language closed).
 */
export function DraftReporter<T extends FieldValues, TOut, P extends Part>({
  part,
  control,
  toDraft,
}: {
  part: P;
  control: Control<T, unknown, TOut>;
  toDraft: (values: T, dirty: object) => DraftParts[P];
}) {
  const report = useContext(Report);
  const values = useWatch({ control }) as T;
  const { dirtyFields } = useFormState({ control });
  const json = JSON.stringify(toDraft(values, dirtyFields));
  useEffect(() => {
    report?.(part, JSON.parse(json) as DraftParts[P]);
  }, [report, part, json]);
  useEffect(() => () => report?.(part), [report, part]);
  return null;
}

/** The preview call's body from the draft: each part under the name the API takes it by. */
export function previewBody({ fields, caseStudy, fr, en }: ProjectDraft) {
  return { fields, caseStudy, translations: fr || en ? { fr, en } : undefined };
}

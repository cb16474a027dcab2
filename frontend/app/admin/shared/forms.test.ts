// @vitest-environment node
import type { ContactMessageAnswer, PortfolioItemAnswer } from '@prism/contracts';
import { describe, expect, it } from 'vitest';
import {
  BEFORE_AFTER_DEFAULTS,
  beforeAfterFormSchema,
  caseStudyFieldOf,
  caseStudyBody,
  caseStudyFormDefaults,
  caseStudyFormSchema,
  EMPTY_METRIC,
  PAIR_IMAGES_REQUIRED,
} from '~/admin/portfolio/case-study-form';
import { leadFormDefaults, leadFormSchema } from '~/admin/messages/lead-form';
import {
  logoFormDefaults,
  logoFormSchema,
  parseOrder,
  SVG_REQUIRED,
} from '~/admin/logos/logo-form';
import {
  IMAGE_REQUIRED,
  portfolioFormDefaults,
  portfolioFormSchema,
  toPortfolioFormData,
} from '~/admin/portfolio/portfolio-form-schema';

/** The first message per field, as the form shows it. */
function messages(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('portfolio form', () => {
  const filled = {
    ...portfolioFormDefaults(),
    title: 'Trail Bottle',
    client: 'Peak',
    description: 'A new listing',
    category: 'listing',
  };

  it('defaults the year to the current year', () => {
    expect(portfolioFormDefaults(undefined, new Date('2031-03-01')).year).toBe('2031');
  });

  it('needs an image only when creating, shown with the other messages (docs/product.md#validation)', () => {
    expect(messages(portfolioFormSchema('create').safeParse({ ...filled, title: '' }))).toEqual({
      title: 'Title is required',
      image: IMAGE_REQUIRED,
    });
    expect(messages(portfolioFormSchema('create').safeParse(filled))).toEqual({
      image: IMAGE_REQUIRED,
    });
    expect(portfolioFormSchema('edit').safeParse(filled).success).toBe(true);
    // A media library image is a cover as well as a file.
    expect(portfolioFormSchema('create').safeParse({ ...filled, image: 7 }).success).toBe(true);
  });

  it("uses the server's own messages for the fields", () => {
    const result = portfolioFormSchema('edit').safeParse({
      ...filled,
      title: '  ',
      category: '',
      year: '99',
    });
    expect(messages(result)).toMatchObject({
      title: 'Title is required',
      category: 'Please select a category',
      year: 'Year must be a 4-digit year',
    });
  });

  it('sends featured as text and noImage only when the stored image was deleted', () => {
    const values = { ...filled, category: 'listing' as const, featured: true, image: null };
    const kept = toPortfolioFormData(values);
    expect(kept.get('featured')).toBe('true');
    expect(kept.has('noImage')).toBe(false);
    expect(toPortfolioFormData(values, { imageDeleted: true }).get('noImage')).toBe('true');
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const replaced = toPortfolioFormData({ ...values, image: file }, { imageDeleted: true });
    expect(replaced.get('image')).toBeInstanceOf(File);
    expect(replaced.has('noImage')).toBe(false);
    const library = toPortfolioFormData({ ...values, image: 7 }, { imageDeleted: true });
    expect(library.get('coverMediaId')).toBe('7');
    expect(library.has('image') || library.has('noImage')).toBe(false);
  });

  it('sends only the fields given: an edit names just what the person changed (ADR 081)', () => {
    const sent = toPortfolioFormData({ client: 'Lumen & Co', featured: false });
    expect([...sent.keys()]).toEqual(['client', 'featured']);
    expect(sent.get('featured')).toBe('false');
  });
});

describe('logo form', () => {
  it('reads the order as a whole number, and empty as null (docs/product.md#validation)', () => {
    expect(parseOrder('')).toBeNull();
    expect(parseOrder(' 3 ')).toBe(3);
    expect(parseOrder('-2')).toBe(-2);
    expect(parseOrder('1.5')).toBeNaN();
  });

  it('turns the form into the API body: image becomes svg-code, empty order null', () => {
    const result = logoFormSchema.safeParse({
      name: 'Orbit',
      iconType: 'image',
      iconValue: '<svg viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg>',
      order: '',
      active: true,
    });
    expect(result.success && result.data).toMatchObject({
      iconType: 'svg-code',
      order: null,
      active: true,
    });
  });

  it("checks with the server's schema: name, order, icon allow-list", () => {
    const base = { name: 'Shop', iconType: 'react-icon', iconValue: 'SiShopify', active: true };
    expect(messages(logoFormSchema.safeParse({ ...base, name: '', order: 'x' }))).toEqual({
      name: 'Name is required',
      order: 'Order must be a whole number',
    });
    const unknownIcon = messages(
      logoFormSchema.safeParse({ ...base, iconValue: 'SiNotABrand', order: '1' }),
    );
    expect(Object.keys(unknownIcon)).toEqual(['iconValue']);
    expect(unknownIcon.iconValue).toMatch(/^Icon must be one of SiAmazon/);
  });

  it('asks for an SVG upload when the image type has none, with the other messages', () => {
    expect(
      messages(logoFormSchema.safeParse({ ...logoFormDefaults(), name: 'A', iconType: 'image' })),
    ).toEqual({ iconValue: SVG_REQUIRED });
    expect(
      messages(logoFormSchema.safeParse({ ...logoFormDefaults(), iconType: 'image', order: 'x' })),
    ).toEqual({
      name: 'Name is required',
      iconValue: SVG_REQUIRED,
      order: 'Order must be a whole number',
    });
  });

  it('shows a stored svg-code logo as the image type', () => {
    const defaults = logoFormDefaults({
      id: 1,
      name: 'A',
      iconType: 'svg-code',
      iconValue: '<svg/>',
      order: null,
      active: false,
      createdAt: '',
    });
    expect(defaults).toEqual({
      name: 'A',
      iconType: 'image',
      iconValue: '<svg/>',
      order: '',
      active: false,
    });
  });
});

describe('case-study texts form', () => {
  const item = {
    title: 'Trail Bottle',
    marketplace: 'Amazon',
    services: ['Main image', 'A+ content'],
    challenge: '',
    approach: '',
    metaTitle: '',
    metaDescription: '',
    metrics: [{ label: 'CVR', before: 8.5, after: 12, unit: '%' }],
    translations: { fr: { metrics: ['Taux de conversion'] } },
  } as unknown as PortfolioItemAnswer;

  it('starts from the saved item: services as one text, metric values as typed', () => {
    const defaults = caseStudyFormDefaults(item);
    expect(defaults.services).toBe('Main image, A+ content');
    // The French label beside the English one.
    expect(defaults.metrics).toEqual([
      { label: 'CVR', before: '8.5', after: '12', unit: '%', labelFr: 'Taux de conversion' },
    ]);
  });

  it('sends the API body: services split on commas, metric values as numbers', () => {
    const parsed = caseStudyFormSchema.parse({
      ...caseStudyFormDefaults(item),
      services: ' Main image, ,Video ',
    });
    expect(parsed.services).toEqual(['Main image', 'Video']);
    expect(parsed.metrics).toEqual([
      { label: 'CVR', before: 8.5, after: 12, unit: '%', labelFr: 'Taux de conversion' },
    ]);
  });

  it('sends only the fields changed; the results with their French labels when they changed (ADR 081)', () => {
    expect(caseStudyBody(item, { approach: 'New approach' })).toEqual({ approach: 'New approach' });
    const parsed = caseStudyFormSchema.parse(caseStudyFormDefaults(item));
    expect(caseStudyBody(item, { metrics: parsed.metrics })).toEqual({
      metrics: [{ label: 'CVR', before: 8.5, after: 12, unit: '%', labelFr: 'Taux de conversion' }],
    });
  });

  it("names each wrong metric value and one services field, in the server's words", () => {
    const result = caseStudyFormSchema.safeParse({
      ...caseStudyFormDefaults(item),
      services: Array.from({ length: 13 }, (_, i) => `s${i}`).join(','),
      metrics: [{ ...EMPTY_METRIC, before: 'abc', after: '3' }],
    });
    expect(messages(result)).toEqual({
      services: 'At most 12 services',
      'metrics.0.label': 'Metric label is required',
      'metrics.0.before': 'Before must be a number',
    });
  });

  it("puts the server's error for one service under the services field", () => {
    expect(caseStudyFieldOf('services.2')).toBe('services');
    expect(caseStudyFieldOf('metrics.0.after')).toBe('metrics.0.after');
  });
});

describe('before/after form', () => {
  const png = new File(['x'], 'a.png', { type: 'image/png' });

  it("needs a label and both images, with the server's words", () => {
    expect(
      messages(beforeAfterFormSchema.safeParse({ ...BEFORE_AFTER_DEFAULTS, before: png })),
    ).toEqual({
      label: 'Label is required',
      after: PAIR_IMAGES_REQUIRED,
    });
    expect(
      beforeAfterFormSchema.safeParse({ label: ' Main ', before: png, after: png }).data?.label,
    ).toBe('Main');
  });
});

describe('lead pipeline form', () => {
  const message = { stage: 'new', assignee: { id: 4, username: 'ana' } } as ContactMessageAnswer;

  it('holds the assignee as its select does and sends a user id, or null for nobody', () => {
    expect(leadFormDefaults(message)).toEqual({ stage: 'new', assigneeId: '4' });
    expect(leadFormSchema.parse({ stage: 'won', assigneeId: '4' })).toEqual({
      stage: 'won',
      assigneeId: 4,
    });
    expect(leadFormSchema.parse({ stage: 'won', assigneeId: '' }).assigneeId).toBeNull();
    expect(messages(leadFormSchema.safeParse({ stage: 'sold', assigneeId: 'x' }))).toEqual({
      stage: 'Stage must be one of new, contacted, proposal_sent, won, lost, archived',
      assigneeId: 'Assignee must be a user id or null',
    });
  });
});

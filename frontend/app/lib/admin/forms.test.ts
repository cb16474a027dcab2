import { describe, expect, it } from 'vitest';
import { logoFormDefaults, logoFormSchema, parseOrder, SVG_REQUIRED } from './logo-form';
import {
  IMAGE_REQUIRED,
  portfolioFormDefaults,
  portfolioFormSchema,
  toPortfolioFormData,
} from './portfolio-form';

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

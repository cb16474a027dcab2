// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptedLocale, localTarget, savedLocale } from './language';

describe('acceptedLocale', () => {
  it("takes the first of the site's languages by q-value", () => {
    expect(acceptedLocale('fr-CA,fr;q=0.9')).toBe('fr');
    expect(acceptedLocale('en-US')).toBe('en');
    expect(acceptedLocale('de-DE,de;q=0.9,en;q=0.5,fr;q=0.4')).toBe('en');
    expect(acceptedLocale('en;q=0.2, fr-FR;q=0.8')).toBe('fr');
    // Equal weights keep the header's order.
    expect(acceptedLocale('en-GB, fr')).toBe('en');
  });

  it('says nothing when no language of the site is asked for', () => {
    expect(acceptedLocale(undefined)).toBeUndefined();
    expect(acceptedLocale('')).toBeUndefined();
    expect(acceptedLocale('de, es;q=0.5')).toBeUndefined();
    expect(acceptedLocale('fr;q=0, de')).toBeUndefined();
    expect(acceptedLocale('*')).toBeUndefined();
  });
});

describe('savedLocale', () => {
  it('reads the switch cookie among others, and only a language of the site', () => {
    expect(savedLocale('a=1; prism_lang=en; b=2')).toBe('en');
    expect(savedLocale('prism_lang=fr')).toBe('fr');
    expect(savedLocale('prism_lang=de')).toBeUndefined();
    expect(savedLocale(undefined)).toBeUndefined();
  });
});

describe('localTarget', () => {
  it('follows a path of this site only', () => {
    expect(localTarget('/fr/realisations/voyage', 'fr')).toBe('/fr/realisations/voyage');
    expect(localTarget('//evil.example/', 'fr')).toBe('/fr/');
    expect(localTarget('/\\evil.example/', 'en')).toBe('/en/');
    expect(localTarget('https://evil.example/', 'en')).toBe('/en/');
    expect(localTarget(undefined, 'en')).toBe('/en/');
    expect(localTarget(['/a', '/b'], 'en')).toBe('/en/');
  });
});

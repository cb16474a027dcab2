import { describe, expect, it } from 'vitest';
import { formatFigure, formatNumber, formatPercent, withUnit } from './numbers';

const NBSP = '\u00a0';

describe('numbers in each language', () => {
  it('groups thousands and writes decimals as the language does', () => {
    expect(formatNumber(5000, 'fr')).toBe(`5${NBSP}000`);
    expect(formatNumber(5000, 'en')).toBe('5,000');
    expect(formatNumber(13.8, 'fr')).toBe('13,8');
  });

  it('writes percentages with a no-break space in French only', () => {
    expect(formatPercent(0.094, 'fr')).toBe(`9,4${NBSP}%`);
    expect(formatPercent(0.094, 'en')).toBe('9.4%');
  });

  it('keeps a number and its unit together', () => {
    expect(withUnit(25, '/ mois', 'fr')).toBe(`25${NBSP}/${NBSP}mois`);
    expect(withUnit(25, '/ month', 'en')).toBe(`25${NBSP}/${NBSP}month`);
    expect(withUnit(3, '×', 'en')).toBe('3×');
    expect(withUnit(3, '×', 'fr')).toBe(`3${NBSP}×`);
    expect(withUnit(12, '', 'fr')).toBe('12');
  });

  it('writes the figures an owner types once for both languages', () => {
    expect(formatFigure('35%', 'fr')).toBe(`35${NBSP}%`);
    expect(formatFigure('35%', 'en')).toBe('35%');
    expect(formatFigure('70+', 'fr')).toBe('70+');
    expect(formatFigure('5000', 'fr')).toBe(`5${NBSP}000`);
    expect(formatFigure('5,000', 'fr')).toBe(`5${NBSP}000`);
    expect(formatFigure('13,8 %', 'en')).toBe('13.8%');
    expect(formatFigure('24/7', 'fr')).toBe('24/7');
    expect(formatFigure('10', 'en')).toBe('10');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppRequest, methodsOf } from './routes';

describe('isAppRequest', () => {
  it("sends the admin area and React Router's own requests to the app path, never the cache", () => {
    for (const path of ['/admin', '/admin/messages', '/__manifest', '/_root.data', '/admin.data']) {
      expect(isAppRequest(path), path).toBe(true);
    }
    for (const path of ['/', '/portfolio/3', '/privacy', '/administrator', '/no/such/page']) {
      expect(isAppRequest(path), path).toBe(false);
    }
  });
});

describe('methodsOf', () => {
  it('lets a form post only where a page has an action', () => {
    expect(methodsOf('/fr/')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/en/')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/en/privacy')).toEqual(['GET', 'HEAD']);
    expect(methodsOf('/admin')).toEqual(['GET', 'HEAD']);
    // The rights-request form and its confirmation page (issue 46), a token of the right shape.
    const token = 'A'.repeat(43);
    expect(methodsOf('/fr/confidentialite/demande')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/en/privacy/request')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf(`/fr/confidentialite/confirmer/${token}`)).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf(`/en/privacy/confirm/${token}`)).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/en/privacy/confirm/short')).toEqual(['GET', 'HEAD']);
    // The admin's live previews (issue 50); a page built from blocks has no form of its own.
    expect(methodsOf('/admin/pages/preview-render')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/admin/portfolio/preview-render')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/admin/landing/preview-render')).toEqual(['GET', 'HEAD', 'POST']);
    expect(methodsOf('/en/our-team')).toEqual(['GET', 'HEAD']);
  });
});

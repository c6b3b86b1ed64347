import { describe, expect, it } from 'vitest';
import { clientPreviewPath, previewPageOf, returnPathOf } from './preview-links';

describe('client preview links', () => {
  it('builds the preview address with the entity and page, leaving out the dashboard', () => {
    expect(clientPreviewPath(31)).toBe('/preview/user/31');
    expect(clientPreviewPath(31, { companyHash: 'abc', page: 'dashboard' })).toBe(
      '/preview/user/31?previewCompanyHash=abc',
    );
    expect(clientPreviewPath(31, { companyHash: 'a b', page: 'messages' })).toBe(
      '/preview/user/31?previewCompanyHash=a+b&previewPage=messages',
    );
  });

  it('reads an unknown page as the dashboard', () => {
    expect(previewPageOf('documents')).toBe('documents');
    expect(previewPageOf('firm')).toBe('dashboard');
    expect(previewPageOf(null)).toBe('dashboard');
  });

  it('goes back only to a page of the portal', () => {
    expect(returnPathOf({ previewFrom: '/admin/abc' }, '/clients/31')).toBe('/admin/abc');
    expect(returnPathOf({ previewFrom: '//evil.example' }, '/clients/31')).toBe('/clients/31');
    expect(returnPathOf({ previewFrom: 'https://evil.example' }, '/clients/31')).toBe('/clients/31');
    expect(returnPathOf(null, '/clients/31')).toBe('/clients/31');
  });
});

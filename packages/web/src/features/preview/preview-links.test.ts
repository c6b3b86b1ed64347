import { describe, expect, it } from 'vitest';
import { clientPreviewPath, previewConversationOf, previewPageOf, returnPathOf } from './preview-links';

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

  it('names the open conversation on the Messages page only', () => {
    expect(clientPreviewPath(31, { companyHash: 'h1', page: 'messages', conversationId: 7 })).toBe(
      '/preview/user/31?previewCompanyHash=h1&previewPage=messages&previewConversationId=7',
    );
    expect(clientPreviewPath(31, { page: 'documents', conversationId: 7 })).toBe(
      '/preview/user/31?previewPage=documents',
    );
    expect(previewConversationOf('7')).toBe(7);
    expect(previewConversationOf('0')).toBeNull();
    expect(previewConversationOf('7x')).toBeNull();
    expect(previewConversationOf(null)).toBeNull();
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

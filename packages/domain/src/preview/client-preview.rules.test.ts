import { describe, expect, it } from 'vitest';
import { clientPreviewReadUrl, isClientPreviewRead } from './client-preview.rules.ts';

describe('the client preview reads', () => {
  it("lets through the reads of the client's Dashboard, Messages and Documents only", () => {
    for (const path of [
      '/api/client/questionnaires',
      '/api/companies/get_user_assigned_companies',
      '/api/conversations/get_client_conversation',
      '/api/v2/conversations',
      '/api/v2/conversations/12',
      '/api/v2/conversations/12/threads/40',
      '/api/companies/9/documents',
      '/api/documents/3/link',
    ]) {
      expect(isClientPreviewRead(path), path).toBe(true);
    }
    for (const path of [
      '/api/sessions/current_user',
      '/api/users/profile',
      '/api/conversations/send_message',
      '/api/companies/9/documents/folders',
      '/api/v2/conversations/12/../../users',
      '/api/companies/9/documents?x=1',
    ]) {
      expect(isClientPreviewRead(path), path).toBe(false);
    }
  });

  it('addresses a read under the preview of one client', () => {
    expect(clientPreviewReadUrl(31, '/api/companies/9/documents?path=%2F')).toBe(
      '/api/preview/users/31/as_client/companies/9/documents?path=%2F',
    );
  });
});

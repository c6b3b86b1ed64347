import { describe, expect, it } from 'vitest';
import { notificationLinks } from './notification-links.ts';
import { notificationRoute } from './notifications.rules.ts';

describe('notificationRoute (spec 000 §2 notification links)', () => {
  it.each([
    ['/overview?companyId=12&questionnaireId=34', '/preview/12/questionnaire/34'],
    ['https://acme.example.com/x?companyId=12&questionnaireId=34', '/preview/12/questionnaire/34'],
    ['/admin-documents/h4sh?path=/2025/Tax Returns', '/admin/h4sh/documents?path=%2F2025%2FTax%20Returns'],
    ['https://acme.example.com/admin-documents/h4sh', '/admin/h4sh/documents'],
    ['/admin/h4sh/messages/9', '/admin/h4sh/messages/9'],
    ['https://evil.example/phish', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%j goes to %j', (link, route) => {
    expect(notificationRoute(link)).toBe(route);
  });
});

describe('notification links with the spec prefixes (spec 002 §7)', () => {
  it('builds one link per prefix', () => {
    expect(notificationLinks.conversation(9)).toBe('conversation:9');
    expect(notificationLinks.download(4)).toBe('download:4');
    expect(notificationLinks.downloadFolder('h4sh', '/2025/Tax Returns')).toBe(
      'download_folder:companyHash=h4sh&path=%2F2025%2FTax+Returns',
    );
    expect(notificationLinks.downloadDropLinkUpload(3, 8)).toBe('download_drop_link_upload:dropLinkId=3&uploadId=8');
    expect(notificationLinks.downloadDropLinkDocument(3, 'Ann Lee')).toBe(
      'download_drop_link_document:dropLinkId=3&folder=Ann+Lee',
    );
  });

  it.each([
    [notificationLinks.conversation(9), '/messages?conversationId=9', '/inbox?conversationId=9'],
    [notificationLinks.download(4), '/exports/4', '/exports/4'],
    [
      notificationLinks.downloadFolder('h4sh', '/2025/Tax Returns'),
      '/admin/h4sh/documents?path=%2F2025%2FTax%20Returns',
      '/documents/h4sh?path=%2F2025%2FTax%20Returns',
    ],
    [notificationLinks.downloadDropLinkUpload(3, 8), '/admin-drop-links?dropLinkId=3&uploadId=8', null],
    [notificationLinks.downloadDropLinkDocument(3, 'Ann Lee'), '/admin-drop-links?dropLinkId=3&folder=Ann%20Lee', null],
  ])('%j opens %j for staff and %j for a client', (link, staff, client) => {
    expect(notificationRoute(link, 'staff')).toBe(staff);
    expect(notificationRoute(link, 'client')).toBe(client);
  });

  it.each([
    'conversation:',
    'conversation:abc',
    'conversation:0',
    'download:-1',
    'download_folder:path=%2F',
    'download_folder:companyHash=..%2F..&path=%2F',
    'download_drop_link_upload:uploadId=8',
  ])('refuses the malformed %j', (link) => {
    expect(notificationRoute(link)).toBeNull();
  });
});

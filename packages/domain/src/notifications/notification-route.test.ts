import { describe, expect, it } from 'vitest';
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

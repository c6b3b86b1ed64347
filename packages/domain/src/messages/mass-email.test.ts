import { describe, expect, it } from 'vitest';
import { massEmailMessages, massEmailSchema, substituteVariables, testMassEmailSchema } from './mass-email.ts';

const values = {
  client_fname: 'Ann',
  client_lname: 'Lee',
  client_full_name: 'Ann Lee',
  client_preferred_name: 'Annie',
  client_email: 'ann@example.test',
  client_phone_number: '(555) 123-4567',
  assigned_firm_user_name: 'Paula Partner',
};

describe('substituteVariables', () => {
  it('fills every variable, spaces inside braces allowed, unknown ones left alone', () => {
    expect(
      substituteVariables(
        'Hi {{client_fname}} {{ client_lname }}, {{assigned_firm_user_name}} here. {{unknown}}',
        values,
      ),
    ).toBe('Hi Ann Lee, Paula Partner here. {{unknown}}');
  });
  it('escapes values, not the template', () => {
    const html = substituteVariables('<p>{{client_fname}}</p>', { ...values, client_fname: '<b>x</b>' }, (v) =>
      v.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    );
    expect(html).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
  });
});

describe('mass email validation', () => {
  it('a test send needs a subject and a body', () => {
    const r = testMassEmailSchema.safeParse({ subject: ' ', body: '<p> </p>' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      massEmailMessages.subjectRequired,
      massEmailMessages.bodyRequired,
    ]);
  });
  it('sending needs at least one recipient', () => {
    const r = massEmailSchema.safeParse({ subject: 'S', body: 'B', client_ids: [] });
    expect(r.error?.issues[0]?.message).toBe(massEmailMessages.recipientsRequired);
  });
});

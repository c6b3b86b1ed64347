import { describe, expect, it } from 'vitest';
import { templateStartPath } from './template-link-entry';

describe('templateStartPath', () => {
  it('takes a bare code or a whole link, keeping only firmGroupId and taxYear', () => {
    expect(templateStartPath(' abcd1234 ')).toBe('/template/abcd1234');
    expect(templateStartPath('https://x.example/template/ab_cd-12?firmGroupId=3&taxYear=2024&utm=1')).toBe(
      '/template/ab_cd-12?firmGroupId=3&taxYear=2024',
    );
    expect(templateStartPath('/template/abcd1234/create-questionnaire-from-template?taxYear=x')).toBe(
      '/template/abcd1234',
    );
  });

  it('refuses what is not a template link', () => {
    expect(templateStartPath('')).toBeNull();
    expect(templateStartPath('https://evil.example/signin')).toBeNull();
    expect(templateStartPath('/template/a b')).toBeNull();
    expect(templateStartPath('ab')).toBeNull();
  });
});

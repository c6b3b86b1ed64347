import { describe, expect, it } from 'vitest';
import { describeSettingChanges, settingChanges } from './settings-changes.ts';

describe('settingChanges', () => {
  it('names only the fields whose value changed', () => {
    const changes = settingChanges(
      { name: 'Old', time_zone: 'Pacific Time (US & Canada)', flags: [1] },
      { name: 'New', time_zone: 'Pacific Time (US & Canada)', flags: [1, 2] },
    );
    expect(changes).toEqual([
      { field: 'name', from: 'Old', to: 'New' },
      { field: 'flags', from: [1], to: [1, 2] },
    ]);
  });

  it('ignores keys the update leaves out and reads a missing old value as null', () => {
    expect(settingChanges({ a: true }, { b: false, c: undefined })).toEqual([{ field: 'b', from: null, to: false }]);
  });

  it('describes each change on its own line', () => {
    expect(
      describeSettingChanges([
        { field: 'name', from: 'Old', to: 'New' },
        { field: 'drop_link_enabled', from: false, to: true },
      ]),
    ).toBe("name: 'Old' → 'New'\ndrop_link_enabled: false → true");
  });
});

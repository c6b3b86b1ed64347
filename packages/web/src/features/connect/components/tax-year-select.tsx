import { Select } from '@mantine/core';
import { defaultTaxYear, sendTaxYears } from '@portal/domain';
import { useState } from 'react';

/** The tax year a Connect panel shows, the season being prepared first (today from `now`). */
export function useTaxYear(now: () => Date) {
  const [years] = useState(() => sendTaxYears(now()));
  const [year, setYear] = useState(() => defaultTaxYear(now()));
  const select = (
    <Select
      label="Tax year"
      data={years.map(String)}
      value={String(year)}
      onChange={(v) => v && setYear(Number(v))}
      allowDeselect={false}
      maw={160}
    />
  );
  return { year, select };
}

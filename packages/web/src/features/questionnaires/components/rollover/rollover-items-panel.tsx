/** An entity's rollover (prior-year) items on its dashboard (spec 001 §3, issue 8 item 6). */
export function RolloverItemsPanel(_props: { companyId: number }) {
  return null;
}

// The schema list-tax-returns.ts checks answers with, in a chunk of its own (loaded on first use).
export { taxReturnListSchema } from '@portal/domain';

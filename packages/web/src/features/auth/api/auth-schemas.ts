// The shared schemas the sign-in page checks with, in a chunk of their own (api/parse-sign-in-result.ts loads
// it when first needed): with them comes zod, which the sign-in page must not fetch before it is drawn
// (issue 22 §4). The server checks the same schemas.
export { emailSchema, signInResultSchema } from '@portal/domain';

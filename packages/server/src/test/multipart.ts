export { multipart } from '../platform/multipart-body.ts';

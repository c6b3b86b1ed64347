// Loaded apart from the app's first JavaScript (lib/realtime.ts imports it lazily): the schema brings zod,
// which no screen needs before the first event arrives (issue 22 §4).
export { realtimeEventSchema } from '@portal/domain';

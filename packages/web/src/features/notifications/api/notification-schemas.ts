// The schema list-notifications.ts checks answers with, in a chunk of its own (loaded on first use).
export { notificationsPageSchema } from '@portal/domain';

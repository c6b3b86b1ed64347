import { useDebouncedValue } from '@mantine/hooks';
import { useEmailAvailability } from '../api/check-email-availability';

/** The email availability check waits 200 ms after the last key (spec 000 §9). */
export const EMAIL_CHECK_DEBOUNCE_MS = 200;

/** True when the address as typed now is known to belong to someone already. */
export function useEmailTaken(email: string): boolean {
  const [debounced] = useDebouncedValue(email, EMAIL_CHECK_DEBOUNCE_MS);
  const check = useEmailAvailability(debounced);
  const current = email.trim().toLowerCase();
  return check.data?.is_available === false && debounced.trim().toLowerCase() === current;
}

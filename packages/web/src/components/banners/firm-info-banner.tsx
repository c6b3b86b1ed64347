import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { getCookie, setCookie, textFingerprint } from '../../lib/cookies';

/** Max age of the dismissal cookie. The spec leaves it open; a year matches the table preference cookies. */
export const FIRM_BANNER_COOKIE_MAX_AGE_SECONDS = 31536000;
export const firmBannerCookieName = (firmId: number) => `firm_banner_dismissed_${firmId}`;

export interface FirmInfoBannerProps {
  firmId: number;
  enabled: boolean;
  text: string;
}

/**
 * The firm's in-app banner for advisors. Dismissal is remembered per firm in a cookie holding a
 * fingerprint of the text, so a new text shows again.
 */
export function FirmInfoBanner({ firmId, enabled, text }: FirmInfoBannerProps) {
  const fingerprint = textFingerprint(text);
  const cookieName = firmBannerCookieName(firmId);
  const [dismissed, setDismissed] = useState(() => getCookie(cookieName));
  if (!enabled || !text.trim() || dismissed === fingerprint) return null;
  const dismiss = () => {
    setCookie(cookieName, fingerprint, { maxAgeSeconds: FIRM_BANNER_COOKIE_MAX_AGE_SECONDS });
    setDismissed(fingerprint);
  };
  return (
    <Alert
      role="status"
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      radius={0}
      withCloseButton
      closeButtonLabel="Dismiss firm announcement"
      onClose={dismiss}
    >
      {text}
    </Alert>
  );
}

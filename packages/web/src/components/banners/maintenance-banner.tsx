import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The maintenance banner: the live configuration's global alert, shown while `show` is true. */
export function MaintenanceBanner({ alert }: { alert: { show: boolean; text: string } | undefined }) {
  if (!alert?.show || !alert.text.trim()) return null;
  return (
    <Alert role="alert" color="orange" variant="filled" icon={<IconAlertTriangle aria-hidden />} radius={0}>
      {alert.text}
    </Alert>
  );
}

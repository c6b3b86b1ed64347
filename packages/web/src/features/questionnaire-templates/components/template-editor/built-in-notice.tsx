import { Alert, Button } from '@mantine/core';
import { templateMessages } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { notify } from '../../../../lib/notify';
import { useCopyTemplate } from '../../api/copy-template';
import { templateEditPath } from '../templates/templates-screen';

/** A built-in starter opens read-only; copying it gives the firm a template of its own to change. */
export function BuiltInNotice({ templateId }: { templateId: number }) {
  const navigate = useNavigate();
  const copy = useCopyTemplate();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title="Built-in template">
      {templateMessages.builtInReadOnly}
      <div>
        <Button
          mt="sm"
          size="xs"
          loading={copy.isPending}
          onClick={() =>
            copy.mutate(templateId, {
              onSuccess: (c) => {
                notify.success(templateMessages.copied);
                void navigate(templateEditPath(c.id));
              },
              onError: (e) => notify.error(e.message),
            })
          }
        >
          Copy template
        </Button>
      </div>
    </Alert>
  );
}

import type { QuestionnaireDetail } from '@portal/domain';
import { questionnaireMessages } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../../lib/notify';
import { useVerifyDepositCheckout } from '../../api/deposit';

export const CHECKOUT_SESSION_PARAM = 'checkout_session_id';

/**
 * Back from checkout with ?checkout_session_id=: verify it once, then drop the parameter so a reload does
 * not verify again. Answers whether the deposit was just paid, to say so on the page.
 */
export function useDepositReturn(q: QuestionnaireDetail): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyDepositCheckout(q.id);
  const started = useRef(false);
  const [paid, setPaid] = useState(false);
  const sessionId = new URLSearchParams(location.search).get(CHECKOUT_SESSION_PARAM);

  useEffect(() => {
    if (!sessionId || started.current || q.mode !== 'client') return;
    started.current = true;
    verify.mutate(sessionId, {
      onSuccess: ({ deposit_status }) => {
        if (deposit_status === 'paid') {
          setPaid(true);
          notify.success(questionnaireMessages.depositPaid);
        }
      },
      onSettled: () => {
        const params = new URLSearchParams(location.search);
        params.delete(CHECKOUT_SESSION_PARAM);
        const search = params.toString();
        void navigate({ search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
      },
    });
  }, [sessionId, q.mode, verify, location.search, location.hash, navigate]);

  return paid;
}

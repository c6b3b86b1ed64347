import type { OpenItem } from '@portal/domain';
import { api } from '../../../lib/api-client';
import type { ActionResult } from './questionnaire-actions';

/** POST /api/send_open_items: the items become questions of the questionnaire's Additional Items section. */
export const sendOpenItems = (questionnaireId: number, items: OpenItem[]) =>
  api.post<ActionResult>('/api/send_open_items', { questionnaire_id: questionnaireId, items });

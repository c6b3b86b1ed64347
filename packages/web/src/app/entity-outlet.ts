import type { EntityDetail } from '@portal/domain';
import { useOutletContext } from 'react-router';

/** The entity the entity view shows, for the pages below its header. */
export const useCurrentEntityDetail = () => useOutletContext<EntityDetail>();

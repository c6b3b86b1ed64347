import type { QuestionnaireDetail, Section } from '@portal/domain';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router';

const QUESTION_ANCHOR = /^#question(\d+)$/;

/**
 * The section shown, kept in the address (?sectionId=) so a reload or a shared link opens the same place.
 * Without one: the section of a #question{id} anchor, else the questionnaire's current section, else the first.
 */
export function useCurrentSection(q: QuestionnaireDetail, sections: Section[]) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = Number(params.get('sectionId'));
  const anchored = Number(QUESTION_ANCHOR.exec(location.hash)?.[1]);
  const anchorSection = q.questionnaire_questions.find((x) => x.id === anchored)?.section_id;

  const byId = (id: number | null | undefined) => (id == null ? -1 : sections.findIndex((s) => s.id === id));
  let index = byId(requested);
  if (index < 0) index = byId(anchorSection);
  if (index < 0) index = byId(q.status);
  if (index < 0) index = 0;
  const current = sections[index] ?? null;

  const addressFor = useCallback(
    (sectionId: number) => {
      const next = new URLSearchParams(location.search);
      next.set('sectionId', String(sectionId));
      return `?${next.toString()}`;
    },
    [location.search],
  );

  // Write the section into the address when it was chosen for the client (keeping the anchor to scroll to).
  useEffect(() => {
    if (current && requested !== current.id) {
      void navigate({ search: addressFor(current.id), hash: location.hash }, { replace: true });
    }
  }, [current, requested, addressFor, navigate, location.hash]);

  // Scroll to the anchored question once it is on screen, and put the cursor in its answer.
  useEffect(() => {
    if (!anchored || !current) return;
    const item = document.getElementById(`question${anchored}`);
    item?.scrollIntoView({ block: 'start' });
    item?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus({ preventScroll: true });
  }, [anchored, current]);

  /** The address of a section, or of one of its questions (what a missing answer links to). */
  const linkTo = useCallback(
    (sectionId: number, questionId?: number): To => ({
      search: addressFor(sectionId),
      hash: questionId ? `#question${questionId}` : '',
    }),
    [addressFor],
  );

  const goTo = useCallback(
    (i: number) => {
      const target = sections[i];
      if (!target) return;
      void navigate({ search: addressFor(target.id) });
      window.scrollTo?.({ top: 0 });
    },
    [sections, navigate, addressFor],
  );

  return { index, current, goTo, linkTo };
}

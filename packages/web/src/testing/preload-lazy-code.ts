import { loadClientLayout, loadStaffLayout } from '../app/layouts/load-layouts';
import { loadClientHome, loadStaffHome } from '../app/routes/load-home';
import { questionComponents } from '../app/lazy-feature-components';
import { loadQuestionnairePage } from '../features/answering/components/page/questionnaire-screen';

/**
 * Each side's shell and home, and the questionnaire page, load lazily (issue 22 §4). In a test the first lazy
 * import transforms its whole module graph, which on a busy machine outlasts findBy's wait: load them once
 * before the tests (`beforeAll(preloadLazyCode, 60_000)`), as a browser has them by the time a screen is drawn.
 */
export async function preloadLazyCode(): Promise<void> {
  await Promise.all([
    loadStaffLayout(),
    loadClientLayout(),
    loadStaffHome(),
    loadClientHome(),
    loadQuestionnairePage(),
    questionComponents.load(),
  ]);
}

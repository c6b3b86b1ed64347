import '@mantine/core/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { reportUncaughtErrors } from './lib/report-client-error-later';

reportUncaughtErrors();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// Three tasks, not one: this module, the router (which starts the session's request and the screen's loaders),
// then the first render as a transition, drawn in slices. A long task keeps the page from answering a tap
// (Lighthouse's Total Blocking Time, issue 22 §4).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void nextTask().then(async () => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await nextTask();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
});

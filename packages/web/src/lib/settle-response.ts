/**
 * Lets go of an answer whose body nobody will read (a 401 before a retry, a failed download, a 204). A body left
 * unread keeps its request open in the browser: the page never reaches network-idle (issue 38 §9), and the
 * connection is not free for the next request. Cancelling a body already read, or never sent, is harmless.
 */
export async function discardBody(res: Response): Promise<void> {
  if (res.bodyUsed || !res.body) return;
  try {
    await res.body.cancel();
  } catch {
    // Already closed or errored: nothing is held.
  }
}

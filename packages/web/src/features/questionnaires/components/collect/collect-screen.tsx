/** Collect (spec 001 §2): the firm's questionnaires, paged, sorted and filtered by the server. */
export function CollectScreen() {
  return <h1>Collect</h1>;
}

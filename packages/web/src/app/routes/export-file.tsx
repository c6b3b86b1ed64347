import { useParams } from 'react-router';
import { ExportFilePage } from '../../features/exports/components/export-file-page';
import { Component as NotFound } from './not-found';

/** /exports/{id}: a file prepared in the background for the signed-in user. */
export function Component() {
  const id = Number(useParams().exportId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <ExportFilePage id={id} />;
}

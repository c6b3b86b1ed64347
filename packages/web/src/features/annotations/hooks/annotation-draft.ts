import { annotationInputOf, type Annotation, type AnnotationInput } from '@portal/domain';

/** An annotation being edited: the saved fields, and a key of its own until the server numbers it. */
export type DraftAnnotation = AnnotationInput & { key: string };

export interface DraftState {
  items: DraftAnnotation[];
  selected: string | null;
  /** Something differs from the saved list. */
  dirty: boolean;
}

/** Edits of a textbox reach only its fields; a check has no text or width. */
export type DraftPatch = Partial<Pick<AnnotationInput, 'x' | 'y' | 'color' | 'rotation'>> & {
  text?: string;
  width?: number;
};

export type DraftAction =
  | { type: 'load'; saved: Annotation[] }
  | { type: 'add'; item: DraftAnnotation }
  | { type: 'update'; key: string; patch: DraftPatch }
  | { type: 'remove'; key: string }
  | { type: 'select'; key: string | null };

let counter = 0;
export const newDraftKey = () => `new-${++counter}`;

export const initialDraft = (saved: Annotation[]): DraftState =>
  draftReducer({ items: [], selected: null, dirty: false }, { type: 'load', saved });

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'load':
      return {
        // Our fields only: the spec's style and position_data are the server's to work out again, and would win
        // over a moved x and y if sent back.
        items: action.saved.map((a) => ({ ...annotationInputOf(a), key: `saved-${a.id}` })),
        selected: null,
        dirty: false,
      };
    case 'add':
      return { items: [...state.items, action.item], selected: action.item.key, dirty: true };
    case 'update':
      return {
        ...state,
        dirty: true,
        items: state.items.map((item) =>
          item.key !== action.key
            ? item
            : item.shape_type === 'textbox'
              ? { ...item, ...action.patch }
              : { ...item, ...withoutTextboxFields(action.patch) },
        ),
      };
    case 'remove':
      return {
        items: state.items.filter((i) => i.key !== action.key),
        selected: state.selected === action.key ? null : state.selected,
        dirty: true,
      };
    case 'select':
      return { ...state, selected: action.key };
  }
}

function withoutTextboxFields({ text: _t, width: _w, ...rest }: DraftPatch) {
  return rest;
}

/** The list as the server takes it. */
export const savedForm = (items: DraftAnnotation[]): AnnotationInput[] => items.map(({ key: _k, ...a }) => a);

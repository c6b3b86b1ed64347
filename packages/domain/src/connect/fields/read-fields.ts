import type { PageLayout } from '../../signatures/field-proposals.ts';
import { type Phrase, phrase, phraseScore, wordMatches } from '../fuzzy-phrase.ts';
import type { RecognisedForm } from '../form-rules.ts';
import { lineBelow, pageLines, type TextLine, wordsOf } from '../page-lines.ts';
import { fieldsOf, type FieldSpec, FORM_TABLES, type K1Kind } from './form-fields.ts';
import { parseMoney } from './money.ts';
import { amountsOf, type Figure, fractionOf, type ReadField } from './page-figures.ts';
import { readTable } from './read-table.ts';
import { w2BoxesByArithmetic } from './w2-arithmetic.ts';
import { w2Box12ByShape } from './w2-box12.ts';

export type { ReadField } from './page-figures.ts';

/** A box's caption on the page: its number and words, where it starts and how far right its box may reach. */
interface Label {
  spec: FieldSpec | null;
  line: TextLine;
  /** Where the box number starts (a line may hold the captions of two boxes side by side). */
  x: number;
  y: number;
  height: number;
  /** The caption's match, 0–1. */
  score: number;
  right: number;
}

const CODE = /^[A-Z0-9]{1,2}$/;

/**
 * How far below its caption a box's figure may sit, in caption heights: a caption wraps to three lines, and a K-1's
 * line prints its figure at the foot of a box seven captions tall (OCR draws small captions smaller still).
 */
const DROP = 7;
/** A caption matched at least this well is the box's; lower is some other text that starts with a number. */
const CAPTION = 0.6;
/**
 * How much of its caption a box's number needs: less after "Box" ("Box 1 Payments reconwved Tor qualified t..."), or
 * when the caption's first word is read right ("1 Interest ing me"): OCR garbles a caption's later words most.
 */
function enough(caption: Phrase, words: readonly string[], boxWord: boolean): number {
  if (boxWord) return 0.3;
  const head = caption.words[0];
  return head && words[0] && wordMatches(head, words[0]) ? 0.45 : CAPTION;
}

/**
 * Reads a recognised form's figures (issue 42 §1) from its pages' text: the PDF's own or OCR's word boxes alike.
 * Each box is found by its number and caption; a figure belongs to the caption that heads its box: the nearest
 * above it or before it on its line, with no other caption between them. Where the form is printed several times
 * (copies B, C and 2 on one sheet) the first copy's figures are kept.
 */
export function readFields(
  form: RecognisedForm | null,
  pages: readonly PageLayout[],
  again: readonly (readonly PageLayout[] | null | undefined)[] = [],
): ReadField[] {
  const specs = ofKind(fieldsOf(form), pages);
  if (!specs.length) return [];
  const found = new Map<string, ReadField>();
  pages.forEach((page, i) => {
    const first = readPage(form, specs, page, i + 1).fields;
    const more = (again[i] ?? []).map((layout) => readPage(form, specs, layout, i + 1).fields);
    for (const field of surer(first, more)) if (!found.has(field.key)) found.set(field.key, field);
    if (form === 'W-2') {
      for (const field of w2ByArithmetic(page, again[i], i + 1, found)) found.set(field.key, field);
      for (const field of w2Box12(specs, page, again[i], i + 1, found)) found.set(field.key, field);
    }
  });
  return specs.flatMap((s) => found.get(s.key) ?? []);
}

/** How sure a box told by arithmetic, not by its caption, is: low enough to be marked for a look. */
const TOLD_CONFIDENCE = 0.5;

/**
 * A W-2's boxes 1 to 6 its captions did not give, told by payroll's arithmetic (see `w2BoxesByArithmetic`), from
 * either reading of the page; never an amount another box was read with.
 */
function w2ByArithmetic(
  page: PageLayout,
  again: readonly PageLayout[] | null | undefined,
  n: number,
  found: ReadonlyMap<string, ReadField>,
): ReadField[] {
  if (['1', '3', '4', '5', '6'].every((key) => found.has(key))) return [];
  for (const layout of [page, ...(again ?? [])]) {
    const told = w2BoxesByArithmetic(placedAmounts(layout));
    if (!told.size) continue;
    const read = [...found.values()].filter((f) => f.page === n).map((f) => f.box);
    const near = (a: ReadField['box'], b: ReadField['box']) =>
      Math.abs(a.left - b.left) < 0.01 && Math.abs(a.top - b.top) < 0.01;
    return [...told].flatMap(([key, a]) => {
      const box = fractionOf(layout, { ...a, text: a.value, wordy: false, confidence: 100 });
      if (found.has(key) || read.some((b) => near(b, box))) return [];
      return [{ key, value: a.value, confidence: TOLD_CONFIDENCE, page: n, box }];
    });
  }
  return [];
}

/**
 * A W-2's box 12 codes and amounts its captions did not give, told by their shape beside box 6 (see
 * `w2Box12ByShape`), from the first reading of the page that shows them; only where no box 12 was read at all.
 */
function w2Box12(
  specs: readonly FieldSpec[],
  page: PageLayout,
  again: readonly PageLayout[] | null | undefined,
  n: number,
  found: ReadonlyMap<string, ReadField>,
): ReadField[] {
  const box6 = found.get('6');
  const pattern = specs.find((s) => s.key === '12a code')?.pattern;
  if (!box6 || !pattern || ['12a', '12b', '12c', '12d'].some((key) => found.has(key) || found.has(`${key} code`)))
    return [];
  for (const layout of [page, ...(again ?? [])]) {
    const amounts = placedAmounts(layout);
    const six = amounts.find((a) => a.value === box6.value);
    if (!six) continue;
    const told = w2Box12ByShape(layout.items, amounts, six, pattern);
    if (!told.size) continue;
    return [...told].flatMap(([key, { code, amount }]) => {
      const box = fractionOf(layout, { ...amount, text: amount.value, wordy: false, confidence: 100 });
      return [
        { key: `${key} code`, value: code, confidence: TOLD_CONFIDENCE, page: n, box },
        { key, value: amount.value, confidence: TOLD_CONFIDENCE, page: n, box },
      ];
    });
  }
  return [];
}

/** The amounts OCR read on a page as dollars and cents, off sentences; one left half-bracketed ("(45.00") is none. */
const placedAmounts = (layout: PageLayout) =>
  amountsOf(layout).flatMap((f) => {
    const value = parseMoney(f.text);
    return value === null || f.wordy ? [] : [{ ...f, value }];
  });

/**
 * Whether OCR's reading of a form's page leaves a box in doubt, so the page is worth reading again finer: something
 * printed in a captioned box that is neither an amount nor a code ("o|", "$ ppl"), or an amount with a leading zero
 * ("040.85": a digit lost before it).
 */
export function fieldsInDoubt(form: RecognisedForm | null, page: PageLayout): boolean {
  const specs = ofKind(fieldsOf(form), [page]);
  if (!specs.length) return false;
  const { fields, unread } = readPage(form, specs, page, 1);
  return unread > 0 || fields.some((f) => f.doubtful);
}

/**
 * Per box, the surest of a page's readings: a figure not in doubt, and of two such the finer reading's (the second:
 * OCR's confidence is as high for "3.54" as for "53.54", but small print is read whole larger), then the sharpened
 * one's, then the first's; a reading with more digits before those they share wins over one that lost them.
 */
function surer(first: readonly PageField[], more: readonly (readonly PageField[])[]): ReadField[] {
  const best = new Map<string, PageField>();
  for (const f of [...more.flat(), ...first]) {
    const had = best.get(f.key);
    if (!had || (had.doubtful && !f.doubtful) || (!f.doubtful && lostDigits(had, f))) best.set(f.key, f);
  }
  return [...best.values()].map(({ doubtful: _doubtful, ...field }) => field);
}

/**
 * Whether one reading of an amount is the other's with its leading digits lost ("5.33" of "$500, 155. 33"): OCR
 * drops a run of digits split off by a space far more often than it makes them up, so the longer reading is right.
 */
const lostDigits = (a: ReadField, b: ReadField) => {
  const digits = (f: ReadField) => f.value.replace(/\D/g, '');
  return /\d/.test(a.value) && digits(b).length > digits(a).length && digits(b).endsWith(digits(a));
};

/** OCR's median confidence in a page's words (0–100) below which it read the page poorly (a blurred photo). */
const POOR_READING = 70;
const readPoorly = (page: PageLayout) => {
  const sure = page.items.map((i) => i.confidence ?? 100).sort((a, b) => a - b);
  return sure.length > 0 && sure[Math.floor(sure.length / 2)]! < POOR_READING;
};

/** A figure read off one page, and whether it looks misread (see `fieldsInDoubt`). */
type PageField = ReadField & { doubtful: boolean };

/** What the words of a K-1's pages name it: the Form 1065's partner, the 1120-S's shareholder, the 1041's beneficiary. */
const K1_WORDS: Record<K1Kind, readonly string[]> = {
  '1065': ['1065', 'partner', 'partnership'],
  '1120-S': ['1120', 'shareholder', 'corporation'],
  '1041': ['1041', 'beneficiary', 'fiduciary', 'estate'],
};

/**
 * A form's fields for its pages: a K-1's lines of the kind its pages name most (the kinds number their lines
 * differently), none of them when the pages name no kind.
 */
function ofKind(specs: readonly FieldSpec[], pages: readonly PageLayout[]): readonly FieldSpec[] {
  if (!specs.some((s) => s.variant)) return specs;
  const tokens = pages.flatMap((p) => pageLines(p).flatMap((l) => l.tokens));
  let kind: K1Kind | null = null;
  let most = 0;
  for (const [k, words] of Object.entries(K1_WORDS) as [K1Kind, readonly string[]][]) {
    const count = tokens.filter((t) => words.includes(t)).length;
    if (count > most) [kind, most] = [k, count];
  }
  return specs.filter((s) => !s.variant || s.variant === kind);
}

/** A page's figures: its boxes by their captions, and its form's table cells by row and column. */
function readPage(
  form: RecognisedForm | null,
  specs: readonly FieldSpec[],
  page: PageLayout,
  n: number,
): { fields: PageField[]; unread: number } {
  const boxes = readBoxes(
    specs.filter((s) => !s.cell),
    page,
    n,
  );
  const table = form && FORM_TABLES[form];
  const cells = specs.filter((s) => s.cell);
  if (!table || !cells.length) return boxes;
  const read = readTable(table, cells, page, n).map((f) => ({ ...f, doubtful: false }));
  return { fields: [...boxes.fields, ...read], unread: boxes.unread };
}

function readBoxes(specs: readonly FieldSpec[], page: PageLayout, n: number): { fields: PageField[]; unread: number } {
  if (!specs.length) return { fields: [], unread: 0 };
  const lines = pageLines(page);
  const labels = findLabels(specs, lines);
  // Not one box's caption found on a recognised form: on a page OCR read poorly it lost the small print, so every
  // box is unread; read well, the page has no boxes (a 1099-B's transactions, a K-1's statement).
  if (!labels.some((l) => l.spec)) return { fields: [], unread: readPoorly(page) ? specs.length : 0 };
  // A box's own number is no figure (a table's Box column "7" beside "Distribution code(s)").
  const own = (f: Figure) => labels.some((l) => Math.abs(l.x - f.x) < 2 && Math.abs(l.y - f.y) < 1);
  const figures = [...amountsOf(page), ...lines.flatMap(codesOf).filter((f) => !own(f))];
  // OCR boxes one caption taller than another ("12b" over a rule): the page's usual caption height is the measure.
  const captionHeight = median(labels.filter((l) => l.spec).map((l) => l.height));
  const pairs: { label: Label; figure: Figure; cost: number }[] = [];
  for (const label of labels) {
    if (!label.spec) continue;
    for (const figure of figures) {
      if (!fits(label.spec, figure)) continue;
      const cost = placeCost(label, figure, labels, captionHeight);
      if (cost !== null) pairs.push({ label, figure, cost });
    }
  }
  pairs.sort((a, b) => a.cost - b.cost);
  const taken = new Set<Figure>();
  const done = new Set<Label>();
  const read: (PageField & { at: Label })[] = [];
  for (const { label, figure } of pairs) {
    if (taken.has(figure) || done.has(label)) continue;
    taken.add(figure);
    done.add(label);
    const spec = label.spec!;
    // OCR lost a digit before an amount it reads with a leading zero ("1,040.85" as "040.85").
    const doubtful = spec.kind === 'money' && /^\D*0\d/.test(figure.text);
    read.push({
      key: spec.key,
      value: spec.kind === 'money' ? parseMoney(figure.text)! : figure.text,
      confidence: Math.round(label.score * (figure.confidence / 100) * (doubtful ? 0.5 : 1) * 100) / 100,
      page: n,
      box: fractionOf(page, figure),
      doubtful,
      at: label,
    });
  }
  // The first copy on the sheet: top to bottom, then left to right.
  read.sort((a, b) => b.at.y - a.at.y || a.at.x - b.at.x);
  const first = new Map<string, PageField>();
  for (const { at: _at, ...field } of read) if (!first.has(field.key)) first.set(field.key, field);
  // A box whose caption OCR lost (every form prints each of its boxes) is as unread as one it could not make out.
  const lost = specs.filter((s) => !labels.some((l) => l.spec?.key === s.key)).length;
  const unread =
    lost +
    labels.filter((l) => l.spec && !done.has(l) && !first.has(l.spec.key) && unreadable(l, page, labels, captionHeight))
      .length;
  return { fields: [...first.values()], unread };
}

/**
 * Whether OCR read something in a box it could not make a figure of: a short run of marks as large as figures
 * print, below or beside the box's caption ("o|" for a code, "som" for "$0.00"); a caption's words are not that.
 */
function unreadable(label: Label, page: PageLayout, labels: readonly Label[], captionHeight: number): boolean {
  return page.items.some((item) => {
    if (item.confidence === undefined) return false;
    const marks = item.str.replace(/[\s$.,]/g, '');
    if (marks.length < 2 || marks.length > 6 || /[a-z]{4}/i.test(marks) || /^\d{1,2}[a-h]?$/i.test(marks)) return false;
    if (item.height < captionHeight * 0.9) return false;
    const figure: Figure = { text: item.str, ...item, confidence: item.confidence, wordy: false };
    return placeCost(label, figure, labels, captionHeight) !== null;
  });
}

/**
 * A box number where a caption starts: at the line's start (or after a box's rule OCR read as "|" or "["), or after
 * other text before a capitalised word. OCR may misread its digits ("la", "Boxs", "12¢") or drop the space before
 * a capitalised caption ("1Rents"), and some issuers print a point after it ("Box 5. Net Benefits"); such a number is taken only where its caption matches (see `findLabels`).
 */
const CAPTION_START =
  /(^|[\s|[\]]+)((?:[Bb][Oo][Xx]\s*)?([0-9lIOSs]{1,2}[a-hA-H¢]?|[a-fA-F]))(?:[.:]?\s+|(?=[A-Z][a-z]))(?=([A-Za-z]))/g;
/** A box number as printed, or null when OCR misread it beyond the usual confusions. */
const boxNumber = (raw: string): { id: string; misread: boolean } | null => {
  const id = raw
    .toLowerCase()
    .replace(/¢$/, 'c')
    .replace(/^([0-9lios]{1,2})/, (digits) => digits.replace(/[li]/g, '1').replace(/o/g, '0').replace(/s/g, '5'));
  if (!/^(?:[1-9]\d?[a-h]?|[a-f])$/.test(id)) return null;
  return { id, misread: !/^(?:\d{1,2}[a-h]?|[a-f])$/i.test(raw) };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Infinity;
};

/** Every caption that starts with a box number, the form's own or not (another box's caption bounds a box too). */
function findLabels(specs: readonly FieldSpec[], lines: readonly TextLine[]): Label[] {
  const prepared = specs.map((spec) => ({ spec, caption: phrase(spec.caption), box: spec.key.split(' ')[0]! }));
  const labels: Label[] = [];
  // Every box number that starts a line, and those among them whose caption did not match (see `inColumn`).
  const numbered: Numbered[] = [];
  const garbled: (Numbered & { line: TextLine; box: string })[] = [];
  const push = (
    line: TextLine,
    index: number,
    id: string,
    words: string[],
    first: boolean,
    boxWord: boolean,
    doubtful = false,
  ) => {
    // The CORRECTED and VOID check boxes atop every information return, their box read as a number ("[3 CORRECTED").
    if (/^(?:corrected|void)$/.test(words[0] ?? '')) return;
    const x = line.x + (line.width * index) / Math.max(1, line.text.length);
    const captioned = words.length > 0 && /^[a-z]{3,}/.test(words[0]!);
    let matched = false;
    for (const p of prepared) {
      if (p.box !== id) continue;
      const lone = !words.length || !captioned;
      const score =
        p.caption.words.length && !lone ? phraseScore(p.caption, words) : lone && /[a-h]$/.test(id) ? 0.8 : 0;
      if (score >= (doubtful ? CAPTION : enough(p.caption, words, boxWord))) {
        labels.push({ spec: p.spec, line, x, y: line.y, height: line.height, score, right: Infinity });
        matched = true;
      }
    }
    if (!matched && !doubtful && captioned && (first || boxWord))
      labels.push({ spec: null, line, x, y: line.y, height: line.height, score: 0, right: Infinity });
    if (first && !boxWord && /^\d/.test(id)) {
      const at = { id: parseInt(id, 10), x, y: line.y, height: line.height };
      numbered.push(at);
      if (!matched && !doubtful && line.confidence < GARBLED && prepared.some((p) => p.box === id))
        garbled.push({ ...at, line, box: id });
    }
  };
  for (const line of lines) {
    const below = lineBelow(lines, line)?.tokens ?? [];
    const beside = besideOf(lines, line);
    // A number alone on its line whose caption is printed apart (a table's Box column, "Box 5" over its box).
    const lone = /^(?:box\s+)?(\d{1,2}[a-h]?|[a-f])$/i.exec(line.text.trim());
    if (lone) {
      push(
        line,
        0,
        lone[1]!.toLowerCase(),
        beside ? [...beside.tokens, ...(lineBelow(lines, beside)?.tokens ?? [])] : below,
        true,
        /^box/i.test(line.text),
      );
      continue;
    }
    // A number OCR misread ("la" for "1a") alone before its caption: taken only where the caption beside matches.
    const misread = beside && /^([0-9lIOS]{1,2}[a-hA-H¢]?)$/.exec(line.text.trim());
    const number = misread && boxNumber(misread[1]!);
    if (beside && number?.misread) {
      const words = [...beside.tokens, ...(lineBelow(lines, beside)?.tokens ?? [])];
      push(line, 0, number.id, words, true, false, true);
      continue;
    }
    for (const m of line.text.matchAll(CAPTION_START)) {
      const number = boxNumber(m[3]!);
      const boxWord = /^box/i.test(m[2]!);
      const glued = !/\s$/.test(m[0]);
      if (!number || (glued && boxWord)) continue;
      const start = m.index + m[1]!.length;
      // A box's rule read as a bar, or a checked box of the column beside ("X 6c Dividend equivalents"), leaves
      // the number first on its line.
      const first =
        line.text
          .slice(0, start)
          .replace(/^\s*X(?=[\s|[\]])/, '')
          .replace(/[|[\]]/g, '')
          .trim() === '';
      const upper = /[A-Z]/.test(m[4]!);
      // "Box 5." starts a caption only at its line's start: amid a sentence it ends one ("...shown in box 5. See").
      if ((!first && !upper) || (!first && /[.:]\s+$/.test(m[0]))) continue;
      // A misread or glued number is a box's only where it stands first or after "Box" and its caption matches.
      const doubtful = number.misread || glued;
      if (doubtful && !(first || boxWord)) continue;
      const after = wordsOf(line.text.slice(m.index + m[0].length));
      push(line, start, number.id, [...after, ...below], first, boxWord, doubtful);
    }
  }
  // A box whose caption OCR garbled ("1 BErmest Irom") is still its number's where the number stands in a column of
  // box numbers counting down the form: the place, not the words, tells it; its low score marks it for a look.
  for (const g of garbled) {
    if (labels.some((l) => l.spec && l.spec.key.split(' ')[0] === g.box) || !inColumn(g, numbered)) continue;
    const i = labels.findIndex((l) => !l.spec && l.line === g.line && Math.abs(l.x - g.x) < 1);
    if (i >= 0) labels.splice(i, 1);
    for (const p of prepared)
      if (p.box === g.box)
        labels.push({ spec: p.spec, line: g.line, x: g.x, y: g.y, height: g.height, score: PLACED, right: Infinity });
  }
  // A box reaches right as far as the next caption on its row, or near it (a column's rows need not line up), or
  // a caption printed right of it above the next caption down its column: two columns of boxes whose rows never line
  // up (a K-1's parts I-II beside part III) bound each other's boxes.
  for (const label of labels) {
    const h = label.height;
    const next = labels.filter((o) => o !== label && Math.abs(o.x - label.x) < 8 && o.y < label.y - h * 0.5);
    const floor = Math.max(label.y - h * DROP - 12, ...next.map((o) => o.y + h * 0.5));
    for (const other of labels) {
      if (other.x <= label.x + 4) continue;
      if (Math.abs(other.y - label.y) > h * 2.5 && (other.y > label.y || other.y < floor)) continue;
      label.right = Math.min(label.right, other.x);
    }
  }
  return labels;
}

/** A box number at the start of a line: "12" of "12a", "12b" alike. */
interface Numbered {
  id: number;
  x: number;
  y: number;
  height: number;
}
/** How sure a box told by its place in a column of box numbers is, its caption unread: low enough for a look. */
const PLACED = 0.5;
/** OCR's confidence (0–100) below which a caption is garbled print, not another form's words read right. */
const GARBLED = 70;

/**
 * Whether a box number stands in a column of box numbers counting down: at least two others start lines at its x
 * within a few rows, every one above it smaller and every one below larger (a lone number proves nothing; a "$" read
 * as "5" among them may spoil another pair, not this one's order).
 */
function inColumn(at: Numbered, numbered: readonly Numbered[]): boolean {
  const column = numbered.filter(
    (n) => n !== at && Math.abs(n.x - at.x) <= at.height && Math.abs(n.y - at.y) <= at.height * 12 && n.y !== at.y,
  );
  return column.length >= 2 && column.every((n) => (n.y > at.y ? n.id < at.id : n.id > at.id));
}

/** The phrase printed just right of a line on its baseline (a caption set apart from its box number). */
function besideOf(lines: readonly TextLine[], line: TextLine): TextLine | null {
  let best: TextLine | null = null;
  for (const other of lines) {
    if (other === line || Math.abs(other.y - line.y) > line.height * 0.4) continue;
    const gap = other.x - (line.x + line.width);
    if (gap < 0 || gap > 60) continue;
    if (!best || other.x < best.x) best = other;
  }
  return best;
}

/**
 * The codes printed alone on a line, or beside an amount ("DD 12,518.00") or a stray mark: a word beside them
 * makes them a caption's.
 */
function codesOf(line: TextLine): Figure[] {
  // A box's rule beside a code is read as a bar ("D|"): it is no part of the code.
  const parts = line.text
    .split(/\s+/)
    .map((p) => (line.confidence < 100 ? p.replace(/^[|[\]]+|[|[\]]+$/g, '') : p))
    .filter(Boolean);
  const mark = (p: string) => /^(?:[a-z]|\W+)$/.test(p);
  if (parts.length > 4 || !parts.every((p) => CODE.test(p) || mark(p) || parseMoney(p) !== null)) return [];
  const figures: Figure[] = [];
  let index = 0;
  for (const word of parts) {
    index = line.text.indexOf(word, index);
    if (CODE.test(word))
      figures.push({
        text: word,
        x: line.x + (line.width * index) / Math.max(1, line.text.length),
        width: (line.width * word.length) / Math.max(1, line.text.length),
        y: line.y,
        height: line.height,
        confidence: line.confidence,
        wordy: false,
      });
    index += word.length;
  }
  return figures;
}

/** Whether a figure is of the kind a field holds: an amount, or a code as the box's codes are written. */
function fits(spec: FieldSpec, figure: Figure): boolean {
  if (spec.kind === 'money') return parseMoney(figure.text) !== null;
  return (spec.pattern ?? CODE).test(figure.text);
}

/**
 * How far a figure is from a caption, or null when it cannot be its box's: it must sit below the caption (or
 * after it on its line), within the box's width, with no other caption between them. A figure amid words (a
 * caption's "$5,000 or more") is a box's only when it ends that box's own line ("Box 1 Interest income ... $12.00").
 */
function placeCost(label: Label, figure: Figure, labels: readonly Label[], captionHeight: number): number | null {
  const h = label.height || 6;
  const centre = figure.x + figure.width / 2;
  const drop = label.y - figure.y;
  if (figure.x + figure.width < label.x - 2 || centre > label.right) return null;
  // Figures print at least as large as captions; a smaller one is a caption's (the W-2's "Code" down box 12).
  const small = figure.height < Math.min(h, captionHeight) * 0.9 ? 5 : 0;
  if (small && label.spec?.kind === 'code') return null;
  if (Math.abs(drop) <= h * 0.6) return figure.x >= label.x ? small + 0.05 + (figure.x - label.x) / 1000 : null;
  if (figure.wordy || drop < 0 || drop > h * DROP + 12) return null;
  for (const other of labels) {
    if (other === label) continue;
    const between = other.y < label.y - h * 0.5 && other.y > figure.y + h * 0.3;
    const over = other.x - 4 <= centre && centre < other.right;
    if (between && over) return null;
  }
  return small + drop / h + Math.max(0, label.x - figure.x) / 20;
}

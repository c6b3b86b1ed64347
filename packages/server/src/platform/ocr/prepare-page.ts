/**
 * Page preparation before OCR (issue 35 §1), on an 8-bit grayscale picture of the page:
 * - the paper's colour and uneven light are taken out (each pixel against the brightest paper near it), so grey
 *   paper, a phone's shadow and a scanner's yellow tint all become white, and the table around a photographed page
 *   too;
 * - the marks left are grouped into blobs; blobs the size of printed characters are the page's glyphs. A page
 *   with too few glyphs is blank, however much speckle or dust it shows;
 * - the shape of the words tells the direction of the text (across or up and down the page), and the angle at
 *   which the glyphs' rows line up best tells the skew.
 * The analysis works on a picture reduced to about 100 dots per inch; all of it runs in a worker thread
 * (prepare-worker.ts), never on the API's event loop.
 */

export interface Gray {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Glyph {
  /** Centre, and box, in the analysed picture's pixels. */
  cx: number;
  cy: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The picture reduced by an integer factor, each pixel the mean of its block. */
export function shrink(image: Gray, factor: number): Gray {
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx]!;
      }
      data[y * width + x] = Math.round(sum / area);
    }
  }
  return { data, width, height };
}

/**
 * Each pixel against the paper around it: the brightest pixels of blocks about a fifth of an inch wide, smoothed,
 * stand for the paper; a pixel as bright as its paper becomes white, ink stays dark.
 */
export function flattenPaper(image: Gray, dpi: number): Gray {
  const block = Math.max(8, Math.round(dpi / 5));
  const bw = Math.ceil(image.width / block);
  const bh = Math.ceil(image.height / block);
  const paper = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      // The 90th brightest percentile of the block: a speck of white dust does not become the paper.
      const histogram = new Uint32Array(256);
      let count = 0;
      for (let y = by * block; y < Math.min(image.height, (by + 1) * block); y += 2) {
        for (let x = bx * block; x < Math.min(image.width, (bx + 1) * block); x += 2) {
          histogram[image.data[y * image.width + x]!]!++;
          count++;
        }
      }
      let seen = 0;
      let level = 255;
      while (level > 0 && seen + histogram[level]! < count * 0.1) seen += histogram[level--]!;
      paper[by * bw + bx] = level;
    }
  }
  // Around a photographed page lies the table it was photographed on: blocks far darker than the page's paper are
  // outside the page, and become white.
  const levels = [...paper].sort((a, b) => a - b);
  const pagePaper = levels[Math.floor(levels.length * 0.9)]!;
  const outside = paper.map((level) => (level < pagePaper * 0.62 ? 1 : 0));
  // A block that is all ink (a filled box) takes the brightest paper next to it.
  const smooth = new Float32Array(paper.length);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let best = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const x = bx + dx;
          const y = by + dy;
          if (x >= 0 && y >= 0 && x < bw && y < bh) best = Math.max(best, paper[y * bw + x]!);
        }
      smooth[by * bw + bx] = best;
    }
  }
  const data = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++) {
    const fy = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < image.width; x++) {
      const fx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(bw - 1, x0 + 1);
      const wx = fx - x0;
      if (outside[Math.min(bh - 1, Math.floor(y / block)) * bw + Math.min(bw - 1, Math.floor(x / block))]) {
        data[y * image.width + x] = 255;
        continue;
      }
      const top = smooth[y0 * bw + x0]! * (1 - wx) + smooth[y0 * bw + x1]! * wx;
      const bottom = smooth[y1 * bw + x0]! * (1 - wx) + smooth[y1 * bw + x1]! * wx;
      const background = Math.max(48, top * (1 - wy) + bottom * wy);
      const value = (image.data[y * image.width + x]! / background) * 255;
      // Stretch so that paper is white and faint grey (noise, show-through) fades out.
      data[y * image.width + x] = value >= 235 ? 255 : Math.max(0, Math.round((value - 40) * (255 / 195)));
    }
  }
  return { data, width: image.width, height: image.height };
}

/**
 * How dark ink is on this picture once its paper is flattened: the level that best parts ink from paper (Otsu's),
 * within bounds, so a photo's faint grey print counts as ink and a scan's light noise does not.
 */
export function inkLevel(image: Gray): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < image.data.length; i += 3) histogram[image.data[i]!]!++;
  let total = 0;
  let sum = 0;
  for (let v = 0; v < 256; v++) {
    total += histogram[v]!;
    sum += v * histogram[v]!;
  }
  let below = 0;
  let belowSum = 0;
  let best = 150;
  let bestVariance = -1;
  for (let t = 0; t < 255; t++) {
    below += histogram[t]!;
    belowSum += t * histogram[t]!;
    if (!below || below === total) continue;
    const mean0 = belowSum / below;
    const mean1 = (sum - belowSum) / (total - below);
    const variance = below * (total - below) * (mean0 - mean1) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t + 1;
    }
  }
  return Math.max(110, Math.min(215, best));
}

/** Every blob of ink (8-connected) with its box and its number of pixels. */
export function findBlobs(image: Gray, ink = inkLevel(image)): (Glyph & { pixels: number })[] {
  const { width, height, data } = image;
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (a: number): number => {
    while (parent[a] !== a) a = parent[a] = parent[parent[a]!]!;
    return a;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (data[i]! >= ink) continue;
      const neighbours: number[] = [];
      if (x > 0 && labels[i - 1]) neighbours.push(labels[i - 1]!);
      if (y > 0) {
        const up = i - width;
        if (labels[up]) neighbours.push(labels[up]!);
        if (x > 0 && labels[up - 1]) neighbours.push(labels[up - 1]!);
        if (x < width - 1 && labels[up + 1]) neighbours.push(labels[up + 1]!);
      }
      if (!neighbours.length) {
        parent.push(parent.length);
        labels[i] = parent.length - 1;
        continue;
      }
      let root = find(neighbours[0]!);
      for (const n of neighbours.slice(1)) {
        const other = find(n);
        if (other !== root) {
          parent[Math.max(other, root)] = Math.min(other, root);
          root = Math.min(other, root);
        }
      }
      labels[i] = root;
    }
  }
  const boxes = new Map<number, { top: number; bottom: number; left: number; right: number; pixels: number }>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x]!;
      if (!label) continue;
      const root = find(label);
      const box = boxes.get(root);
      if (!box) boxes.set(root, { top: y, bottom: y, left: x, right: x, pixels: 1 });
      else {
        box.bottom = y;
        if (x < box.left) box.left = x;
        if (x > box.right) box.right = x;
        box.pixels++;
      }
    }
  }
  return [...boxes.values()].map((box) => ({ cx: (box.left + box.right) / 2, cy: (box.top + box.bottom) / 2, ...box }));
}

/**
 * The blobs whose size is a printed character's (or a few characters run together) at this resolution: from
 * about 4 points to half an inch high and at most an inch wide. Specks, rules, boxes and pictures are left out.
 */
export function findGlyphs(image: Gray, dpi: number): Glyph[] {
  const minHeight = (4 / 72) * dpi;
  const maxHeight = dpi / 2;
  return findBlobs(image).filter((box) => {
    const h = box.bottom - box.top + 1;
    const w = box.right - box.left + 1;
    // A hollow box or a long rule is not a character: characters fill a fair share of their box.
    return h >= minHeight && h <= maxHeight && w <= dpi && box.pixels >= 0.08 * w * h && w <= 6 * h;
  });
}

/** A page with fewer glyphs than this is blank (a scanned back with speckle, a sheet's shadow). */
export const BLANK_BELOW_GLYPHS = 12;

/**
 * Whether the text runs across the page (0) or up and down it (90). At the analysis resolution the letters of a
 * word run together into one blob, long in the direction of the text: the blobs a line of text high and two to
 * twenty times as long tell the direction, whichever way the page was turned.
 */
export function textDirection(image: Gray, dpi: number): 0 | 90 {
  const minSide = (4 / 72) * dpi;
  const maxSide = (18 / 72) * dpi;
  let across = 0;
  let upDown = 0;
  for (const b of findBlobs(image)) {
    const w = b.right - b.left + 1;
    const h = b.bottom - b.top + 1;
    const short = Math.min(w, h);
    const long = Math.max(w, h);
    if (short < minSide || short > maxSide || long < 2 * short || long > 20 * short) continue;
    if (b.pixels < 0.15 * w * h) continue;
    if (w > h) across++;
    else upDown++;
  }
  return upDown > across * 1.2 ? 90 : 0;
}

/**
 * The skew of text running across the page, in degrees (negative: the lines climb to the right in the picture):
 * the angle, within ±6° (a phone held askew), at which the glyphs' centres fall into the sharpest rows.
 */
export function skewAngle(glyphs: readonly Glyph[]): number {
  if (glyphs.length < 20) return 0;
  const heights = glyphs.map((g) => g.bottom - g.top + 1).sort((a, b) => a - b);
  const bin = Math.max(2, heights[Math.floor(heights.length / 2)]! / 2);
  const sharpness = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const rows = new Map<number, number>();
    for (const g of glyphs) {
      const key = Math.floor((g.cy + g.cx * t) / bin);
      rows.set(key, (rows.get(key) ?? 0) + 1);
    }
    let sum = 0;
    for (const n of rows.values()) sum += n * n;
    return sum;
  };
  let best = 0;
  let bestScore = sharpness(0);
  for (let step = -6; step <= 6; step += 0.25) {
    const s = sharpness(step);
    if (s > bestScore * 1.02) {
      bestScore = s;
      best = step;
    }
  }
  return best;
}

/**
 * The picture without the dark regions that touch its edges: a scanner's dark lid around the page, the strips of
 * table a photo's corners leave, a punched hole's shadow. Everything dark reachable from the border turns white.
 */
export function clearEdges(image: Gray, ink = inkLevel(image)): Gray {
  const { width, height } = image;
  const data = new Uint8Array(image.data);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  const push = (i: number) => {
    if (data[i]! < ink) {
      data[i] = 255;
      queue[tail++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i < (height - 1) * width) push(i + width);
  }
  return { data, width, height };
}

/** The picture enlarged by a factor (bilinear): small print read again at a size OCR reads better. */
export function enlarge(image: Gray, factor: number): Gray {
  const width = Math.round(image.width * factor);
  const height = Math.round(image.height * factor);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1.001, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(image.width - 1.001, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const i = y0 * image.width + x0;
      data[y * width + x] = Math.round(
        image.data[i]! * (1 - fx) * (1 - fy) +
          image.data[i + 1]! * fx * (1 - fy) +
          image.data[i + image.width]! * (1 - fx) * fy +
          image.data[i + image.width + 1]! * fx * fy,
      );
    }
  }
  return { data, width, height };
}

/**
 * The picture's edges sharpened (an unsharp mask: each pixel pushed away from the mean of the square `radius` around
 * it by `amount` of the difference): a blurred scan's strokes that run together ("8" read as "6", "DD" as "ppl")
 * stand apart again. The square's mean comes from a summed-area table, so the cost is the same for any radius.
 */
export function sharpen(image: Gray, amount: number, radius: number): Gray {
  const { width, height, data } = image;
  const w1 = width + 1;
  const sums = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      sums[(y + 1) * w1 + x + 1] = sums[y * w1 + x + 1]! + row;
    }
  }
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const sum =
        sums[bottom * w1 + right]! - sums[top * w1 + right]! - sums[bottom * w1 + left]! + sums[top * w1 + left]!;
      const mean = sum / ((bottom - top) * (right - left));
      const p = data[y * width + x]!;
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(p + amount * (p - mean))));
    }
  }
  return { data: out, width, height };
}

/** The picture turned by a multiple of 90° clockwise. */
export function turn(image: Gray, degrees: 0 | 90 | 180 | 270): Gray {
  if (degrees === 0) return image;
  const { width, height, data } = image;
  const turnedWidth = degrees === 180 ? width : height;
  const turnedHeight = degrees === 180 ? height : width;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      const [nx, ny] =
        degrees === 90 ? [height - 1 - y, x] : degrees === 180 ? [width - 1 - x, height - 1 - y] : [y, width - 1 - x];
      out[ny * turnedWidth + nx] = v;
    }
  }
  return { data: out, width: turnedWidth, height: turnedHeight };
}

/** The picture rotated by a small angle (degrees, clockwise) about its centre, with white where nothing was. */
export function rotateSmall(image: Gray, degrees: number): Gray {
  if (Math.abs(degrees) < 0.2) return image;
  const { width, height, data } = image;
  const out = new Uint8Array(data.length).fill(255);
  const a = (-degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = cos * (x - cx) - sin * (y - cy) + cx;
      const sy = sin * (x - cx) + cos * (y - cy) + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const v =
        data[i]! * (1 - fx) * (1 - fy) +
        data[i + 1]! * fx * (1 - fy) +
        data[i + width]! * (1 - fx) * fy +
        data[i + width + 1]! * fx * fy;
      out[y * width + x] = Math.round(v);
    }
  }
  return { data: out, width, height };
}

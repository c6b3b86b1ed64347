import { createCanvas, ImageData, loadImage, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ScanLook } from './model.ts';
import { Rng } from './random.ts';

/**
 * Turns a clean rendering of a page into what a scanner or a phone makes of it: paper tint, uneven light, grain,
 * speckle, a little blur, a tilt of a degree or three, sometimes fed sideways or upside down, and JPEG at low
 * quality. The result is the page's only content, so the PDF page has no text layer.
 */

export interface ScannedImage {
  /** The degraded page; encode it with `jpeg()` (off the main thread). */
  canvas: Canvas;
  jpeg: () => Promise<Buffer>;
  /** The PDF page to hold it, in points. */
  width: number;
  height: number;
}

/** `page` is the page drawn at `look.dpi` on a white canvas; `ghost`, the other side (for show-through). */
export async function scanPage(page: Canvas, look: ScanLook, ghost?: Canvas): Promise<ScannedImage> {
  const rng = new Rng(look.seed);
  return look.kind === 'phone' ? phone(page, look, rng) : scanner(page, look, rng, ghost);
}

function scanner(page: Canvas, look: ScanLook, rng: Rng, ghost?: Canvas): ScannedImage {
  const W = page.width;
  const H = page.height;
  const out = createCanvas(W, H);
  const ctx = out.getContext('2d');
  // What lies around the paper: the white backing of a feeder or the dark lid of a flatbed.
  ctx.fillStyle = look.border === 'dark' ? `rgb(${rng.int(28, 60)},${rng.int(28, 60)},${rng.int(30, 64)})` : '#ffffff';
  ctx.fillRect(0, 0, W, H);
  const shrink = look.border === 'dark' ? rng.float(0.955, 0.985) : 1;
  ctx.save();
  ctx.translate(
    W / 2 + (look.border === 'dark' ? rng.float(-0.012, 0.012) * W : 0),
    H / 2 + (look.border === 'dark' ? rng.float(-0.01, 0.01) * H : 0),
  );
  ctx.rotate((-look.skew * Math.PI) / 180);
  ctx.scale(shrink, shrink);
  ctx.drawImage(page, -W / 2, -H / 2, W, H);
  // Optics: the same image again, half transparent and a fraction of a pixel off, softens every edge.
  if (look.blur > 0.7) {
    ctx.globalAlpha = 0.5;
    ctx.drawImage(page, -W / 2 + look.blur, -H / 2 + look.blur * 0.8, W, H);
  }
  ctx.restore();

  if (ghost && look.showThrough) {
    // The front of the sheet showing through, mirrored and faint.
    ctx.save();
    ctx.globalAlpha = rng.float(0.012, 0.025);
    ctx.globalCompositeOperation = 'multiply';
    ctx.translate(W, 0);
    ctx.scale(-1, 1);
    ctx.drawImage(ghost, 0, 0, W, H);
    ctx.drawImage(ghost, 2, 2, W, H);
    ctx.restore();
  }
  speckle(ctx, W, H, look.speckle, rng, look.dpi);
  grain(ctx, W, H, look, rng);
  const turned = turn(out, look.turn);
  const pts = 72 / look.dpi;
  return {
    canvas: turned,
    jpeg: () => turned.encode('jpeg', look.quality),
    width: Math.round(turned.width * pts),
    height: Math.round(turned.height * pts),
  };
}

async function phone(page: Canvas, look: ScanLook, rng: Rng): Promise<ScannedImage> {
  const portrait = page.height >= page.width;
  const FW = portrait ? 1152 : 1536;
  const FH = portrait ? 1536 : 1152;
  const frame = createCanvas(FW, FH);
  const ctx = frame.getContext('2d');
  // A table or a desk under the page.
  const surface = rng.pick([
    [92, 64, 44],
    [58, 58, 62],
    [140, 124, 100],
    [36, 40, 48],
    [110, 86, 60],
  ] as const);
  const grad = ctx.createLinearGradient(0, 0, FW * rng.float(0.3, 1), FH);
  grad.addColorStop(0, `rgb(${surface[0] + 24},${surface[1] + 22},${surface[2] + 18})`);
  grad.addColorStop(
    1,
    `rgb(${Math.max(0, surface[0] - 22)},${Math.max(0, surface[1] - 20)},${Math.max(0, surface[2] - 18)})`,
  );
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, FW, FH);

  // The page, smaller than the frame, tilted, and wider at the bottom than the top (held at an angle).
  const fill = rng.float(0.74, 0.88);
  const scale = Math.min((FW * fill) / page.width, (FH * fill) / page.height);
  const pw = page.width * scale;
  const ph = page.height * scale;
  const keystone = rng.float(0.02, 0.07);
  const strip = 6;
  const small = createCanvas(Math.ceil(pw), Math.ceil(ph));
  small.getContext('2d').drawImage(page, 0, 0, small.width, small.height);
  // Drawing from a canvas copies it on every call; the strips below draw from a decoded image instead.
  const source = await loadImage(await small.encode('jpeg', 92));
  const paper = createCanvas(Math.ceil(pw * (1 + keystone)) + 2, Math.ceil(ph) + 2);
  const pctx = paper.getContext('2d');
  for (let y = 0; y < ph; y += strip) {
    const t = y / ph;
    const w = pw * (1 - keystone + 2 * keystone * t);
    pctx.drawImage(source, 0, y, small.width, strip, (paper.width - w) / 2, y, w, strip + 0.6);
  }
  ctx.save();
  ctx.translate(FW / 2 + rng.float(-0.03, 0.03) * FW, FH / 2 + rng.float(-0.03, 0.03) * FH);
  ctx.rotate((-look.skew * Math.PI) / 180);
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = rng.float(14, 30);
  ctx.shadowOffsetX = rng.float(-8, 8);
  ctx.shadowOffsetY = rng.float(4, 14);
  ctx.drawImage(paper, -paper.width / 2, -paper.height / 2);
  ctx.restore();

  // Room light: brighter on one side, a soft shadow of the phone or a hand across a corner.
  const light = ctx.createRadialGradient(
    FW * rng.float(0.2, 0.8),
    FH * rng.float(0.1, 0.5),
    50,
    FW / 2,
    FH / 2,
    FH * 0.9,
  );
  light.addColorStop(0, 'rgba(255,250,235,0.10)');
  light.addColorStop(1, 'rgba(0,0,0,0.30)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, FW, FH);
  if (rng.chance(0.5)) {
    const shade = ctx.createLinearGradient(0, FH, FW * 0.6, FH * 0.4);
    shade.addColorStop(0, 'rgba(0,0,0,0.22)');
    shade.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, FW, FH);
  }
  grain(ctx, FW, FH, look, rng);
  const turned = turn(frame, look.turn);
  // Fitted on a letter page (portrait or landscape), as a phone's "save as PDF" does.
  const landscape = turned.width > turned.height;
  const [PW, PH] = landscape ? [792, 612] : [612, 792];
  return { canvas: turned, jpeg: () => turned.encode('jpeg', look.quality), width: PW, height: PH };
}

/** Dust and toner specks: dark dots and a few short hairs. */
function speckle(ctx: SKRSContext2D, W: number, H: number, amount: number, rng: Rng, dpi: number): void {
  const n = Math.round((amount * (W * H)) / 40_000);
  for (const shade of [30, 70, 110]) {
    ctx.fillStyle = `rgba(${shade},${shade},${shade},${rng.float(0.6, 0.95).toFixed(2)})`;
    for (let i = 0; i < n / 3; i++) {
      const r = rng.float(0.5, 1.8) * (dpi / 150);
      ctx.fillRect(rng.float(0, W), rng.float(0, H), r * rng.float(0.7, 1.3), r * rng.float(0.7, 1.3));
    }
  }
  ctx.strokeStyle = `rgba(40,40,40,${rng.float(0.3, 0.7).toFixed(2)})`;
  ctx.lineWidth = rng.float(0.6, 1.3);
  ctx.beginPath();
  for (let i = 0; i < amount * 2; i++) {
    const x = rng.float(0, W);
    const y = rng.float(0, H);
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(
      x + rng.float(-14, 14),
      y + rng.float(-14, 14),
      x + rng.float(-22, 22),
      y + rng.float(-22, 22),
    );
  }
  ctx.stroke();
}

/**
 * Paper tint, uneven lighting and sensor grain, by compositing (reading the pixels back costs more than the whole
 * rest of a page): ink is lifted short of black ("screen"), the paper tinted ("multiply"), the light made uneven by
 * gradients, and grain laid over from a seeded noise tile at a random offset.
 */
function grain(ctx: SKRSContext2D, W: number, H: number, look: ScanLook, rng: Rng): void {
  const [pr, pg, pb] = look.paper;
  const ink = rng.int(18, 48);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ctx.fillStyle = `rgb(${ink},${ink},${ink})`;
  ctx.fillRect(0, 0, W, H);
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = `rgb(${pr},${pg},${pb})`;
  ctx.fillRect(0, 0, W, H);
  const dark = Math.round(255 * (1 - rng.float(0.03, look.kind === 'phone' ? 0.08 : 0.14)));
  const side = ctx.createLinearGradient(rng.float(0, W), 0, rng.float(0, W), H);
  side.addColorStop(0, 'rgb(255,255,255)');
  side.addColorStop(1, `rgb(${dark},${dark},${dark})`);
  ctx.fillStyle = side;
  ctx.fillRect(0, 0, W, H);
  const edge = Math.round(255 * (1 - rng.float(0.02, 0.1)));
  const vignette = ctx.createRadialGradient(
    W * rng.float(0.35, 0.65),
    H * rng.float(0.35, 0.65),
    Math.min(W, H) * 0.2,
    W / 2,
    H / 2,
    Math.max(W, H) * 0.75,
  );
  vignette.addColorStop(0, 'rgb(255,255,255)');
  vignette.addColorStop(1, `rgb(${edge},${edge},${edge})`);
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, W, H);
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = Math.min(0.16, look.noise / 90);
  const pattern = ctx.createPattern(noiseTile(rng), 'repeat');
  ctx.translate(-rng.int(0, 255), -rng.int(0, 255));
  ctx.fillStyle = pattern;
  ctx.fillRect(0, 0, W + 256, H + 256);
  ctx.restore();
}

/** A tile of grey grain from the page's own seed (bell-shaped: the sum of three bytes). */
function noiseTile(rng: Rng): Canvas {
  const N = 384;
  const tile = createCanvas(N, N);
  const data = new Uint8ClampedArray(N * N * 4);
  let s = (rng.int(1, 0x7fffffff) | 1) >>> 0;
  for (let i = 0; i < data.length; i += 4) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const g = ((s & 255) + ((s >>> 8) & 255) + ((s >>> 16) & 255)) / 3;
    data[i] = g;
    data[i + 1] = g;
    data[i + 2] = g;
    data[i + 3] = 255;
  }
  tile.getContext('2d').putImageData(new ImageData(data, N, N), 0, 0);
  return tile;
}

function turn(src: Canvas, deg: 0 | 90 | 180 | 270): Canvas {
  if (deg === 0) return src;
  const swap = deg !== 180;
  const out = createCanvas(swap ? src.height : src.width, swap ? src.width : src.height);
  const ctx = out.getContext('2d');
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate((deg * Math.PI) / 180);
  ctx.drawImage(src, -src.width / 2, -src.height / 2);
  return out;
}

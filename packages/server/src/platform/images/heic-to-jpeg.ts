import { convertImage, type ImageConversionOptions } from './convert-image.ts';

// HEIC previews were the first conversion; their callers keep these names for the shared ones.
export {
  IMAGE_DEFAULTS as HEIC_DEFAULTS,
  ImageConversionError as HeicConversionError,
  MAX_WAITING,
  type ImageConversionFailure as HeicConversionFailure,
  type ImageConversionOptions as HeicToJpegOptions,
} from './convert-image.ts';

/**
 * A JPEG rendering of a HEIC/HEIF image's primary image, downsized for preview, decoded in the image
 * worker (see convertImage: limits, queue, loader).
 */
export async function heicToJpeg(
  input: Buffer | (() => Promise<Buffer>),
  opts: ImageConversionOptions = {},
): Promise<Buffer> {
  return (await convertImage(input, { type: 'heic', output: 'jpeg' }, opts)).bytes;
}

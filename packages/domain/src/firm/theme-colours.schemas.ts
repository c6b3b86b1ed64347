import { z } from 'zod';
import { themeColourMessages } from './theme-colours.ts';

// The theme's schemas, apart from theme-colours.ts: every screen draws the firm's colours, and the rules that
// do so must not bring zod to the browser (issue 22 §4).

export const hexColourSchema = z
  .string({ error: themeColourMessages.invalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, themeColourMessages.invalid);

/** PATCH /api/firms/theme: the three theme colours, each as #RRGGBB. */
export const themeUpdateSchema = z.object({
  primary: hexColourSchema,
  secondary: hexColourSchema,
  accent: hexColourSchema,
});
export type ThemeUpdate = z.infer<typeof themeUpdateSchema>;

/** What POST/DELETE /api/firms/logo and /favicon answer: the image URLs as the firm now has them. */
export const brandingImagesSchema = z.object({
  medium_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
});
export type BrandingImages = z.infer<typeof brandingImagesSchema>;
